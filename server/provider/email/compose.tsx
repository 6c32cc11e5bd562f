// Composes a stored outbox row into the message that is sent (issue 19 §4): the React layout
// around the body, a plain-text part, and for every kind that a preference can switch off a signed
// one-click unsubscribe link in the footer plus the List-Unsubscribe and List-Unsubscribe-Post
// headers (RFC 8058). Used by delivery and by the admins' outbox page, so both show the same mail.
import { isEmailKind, preferenceOfKind } from '@/lib/contracts/email';
import { EMAIL_PREFERENCES } from '@/lib/contracts/preferences';
import type { ProviderConfig } from '../config';
import type { emailOutbox } from '../db/schema';
import { unsubscribeUrl } from './links';
import { EMAIL_COLORS, renderEmailHtml } from './render';
import { isSocialEmailKind, WEB_LINK_BASE } from './templates/social';

type OutboxRow = typeof emailOutbox.$inferSelect;
type ComposeConfig = Pick<ProviderConfig, 'OAUTH_CLIENT_SECRET' | 'ACCOUNTS_PUBLIC_URL' | 'WEB_URL' | 'EMAIL_FROM'>;

export interface ComposedEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  unsubscribe: string | null;
}

function Layout({
  subject,
  body,
  webUrl,
  unsubscribe,
  reason,
}: {
  subject: string;
  body: string;
  webUrl: string;
  unsubscribe: string | null;
  reason: string | null;
}) {
  return (
    <html lang="en">
      {/* A whole email document, not a Next page: next/head does not apply. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          background: EMAIL_COLORS.bg,
          color: EMAIL_COLORS.ink,
          fontFamily: 'system-ui, Arial, sans-serif',
        }}
      >
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: EMAIL_COLORS.bg }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '0 0 16px', fontSize: 24, fontWeight: 800 }}>
                        <a href={webUrl} style={{ color: EMAIL_COLORS.ink, textDecoration: 'none' }}>
                          Nervus
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          background: '#ffffff',
                          border: `1px solid ${EMAIL_COLORS.line}`,
                          borderRadius: 12,
                          padding: 24,
                          fontSize: 16,
                          lineHeight: 1.5,
                        }}
                        dangerouslySetInnerHTML={{ __html: body }}
                      />
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 4px', fontSize: 13, color: EMAIL_COLORS.muted }}>
                        {reason && unsubscribe ? (
                          <>
                            You get this email because “{reason}” is on in your email preferences.{' '}
                            <a href={unsubscribe} style={{ color: EMAIL_COLORS.muted }}>
                              Unsubscribe
                            </a>{' '}
                            ·{' '}
                            <a href={`${webUrl}/my-account/email-preferences`} style={{ color: EMAIL_COLORS.muted }}>
                              Email preferences
                            </a>
                          </>
                        ) : (
                          'You get this email because of an action on your Nervus account.'
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function composeEmail(row: OutboxRow, config: ComposeConfig): ComposedEmail {
  const webUrl = config.WEB_URL.replace(/\/+$/, '');
  const pref = isEmailKind(row.kind) ? preferenceOfKind(row.kind) : null;
  const unsubscribe = pref && row.toUserId ? unsubscribeUrl(config, row.toUserId, pref) : null;
  const reason = pref ? (EMAIL_PREFERENCES.find((p) => p.key === pref)?.label ?? null) : null;
  // Bodies written for many recipients at once (notify()) name the web app by WEB_LINK_BASE.
  const resolve = (body: string) => (isSocialEmailKind(row.kind) ? body.replaceAll(WEB_LINK_BASE, webUrl) : body);
  const html = `<!doctype html>${renderEmailHtml(
    <Layout subject={row.subject} body={resolve(row.html)} webUrl={webUrl} unsubscribe={unsubscribe} reason={reason} />,
  )}`;
  const footer = unsubscribe
    ? `\n\n--\nYou get this email because "${reason}" is on in your email preferences.\nUnsubscribe: ${unsubscribe}\nEmail preferences: ${webUrl}/my-account/email-preferences`
    : '\n\n--\nYou get this email because of an action on your Nervus account.';
  const headers: Record<string, string> = { 'X-Nervus-Kind': row.kind };
  if (unsubscribe) {
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: config.EMAIL_FROM,
    to: row.toAddress,
    subject: row.subject,
    text: `${resolve(row.text)}${footer}`,
    html,
    headers,
    unsubscribe,
  };
}
