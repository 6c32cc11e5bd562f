// Issue 19 §4: the outbox is delivered through a real SMTP server (smtp-server, started here) by
// nodemailer, and what arrives (parsed with mailparser) has the subject, a plain-text and an HTML
// part, and the one-click unsubscribe headers. A refused message is retried later, not lost.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { emailOutbox } from '@/server/provider/db/schema';
import { queueEmail } from '@/server/provider/domain/email-outbox';
import { deliverDueEmails, retryDelayMs, smtpMailer } from '@/server/provider/email/deliver';
import { demoUser } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let server: SMTPServer;
let port = 0;
const received: ParsedMail[] = [];
let refuse = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(new Error('Mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  provider = await createTestProvider({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
}, 240_000);
afterAll(async () => {
  await provider.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a queued message arrives with subject, both parts and the unsubscribe headers, and is marked sent', async () => {
  const db = provider.database.db;
  const user = await demoUser(provider, 'MayaChen');
  const id = await queueEmail(db, {
    to: user.email,
    toUserId: user.id,
    kind: 'idea-rated',
    subject: 'Your idea was rated 5 stars',
    text: 'Theo rated your idea "Solar kiosks" 5 stars.',
    html: '<p>Theo rated your idea <strong>Solar kiosks</strong> 5 stars.</p>',
  });
  const mailer = smtpMailer(provider.config)!;
  const result = await deliverDueEmails(db, provider.config, mailer);
  mailer.close();
  expect(result).toEqual({ sent: 1, failed: 0 });
  expect(received).toHaveLength(1);
  const mail = received[0];
  expect(mail.subject).toBe('Your idea was rated 5 stars');
  expect(mail.text).toContain('Theo rated your idea "Solar kiosks" 5 stars.');
  expect(mail.text).toContain('Unsubscribe: http://localhost:4010/accounts/unsubscribe?');
  expect(mail.html).toContain('<strong>Solar kiosks</strong>');
  expect(mail.html).toContain('>Unsubscribe</a>');
  // mailparser folds List-* headers into a 'list' object; the raw lines are what a client reads.
  // A long header is folded over lines (RFC 5322): unfold before reading.
  const line = (key: string) => (mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\s*\r?\n\s+/g, ' ');
  expect(line('list-unsubscribe')).toMatch(
    /^List-Unsubscribe: <http:\/\/localhost:4010\/accounts\/unsubscribe\?u=\d+&k=email_idea_rated&s=/,
  );
  expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(row.sentAt).not.toBeNull();
  expect(row.attempts).toBe(1);
});

test('a refused message is kept with its error and retried after the backoff', async () => {
  const db = provider.database.db;
  const user = await demoUser(provider, 'MayaChen');
  const id = await queueEmail(db, {
    to: user.email,
    toUserId: user.id,
    kind: 'password-reset',
    subject: 'Reset',
    text: 'x',
    html: '<p>x</p>',
  });
  const mailer = smtpMailer(provider.config)!;
  refuse = true;
  const now = new Date();
  expect(await deliverDueEmails(db, provider.config, mailer, now)).toEqual({ sent: 0, failed: 1 });
  const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(failed.sentAt).toBeNull();
  expect(failed.lastError).toContain('Mailbox unavailable');
  refuse = false;
  // Not before the backoff ends...
  expect(await deliverDueEmails(db, provider.config, mailer, new Date(now.getTime() + retryDelayMs(1) - 1000))).toEqual(
    { sent: 0, failed: 0 },
  );
  // ...and sent after it.
  expect(await deliverDueEmails(db, provider.config, mailer, new Date(now.getTime() + retryDelayMs(1) + 1000))).toEqual(
    { sent: 1, failed: 0 },
  );
  mailer.close();
  expect(received.at(-1)!.subject).toBe('Reset');
  expect(received.at(-1)!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
});
