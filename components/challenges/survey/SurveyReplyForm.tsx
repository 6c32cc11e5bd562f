'use client';
// The survey view's answer form (spec 2 §2 challenges.survey): one answer, 3 to 1000 characters,
// sent anonymously; then a thank-you with the invitation to sign up, enter the answer as an idea
// and earn neurons. A failed call keeps the answer. The hidden 'Leave this empty' field is the
// honeypot: people never see it, form-filling bots fill it in and are refused.
import { useId, useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import type { FieldError } from '@/lib/contracts/errors';
import type { SurveyReplyCreated } from '@/lib/contracts/survey';
import { SURVEY_ANSWER_MAX, SURVEY_MESSAGES, surveyAnswerError } from '@/lib/challenges/survey';
import { CountedField } from '../../challenge-create/CountedField';
import { useHydrated } from '../../ui/useHydrated';

export function SurveyReplyForm({
  slug,
  signUpHref,
  challengeHref,
}: {
  slug: string;
  signUpHref: string;
  challengeHref: string;
}) {
  const [answer, setAnswer] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const ready = useHydrated();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const error = surveyAnswerError(answer);
    setErrors(error ? [{ field: 'answer', error }] : []);
    if (error) return;
    setBusy(true);
    try {
      await api<SurveyReplyCreated>('/surveys', { method: 'POST', body: { challenge: slug, answer, website } });
      setSent(true);
    } catch (err) {
      setErrors(errorList(err, SURVEY_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className="card survey-thanks" aria-labelledby={`${id}-thanks`}>
        <h2 id={`${id}-thanks`} tabIndex={-1} ref={(el) => el?.focus()}>
          Thank you!
        </h2>
        <p role="status">{SURVEY_MESSAGES.sent}</p>
        <blockquote className="survey-echo">{answer.trim()}</blockquote>
        <p>{SURVEY_MESSAGES.invitation}</p>
        <p className="survey-actions">
          <a className="btn" href={signUpHref}>
            Sign up and enter it as an idea
          </a>
          <a className="btn btn-ghost" href={challengeHref}>
            See the challenge
          </a>
        </p>
      </section>
    );
  }

  const answerError = errors.find((e) => e.field === 'answer')?.error ?? null;
  const general = errors.filter((e) => e.field !== 'answer');
  return (
    <form className="card survey-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Answer this question</h2>
      <p className="muted">No account needed: your answer goes to the catalyst without your name.</p>
      <fieldset disabled={!ready} className="survey-fields">
        <CountedField
          id={`${id}-answer`}
          label="Your answer"
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setErrors((list) => list.filter((e) => e.field !== 'answer'));
          }}
          max={SURVEY_ANSWER_MAX}
          error={answerError}
          multiline
          rows={5}
        />
        <div className="survey-honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this empty</label>
          <input
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
      </fieldset>
      {general.map((e) => (
        <p key={e.error} className="error" role="alert">
          {e.error}
        </p>
      ))}
      <button type="submit" className="btn" disabled={!ready || busy}>
        {busy ? 'Sending...' : 'Send my answer'}
      </button>
    </form>
  );
}
