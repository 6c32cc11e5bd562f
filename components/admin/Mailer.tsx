'use client';
// The mailer form (issue 21 §4): the audience (one person, a role or a community), a subject and a
// message. Preview composes the email as recipients will read it and counts them (and those who
// switched these emails off); Send asks once more with that count. Any edit asks for a new preview,
// so what is sent is what was seen.
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { USER_ROLES } from '@/lib/contracts/admin';
import type { FieldError } from '@/lib/contracts/errors';
import {
  MAILER_AUDIENCES,
  MAILER_MESSAGE_MAX,
  MAILER_SUBJECT_MAX,
  mailerMessageSchema,
  type MailerAudience,
  type MailerResult,
} from '@/lib/contracts/mailer';
import { api, errorList } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

const AUDIENCE_LABELS: Record<MailerAudience, string> = {
  user: 'One person',
  role: 'Everyone with a role',
  platform: 'Members of a community',
};
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function Mailer({ platforms, outboxHref }: { platforms: { slug: string; name: string }[]; outboxHref: string }) {
  const id = useId();
  const { confirm, toast } = useUi();
  const [form, setForm] = useState({
    audience: 'user' as MailerAudience,
    screen_name: '',
    role: 'player' as (typeof USER_ROLES)[number],
    platform: platforms[0]?.slug ?? '',
    subject: '',
    message: '',
  });
  const [preview, setPreview] = useState<MailerResult | null>(null);
  const [sent, setSent] = useState<MailerResult | null>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error;
  const set = (change: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...change }));
    setPreview(null);
    setSent(null);
    setErrors((list) => list.filter((e) => !(Object.keys(change) as string[]).includes(e.field)));
  };

  function payload(previewOnly: boolean) {
    return {
      audience: form.audience,
      screen_name: form.audience === 'user' ? form.screen_name : undefined,
      role: form.audience === 'role' ? form.role : undefined,
      platform: form.audience === 'platform' ? form.platform : undefined,
      subject: form.subject,
      message: form.message,
      preview: previewOnly,
    };
  }

  async function call(previewOnly: boolean): Promise<MailerResult | null> {
    const body = payload(previewOnly);
    const local = mailerMessageSchema.safeParse(body);
    if (!local.success) {
      setErrors(local.error.issues.map((i) => ({ field: String(i.path[0] ?? '*'), error: i.message })));
      return null;
    }
    setBusy(true);
    try {
      return await api<MailerResult>('/admin/mailer/message', { method: 'POST', body: local.data });
    } catch (err) {
      setErrors(errorList(err));
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function onPreview(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setErrors([]);
    setSent(null);
    setPreview(await call(true));
  }

  async function onSend() {
    if (busy || !preview) return;
    const ok = await confirm({
      title: 'Send this message?',
      message: `“${preview.subject}” goes to ${plural(preview.recipients, 'person', 'people')} (${preview.audience}).`,
      confirm: 'Send',
    });
    if (!ok) return;
    const result = await call(false);
    if (!result) return;
    setSent(result);
    setPreview(null);
    toast(`Queued ${plural(result.queued ?? 0, 'message', 'messages')}.`);
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    errorOf(name) ? (
      <span className="error" id={`${id}-${name}-error`} role="alert">
        {errorOf(name)}
      </span>
    ) : null;

  return (
    <>
      <form className="card mailer-form" onSubmit={onPreview} noValidate>
        <fieldset className="field">
          <legend>To</legend>
          {MAILER_AUDIENCES.map((audience) => (
            <label key={audience} className="mailer-audience">
              <input
                type="radio"
                name={`${id}-audience`}
                value={audience}
                checked={form.audience === audience}
                onChange={() => set({ audience })}
              />{' '}
              {AUDIENCE_LABELS[audience]}
            </label>
          ))}
        </fieldset>
        {form.audience === 'user' && (
          <div className="field">
            <label htmlFor={`${id}-screen_name`}>Screen name</label>
            <input
              {...field('screen_name')}
              value={form.screen_name}
              maxLength={100}
              onChange={(e) => set({ screen_name: e.target.value })}
            />
            {fieldError('screen_name')}
          </div>
        )}
        {form.audience === 'role' && (
          <div className="field">
            <label htmlFor={`${id}-role`}>Role</label>
            <select
              {...field('role')}
              value={form.role}
              onChange={(e) => set({ role: e.target.value as typeof form.role })}
            >
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role === 'player'
                    ? 'Players (not admins or ambassadors)'
                    : `${role[0].toUpperCase()}${role.slice(1)}s`}
                </option>
              ))}
            </select>
            {fieldError('role')}
          </div>
        )}
        {form.audience === 'platform' && (
          <div className="field">
            <label htmlFor={`${id}-platform`}>Community</label>
            <select {...field('platform')} value={form.platform} onChange={(e) => set({ platform: e.target.value })}>
              {platforms.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
            {fieldError('platform')}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input
            {...field('subject')}
            value={form.subject}
            maxLength={MAILER_SUBJECT_MAX}
            onChange={(e) => set({ subject: e.target.value })}
          />
          {fieldError('subject')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea
            {...field('message')}
            rows={8}
            value={form.message}
            maxLength={MAILER_MESSAGE_MAX}
            onChange={(e) => set({ message: e.target.value })}
          />
          {fieldError('message')}
        </div>
        {errorOf('*') && (
          <p className="alert alert-danger" role="alert">
            {errorOf('*')}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          Preview
        </button>
      </form>
      {preview && (
        <section className="card mailer-preview" aria-labelledby={`${id}-preview`} style={{ marginTop: '1rem' }}>
          <h2 id={`${id}-preview`} style={{ marginTop: 0 }}>
            Preview
          </h2>
          <p role="status">
            <strong>{plural(preview.recipients, 'recipient', 'recipients')}</strong> ({preview.audience})
            {preview.opted_out > 0 && `; ${plural(preview.opted_out, 'person', 'people')} switched these emails off`}
            {preview.unconfirmed > 0 &&
              `; ${plural(preview.unconfirmed, 'person has', 'people have')} not confirmed their address`}
            .
          </p>
          <iframe title="Email preview" className="mailer-frame" sandbox="" srcDoc={preview.preview.html} />
          <button type="button" className="btn" disabled={busy || preview.recipients === 0} onClick={onSend}>
            Send to {plural(preview.recipients, 'person', 'people')}
          </button>
        </section>
      )}
      {sent && (
        <p className="alert alert-success" role="status" style={{ marginTop: '1rem' }}>
          Queued {plural(sent.queued ?? 0, 'message', 'messages')} to {sent.audience}.{' '}
          <Link href={outboxHref}>Open the email outbox</Link>
        </p>
      )}
    </>
  );
}
