// 'Emails to you' on the email preferences page: the latest messages Nervus queued for the player
// (the outbox, DESIGN.md 'email'), and whether each has been sent. Delivery comes with a later
// issue; until then this is where a player sees them.
import type { MyEmails as MyEmailsData } from '@/lib/contracts/email-outbox';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function MyEmails({ emails }: { emails: MyEmailsData | null }) {
  return (
    <section className="card" aria-labelledby="my-emails" style={{ marginTop: '1.5rem' }}>
      <h2 id="my-emails">Emails to you</h2>
      {!emails ? (
        <p role="alert" className="alert alert-danger">
          Your emails could not be loaded. Please try again later.
        </p>
      ) : emails.length ? (
        <ul>
          {emails.map((email) => (
            <li key={email.id}>
              <strong>{email.subject}</strong>{' '}
              <span className="muted">
                {when.format(new Date(email.created_at))} UTC · {email.sent_at ? 'Sent' : 'Waiting to be sent'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing has been sent to you yet.</p>
      )}
    </section>
  );
}
