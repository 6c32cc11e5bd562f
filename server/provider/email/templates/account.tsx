// Account and security emails (issue 19 §5): password reset, email verification, change of email,
// invitation. Each returns the subject, the HTML body (React) and the plain-text part.
import { EmailButton, EMAIL_COLORS, renderEmailHtml } from '../render';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const Muted = ({ children }: { children: React.ReactNode }) => (
  <p style={{ color: EMAIL_COLORS.muted, fontSize: 14 }}>{children}</p>
);

export function passwordResetEmail(name: string, link: string): EmailContent {
  const subject = 'Reset your Nervus password';
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>Reset your password</h1>
      <p>Hi {name}, someone (hopefully you) asked to reset the password of your Nervus account.</p>
      <EmailButton href={link}>Choose a new password</EmailButton>
      <Muted>
        The link works once and expires in 1 hour. After the reset you are signed out everywhere. If you did not ask for
        this, ignore this email: your password stays as it is.
      </Muted>
    </>,
  );
  const text = `Hi ${name},\n\nSomeone (hopefully you) asked to reset the password of your Nervus account.\n\nChoose a new password: ${link}\n\nThe link works once and expires in 1 hour. After the reset you are signed out everywhere. If you did not ask for this, ignore this email: your password stays as it is.`;
  return { subject, html, text };
}

export function verifyEmail(name: string, link: string): EmailContent {
  const subject = 'Confirm your email for Nervus';
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>Welcome to Nervus, {name}</h1>
      <p>Confirm that this address is yours, so we can reach you when you forget your password.</p>
      <EmailButton href={link}>Confirm my email</EmailButton>
      <Muted>The link expires in 24 hours. You can ask for a new one on your account&apos;s Security page.</Muted>
    </>,
  );
  const text = `Welcome to Nervus, ${name}.\n\nConfirm that this address is yours, so we can reach you when you forget your password:\n${link}\n\nThe link expires in 24 hours. You can ask for a new one on your account's Security page.`;
  return { subject, html, text };
}

export function emailChangeConfirm(name: string, newEmail: string, link: string): EmailContent {
  const subject = 'Confirm your new email for Nervus';
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>Confirm your new email</h1>
      <p>
        Hi {name}, confirm that you want to sign in to Nervus with <strong>{newEmail}</strong> from now on.
      </p>
      <EmailButton href={link}>Use this email</EmailButton>
      <Muted>The link works once and expires in 24 hours. Until then you sign in with your old email.</Muted>
    </>,
  );
  const text = `Hi ${name},\n\nConfirm that you want to sign in to Nervus with ${newEmail} from now on:\n${link}\n\nThe link works once and expires in 24 hours. Until then you sign in with your old email.`;
  return { subject, html, text };
}

export function emailChangeNotice(name: string, newEmail: string): EmailContent {
  const subject = 'Your Nervus email is being changed';
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>Your email is being changed</h1>
      <p>
        Hi {name}, a change of your sign-in email to <strong>{newEmail}</strong> was requested with your password. It
        takes effect when the new address is confirmed.
      </p>
      <Muted>If this was not you, reset your password from the sign-in page&apos;s “Forgot password?” link now.</Muted>
    </>,
  );
  const text = `Hi ${name},\n\nA change of your sign-in email to ${newEmail} was requested with your password. It takes effect when the new address is confirmed.\n\nIf this was not you, reset your password from the sign-in page's "Forgot password?" link now.`;
  return { subject, html, text };
}

export function invitationEmail(inviter: string, note: string | undefined, link: string): EmailContent {
  const subject = `${inviter} invites you to Nervus`;
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{inviter} invites you to Nervus</h1>
      <p>Nervus is a game of ideas: answer challenges, rate ideas, earn neurons and climb the ranks.</p>
      {note ? (
        <blockquote style={{ borderLeft: `3px solid ${EMAIL_COLORS.line}`, margin: 0, padding: '0 12px' }}>
          {note}
        </blockquote>
      ) : null}
      <EmailButton href={link}>Create my account</EmailButton>
    </>,
  );
  const text = `${inviter} invites you to Nervus, a game of ideas: answer challenges, rate ideas, earn neurons and climb the ranks.\n${note ? `\n"${note}"\n` : ''}\nCreate your account: ${link}`;
  return { subject, html, text };
}
