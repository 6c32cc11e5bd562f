// Server-rendered pages of the accounts service (spec 1 §2): gateway (sign-in), signup, and the
// message page used by connect, logout errors, OAuth errors and rate limits. No JavaScript but the
// show-password control (reveal-script.ts, allowed by its hash alone); one small inline
// stylesheet; every input labelled; errors announced (role=alert) and tied to their
// field with aria-describedby.
import { html, raw, type SafeHtml } from './html';
import { REVEAL_SCRIPT } from './reveal-script';

// The web app's look (app/globals.css): its tokens, font stack, pill buttons, white top bar and
// SVG logo, so signing in does not feel like another product (issue 22). Light only, as the app is.
const STYLES = raw(`
:root{--accent:#4b32c3;--accent-strong:#3a2499;--accent-soft:#eeeafd;--ink:#1c1b22;--muted:#5c5a66;--line:#e3e1ea;--bg:#f7f6fb;--card:#fff;--danger:#b42318;--danger-soft:#fdecea;--radius:12px;--shadow:0 1px 2px rgba(20,16,40,.06),0 4px 16px rgba(20,16,40,.06);--font:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;background:var(--bg);color:var(--ink);font-family:var(--font);font-size:16px;line-height:1.55}
a{color:var(--accent)}
a:hover{color:var(--accent-strong)}
:focus-visible{outline:3px solid #8c7bf0;outline-offset:2px;border-radius:4px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem 1rem}
.skip:focus{left:.5rem;top:.5rem;z-index:1}
.top{width:100%;background:#fff;border-bottom:1px solid var(--line);display:flex;justify-content:center;margin:0 0 2rem}
.top-inner{width:100%;max-width:28rem;min-height:60px;padding:0 1rem;display:flex;align-items:center}
.brand{font-weight:800;font-size:1.15rem;text-decoration:none;color:var(--ink);display:inline-flex;align-items:center;gap:.5rem;white-space:nowrap}
.brand:hover{color:var(--ink)}
main{width:100%;max-width:28rem;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:1.75rem 1.5rem;box-shadow:var(--shadow)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.lead{color:var(--muted);margin:0 0 1.25rem}
form{margin:0}
.field{margin:0 0 1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
@media (max-width:420px){.row{grid-template-columns:1fr}}
label{display:block;font-weight:600;margin:0 0 .3rem}
.optional{font-weight:400;color:var(--muted)}
input[type=text],input[type=email],input[type=password]{width:100%;font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:.6rem .75rem;min-height:44px}
input:focus-visible{border-color:var(--accent);outline:3px solid #8c7bf0;outline-offset:0}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{color:var(--muted);font-size:.875rem;margin:.3rem 0 0}
.error{color:var(--danger);font-size:.875rem;margin:.3rem 0 0;font-weight:600}
.alert{background:var(--danger-soft);color:var(--danger);border:1px solid currentColor;border-radius:8px;padding:.75rem .9rem;margin:0 0 1rem;font-weight:600}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.alert a{color:inherit}
.note{background:var(--accent-soft);border-radius:8px;padding:.75rem .9rem;margin:0 0 1rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.4rem;width:100%;min-height:44px;font:inherit;font-weight:600;border-radius:999px;border:1px solid transparent;padding:.5rem 1rem;cursor:pointer;text-decoration:none}
.btn-primary{background:var(--accent);color:#fff}
.btn-primary:hover{background:var(--accent-strong);color:#fff}
.btn-secondary{background:transparent;color:var(--accent);border-color:var(--line);margin-top:.75rem}
.btn-secondary:hover{background:var(--accent-soft);color:var(--accent-strong)}
.actions{margin-top:1.25rem}
.forgot{margin:-.5rem 0 0;text-align:right;font-size:.9375rem}
.reveal{display:block;margin:-.5rem 0 1rem auto;padding:.35rem .75rem;min-height:32px;font:inherit;font-size:.9375rem;color:var(--accent);background:transparent;border:1px solid var(--line);border-radius:999px;cursor:pointer}
.reveal:hover{background:var(--accent-soft)}
.switch{text-align:center;margin:1.25rem 0 0;color:var(--muted)}
footer{color:var(--muted);font-size:.875rem;padding:1.5rem 1rem 2rem;text-align:center}
footer a{color:inherit}
`);

/** The logo as the tab's icon: a data URI, which the pages' CSP (img-src 'self' data:) allows, so no 404. */
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4b32c3"/><path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff"/></svg>',
  );

/** The web app's logo (components/shell/Logo.tsx), inline so the accounts pages need no asset. */
const LOGO = raw(
  '<svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#4b32c3"/><path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff"/></svg>',
);

export interface LayoutOptions {
  title: string;
  webUrl: string;
  body: SafeHtml;
}

export function layout({ title, webUrl, body }: LayoutOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${title} · Nervus</title>
<meta name="description" content="Sign in to Nervus or create your account: post challenges, share ideas, earn neurons.">
<link rel="icon" href="${FAVICON}">
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><div class="top-inner"><a class="brand" href="${webUrl}">${LOGO}Nervus</a></div></header>
<main id="main">
<div class="card">
${body}
</div>
</main>
<footer><a href="${webUrl}/privacy-policy">Privacy</a> · <a href="${webUrl}/terms-of-service">Terms</a> · <a href="${webUrl}/get-support">Help</a></footer>
<script>${raw(REVEAL_SCRIPT)}</script>
</body>
</html>`.toString();
}

/** Hidden fields carried through a form (continue, app, follow, scout_id). */
export function hiddenFields(fields: Record<string, string | undefined>): SafeHtml {
  return html`${Object.entries(fields)
    .filter(([, v]) => v)
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;
}

interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Extra ids for aria-describedby (e.g. a form-wide alert). */
  describedBy?: string[];
  autofocus?: boolean;
  extra?: SafeHtml;
}

export function field(o: FieldOptions): SafeHtml {
  const hintId = o.hint ? `${o.id}-hint` : undefined;
  const errorId = o.error ? `${o.id}-error` : undefined;
  const describedBy = [...(o.describedBy ?? []), hintId, errorId].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${o.id}">${o.label}${o.required ? '' : html` <span class="optional">(optional)</span>`}</label>
<input id="${o.id}" name="${o.id}" type="${o.type}" autocomplete="${o.autocomplete}"${o.type === 'password' ? '' : html` value="${o.value ?? ''}"`}${o.required ? raw(' required') : ''}${o.error || o.describedBy?.length ? raw(' aria-invalid="true"') : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${o.autofocus ? raw(' autofocus') : ''}${o.extra ?? ''}>
${o.hint ? html`<p class="hint" id="${hintId}">${o.hint}</p>` : ''}
${o.error ? html`<p class="error" id="${errorId}">${o.error}</p>` : ''}
</div>`;
}

export interface GatewayView {
  webUrl: string;
  action: string;
  app?: string;
  email?: string;
  error?: string;
  /** Missing fields, each said beside its field, all at once. */
  fieldErrors?: { email?: string; password?: string };
  hidden: Record<string, string | undefined>;
  signupHref: string;
  cancelHref: string;
  forgotHref: string;
  /** When this browser is already signed in to the accounts service. */
  signedIn?: { screenName: string; continueHref: string; logoutHref: string };
}

export function gatewayPage(v: GatewayView): string {
  const fe = v.fieldErrors ?? {};
  const summary = errorSummary({ '*': v.error ?? '', email: fe.email ?? '', password: fe.password ?? '' }, [
    'email',
    'password',
  ]);
  const body = html`
<h1>Sign in to ${v.app ?? 'Nervus'}</h1>
<p class="lead">Welcome back. Enter your email and password.</p>
${v.signedIn ? html`<div class="note">You are signed in as <strong>@${v.signedIn.screenName}</strong>. <a href="${v.signedIn.continueHref}">Continue as @${v.signedIn.screenName}</a> or <a href="${v.signedIn.logoutHref}">sign out</a>.</div>` : ''}
${summary}
<form method="post" action="${v.action}" novalidate>
${hiddenFields(v.hidden)}
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: v.email, required: true, error: fe.email, describedBy: v.error ? ['form-error'] : [], autofocus: !v.signedIn, extra: raw(' inputmode="email" spellcheck="false" autocapitalize="off"') })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, error: fe.password, describedBy: v.error ? ['form-error'] : [] })}
<p class="forgot"><a href="${v.forgotHref}">Forgot password?</a></p>
<div class="actions">
<button class="btn btn-primary" type="submit">Sign in</button>
<a class="btn btn-secondary" href="${v.cancelHref}">Cancel</a>
</div>
</form>
<p class="switch">New to ${v.app ?? 'Nervus'}? <a href="${v.signupHref}">Create an account</a></p>`;
  return layout({ title: 'Sign in', webUrl: v.webUrl, body });
}

const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  screen_name: 'Screen name',
  email: 'Email',
  password: 'Password',
  current_password: 'Current password',
  confirm: 'Confirm password',
};

/**
 * One alert for the whole form: the form-wide error, or how many fields need a look with a link to
 * each, so every problem is known at once (issue 22); each field's own message sits beside it.
 */
export function errorSummary(errors: Record<string, string>, order: string[]): SafeHtml | '' {
  const fields = order.filter((name) => errors[name]);
  if (!errors['*'] && !fields.length) return '';
  const count = fields.length === 1 ? 'One field needs' : `${fields.length} fields need`;
  return html`<div class="alert" id="form-error" role="alert">${errors['*'] ?? ''}${
    fields.length
      ? html`${errors['*'] ? html`<br>` : ''}${count} a look:<ul>${fields.map(
          (name) =>
            html`<li><a href="#${name}">${FIELD_LABELS[name] ?? name.replace(/_/g, ' ')}</a>: ${errors[name]}</li>`,
        )}</ul>`
      : ''
  }</div>`;
}

export interface SignupValues {
  first_name?: string;
  last_name?: string;
  screen_name?: string;
  email?: string;
}

export interface SignupView {
  webUrl: string;
  action: string;
  app?: string;
  values: SignupValues;
  /** Keyed by lowercased field name; '*' for form-wide errors. */
  errors: Record<string, string>;
  hidden: Record<string, string | undefined>;
  signinHref: string;
  cancelHref: string;
}

export function signupPage(v: SignupView): string {
  const e = v.errors;
  const order = ['first_name', 'last_name', 'screen_name', 'email', 'password'];
  const firstInvalid = order.find((name) => e[name]);
  const body = html`
<h1>Join ${v.app ?? 'Nervus'}</h1>
<p class="lead">Create your account: post challenges, share ideas, earn neurons.</p>
${errorSummary(e, order)}
<form method="post" action="${v.action}" novalidate>
${hiddenFields(v.hidden)}
<div class="row">
${field({ id: 'first_name', label: 'First name', type: 'text', autocomplete: 'given-name', value: v.values.first_name, required: true, error: e.first_name, autofocus: firstInvalid ? firstInvalid === 'first_name' : true, extra: raw(' maxlength="60"') })}
${field({ id: 'last_name', label: 'Last name', type: 'text', autocomplete: 'family-name', value: v.values.last_name, error: e.last_name, autofocus: firstInvalid === 'last_name', extra: raw(' maxlength="60"') })}
</div>
${field({ id: 'screen_name', label: 'Screen name', type: 'text', autocomplete: 'username', value: v.values.screen_name, required: true, error: e.screen_name, hint: '3 to 30 letters, digits, underscores, dots or hyphens. Your profile lives at /your-screen-name.', autofocus: firstInvalid === 'screen_name', extra: raw(' minlength="3" maxlength="30" spellcheck="false" autocapitalize="off"') })}
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: v.values.email, required: true, error: e.email, autofocus: firstInvalid === 'email', extra: raw(' inputmode="email" spellcheck="false" autocapitalize="off" maxlength="254"') })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', required: true, error: e.password, hint: 'At least 8 characters.', autofocus: firstInvalid === 'password', extra: raw(' minlength="8" maxlength="200"') })}
<div class="actions">
<button class="btn btn-primary" type="submit">Create account</button>
<a class="btn btn-secondary" href="${v.cancelHref}">Cancel</a>
</div>
</form>
<p class="switch">Already have an account? <a href="${v.signinHref}">Sign in</a></p>`;
  return layout({ title: 'Create account', webUrl: v.webUrl, body });
}

export interface MessageView {
  webUrl: string;
  title: string;
  message: string;
  /** 'error' announces the message as an alert. */
  tone: 'error' | 'info';
  action?: { href: string; label: string };
}

export function messagePage(v: MessageView): string {
  const body = html`
<h1>${v.title}</h1>
${v.tone === 'error' ? html`<div class="alert" role="alert">${v.message}</div>` : html`<p class="lead">${v.message}</p>`}
${v.action ? html`<div class="actions"><a class="btn btn-primary" href="${v.action.href}">${v.action.label}</a></div>` : ''}`;
  return layout({ title: v.title, webUrl: v.webUrl, body });
}
