'use client';
// The feature flags page's switches (issue 21 §6; spec 1 §3): each flag on or off, and the value
// of each of its variants (beta-features' media-storage-library), for everybody or for one
// community (which can go back to the global setting); a change asks first.
import { useId, useState } from 'react';
import type { Flag } from '@/lib/contracts/flags';
import { useAdminAction } from './useAdminAction';

type Community = { slug: string; name: string } | null;

function FlagRow({ flag, description, platform }: { flag: Flag; description: string; platform: Community }) {
  const id = useId();
  const { busy, run } = useAdminAction();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(flag.variants.map((v) => [v.name, v.value ?? ''])),
  );
  const where = platform ? `in ${platform.name}` : 'for everybody';
  const send = (enabled: boolean, done: string, ask?: string, inherit?: boolean) =>
    run(
      `/admin/flags/${flag.name}`,
      {
        enabled,
        variants: flag.variants.length ? values : undefined,
        ...(platform ? { platform: platform.slug, ...(inherit ? { inherit: true } : {}) } : {}),
      },
      done,
      ask,
    );

  return (
    <li className="card">
      <h2 style={{ marginTop: 0 }} id={`${id}-name`}>
        {flag.name} <span className="admin-badge">{flag.enabled ? 'on' : 'off'}</span>
        {platform && (
          <>
            {' '}
            <span className="admin-badge">{flag.overridden ? `${platform.name}'s own` : 'follows global'}</span>
          </>
        )}
      </h2>
      {description && <p className="muted">{description}</p>}
      {flag.variants.map((variant) => (
        <div className="field" key={variant.name}>
          <label htmlFor={`${id}-${variant.name}`}>Variant {variant.name}</label>
          <input
            id={`${id}-${variant.name}`}
            value={values[variant.name] ?? ''}
            maxLength={200}
            onChange={(e) => setValues((all) => ({ ...all, [variant.name]: e.target.value }))}
          />
        </div>
      ))}
      <div className="admin-action-row">
        <button
          type="button"
          className={flag.enabled ? 'btn btn-sm btn-danger' : 'btn btn-sm'}
          disabled={busy}
          aria-describedby={`${id}-name`}
          onClick={() =>
            send(
              !flag.enabled,
              `${flag.name} is ${flag.enabled ? 'off' : 'on'} ${where}.`,
              `Switch ${flag.name} ${flag.enabled ? 'off' : 'on'} ${where}?`,
            )
          }
        >
          {flag.enabled ? 'Switch off' : 'Switch on'}
        </button>
        {flag.variants.length > 0 && (
          <button
            type="button"
            className="btn btn-sm btn-light"
            disabled={busy}
            aria-describedby={`${id}-name`}
            onClick={() => send(flag.enabled, `${flag.name}'s variants are saved.`)}
          >
            Save variants
          </button>
        )}
        {platform && flag.overridden && (
          <button
            type="button"
            className="btn btn-sm btn-light"
            disabled={busy}
            aria-describedby={`${id}-name`}
            onClick={() =>
              send(
                flag.enabled,
                `${platform.name} follows the global ${flag.name} again.`,
                `Let ${platform.name} follow the global ${flag.name} setting?`,
                true,
              )
            }
          >
            Follow global setting
          </button>
        )}
      </div>
    </li>
  );
}

export function FlagSwitches({
  flags,
  descriptions,
  platform = null,
}: {
  flags: Flag[];
  descriptions: Record<string, string>;
  platform?: Community;
}) {
  return (
    <ul className="admin-actions" style={{ listStyle: 'none', padding: 0 }}>
      {flags.map((flag) => (
        <FlagRow
          key={`${platform?.slug ?? ''}:${flag.name}`}
          flag={flag}
          description={descriptions[flag.name] ?? ''}
          platform={platform}
        />
      ))}
    </ul>
  );
}
