'use client';
// Found an organization (POST) or, for its admins, edit it (PUT): name, description and how people
// join (spec 3 §2.10, spec 1 §7). Founding opens the new organization's page.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { errorsByField } from '@/lib/contracts/errors';
import { checkRequired, maySubmit } from '@/lib/forms/rules';
import {
  INVITE_TYPE_LABELS,
  INVITE_TYPES,
  ORGANIZATION_LIMITS,
  type InviteType,
  type OrganizationDetail,
} from '@/lib/contracts/organizations';
import { href } from '@/lib/routes/table';
import { useUi } from '../ui/UiProvider';
import { FieldError, FormError, SaveButton } from '../account/FormBits';

type Values = { name: string; description: string; invite_type: InviteType };

export function OrganizationForm({ organization }: { organization?: OrganizationDetail }) {
  const [values, setValues] = useState<Values>({
    name: organization?.name ?? '',
    description: organization?.description ?? '',
    invite_type: organization?.invite_type ?? 'request',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const { toast } = useUi();
  const router = useRouter();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Founding is a once form (spec 3 §5): no second organization from a double click.
    if (!maySubmit({ busy, success }, !organization)) return;
    const required = checkRequired([{ name: 'name', label: 'Name', value: values.name }]);
    if (!required.ok) return setErrors(required.errors);
    setBusy(true);
    setErrors({});
    try {
      if (organization) {
        await api(`/organizations/${organization.id}`, { method: 'PUT', body: values });
        toast('The organization is saved.');
        router.refresh();
      } else {
        const created = await api<OrganizationDetail>('/organizations', { method: 'POST', body: values });
        setSuccess(true);
        toast(`${created.name} is founded: you are its owner.`);
        router.push(href('organization', { slug: created.slug }));
      }
    } catch (err) {
      setErrors(errorsByField(errorList(err)));
    } finally {
      setBusy(false);
    }
  }

  const prefix = organization ? 'edit-org' : 'new-org';
  return (
    <form className="stack-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${prefix}-name`}>Name</label>
        <input
          id={`${prefix}-name`}
          value={values.name}
          maxLength={ORGANIZATION_LIMITS.nameMax}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          aria-invalid={Boolean(errors.name)}
        />
        <FieldError errorKey="name" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor={`${prefix}-description`}>Description</label>
        <textarea
          id={`${prefix}-description`}
          rows={3}
          value={values.description}
          maxLength={ORGANIZATION_LIMITS.descriptionMax}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
        <FieldError errorKey="description" errors={errors} />
      </div>
      <fieldset className="field">
        <legend>How people join</legend>
        {INVITE_TYPES.map((type) => (
          <label key={type} className="radio">
            <input
              type="radio"
              name={`${prefix}-invite-type`}
              value={type}
              checked={values.invite_type === type}
              onChange={() => setValues((v) => ({ ...v, invite_type: type }))}
            />{' '}
            {INVITE_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <FormError errors={errors} fields={['name', 'description']} />
      <SaveButton busy={busy} label={organization ? 'Save changes' : 'Found organization'} />
    </form>
  );
}
