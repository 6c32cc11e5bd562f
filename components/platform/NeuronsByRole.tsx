// A user's neurons per role (spec 3 §1) as a table with a proportional bar per role.
import type { UserNeurons } from '@/lib/contracts/neurons';
import { isNeuronRole, NEURON_ROLE_HINTS, NEURON_ROLE_LABELS } from '@/lib/contracts/neurons';

const number = new Intl.NumberFormat('en-US');

export function NeuronsByRole({ neurons, screenName }: { neurons: UserNeurons; screenName: string }) {
  const max = Math.max(1, ...neurons.by_role.map((r) => r.points));
  return (
    <>
      <p className="neurons-total">
        <strong>{number.format(neurons.total)}</strong> neurons earned by @{screenName}
      </p>
      <table className="up-table neurons-table">
        <caption className="visually-hidden">Neurons of @{screenName} per role</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col" className="num">
              Neurons
            </th>
            <th scope="col" className="bar-col">
              <span className="visually-hidden">Share of the largest role</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {neurons.by_role.map(({ role, points }) => (
            <tr key={role}>
              <th scope="row">
                {isNeuronRole(role) ? NEURON_ROLE_LABELS[role] : role}
                {isNeuronRole(role) && <span className="role-hint">for {NEURON_ROLE_HINTS[role]}</span>}
              </th>
              <td className="num">{number.format(points)}</td>
              <td className="bar-col" aria-hidden="true">
                <span className="role-bar">
                  <span style={{ width: `${Math.max(0, (points / max) * 100)}%` }} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
