'use client';
// Send-feedback form: errors beside their fields, cleared on edit; the text survives a failed send.
import { useState } from 'react';
import { api, errorList } from '@/lib/client/api';
import { errorsByField } from '@/lib/contracts/errors';
import { FEEDBACK_LIMITS } from '@/lib/contracts/feedback';
import { graphemeSlice } from '@/lib/graphemes';

export function FeedbackForm({
  initialAbout,
  initialFeedback,
  email: initialEmail,
}: {
  initialAbout: string;
  initialFeedback: string;
  email: string;
}) {
  const [values, setValues] = useState({ about: initialAbout, feedback: initialFeedback, email: initialEmail });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');

  // Cut at the limit in characters seen, as the contract counts (a maxLength attribute counts
  // UTF-16 units, so an emoji would use up two or more of it).
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const max = field === 'email' ? undefined : FEEDBACK_LIMITS[field];
    const value = max ? graphemeSlice(e.target.value, max) : e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    setErrors({});
    try {
      await api('/feedback', { method: 'POST', body: { ...values, page: window.location.pathname } });
      setState('sent');
    } catch (err) {
      setErrors(errorsByField(errorList(err)));
      setState('idle');
    }
  }

  if (state === 'sent') {
    return (
      <p className="alert alert-success" role="status">
        Thank you — your feedback reached the Nervus team.
      </p>
    );
  }
  const fieldError = (name: string) =>
    errors[name] && (
      <span className="error" id={`${name}-error`}>
        {errors[name]}
      </span>
    );
  return (
    <form onSubmit={submit} noValidate>
      {errors['*'] && (
        <p className="alert alert-danger" role="alert">
          {errors['*']}
        </p>
      )}
      <div className="field">
        <label htmlFor="about">About</label>
        <input
          id="about"
          name="about"
          value={values.about}
          onChange={set('about')}
          required
          aria-invalid={Boolean(errors.about)}
          aria-describedby={errors.about ? 'about-error' : undefined}
        />
        {fieldError('about')}
      </div>
      <div className="field">
        <label htmlFor="feedback">Your feedback</label>
        <textarea
          id="feedback"
          name="feedback"
          rows={6}
          value={values.feedback}
          onChange={set('feedback')}
          required
          aria-invalid={Boolean(errors.feedback)}
          aria-describedby={errors.feedback ? 'feedback-error' : undefined}
        />
        {fieldError('feedback')}
      </div>
      <div className="field">
        <label htmlFor="email">Email for a reply (optional)</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'email-error' : undefined}
        />
        {fieldError('email')}
      </div>
      <button className="btn" type="submit" disabled={state === 'busy'}>
        {state === 'busy' ? 'Sending…' : 'Send feedback'}
      </button>
    </form>
  );
}
