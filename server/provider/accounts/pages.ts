// Server-rendered pages of the accounts service (spec 1 §2): gateway (sign-in), signup, and the
// message page used by connect, logout errors, OAuth errors and rate limits. No JavaScript; one
// small inline stylesheet; every input labelled; errors announced (role=alert) and tied to their
// field with aria-describedby.
import { html, raw, type SafeHtml } from './html';

const STYLES = raw(`
:root{--accent:#5b3fd6;--accent-dark:#4630a8;--ink:#1c1830;--muted:#5d5873;--line:#d9d5e6;--bg:#f5f3fb;--card:#fff;--danger:#b42318;--danger-bg:#fef3f2;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--accent:#a896ff;--accent-dark:#c3b7ff;--ink:#eeeaf9;--muted:#b3adc7;--line:#3b3552;--bg:#14111f;--card:#1e1a2d;--danger:#ffb4ab;--danger-bg:#3b1716}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
a{color:var(--accent)}
a:hover{color:var(--accent-dark)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem 1rem}
.skip:focus{left:.5rem;top:.5rem;z-index:1}
.top{width:100%;max-width:28rem;padding:2rem 1rem .75rem;display:flex;justify-content:center}
.brand{font-weight:800;font-size:1.75rem;letter-spacing:-.02em;text-decoration:none;color:var(--ink);display:inline-flex;align-items:center;gap:.5rem}
.brand-mark{width:1.6rem;height:1.6rem;border-radius:.5rem;background:linear-gradient(135deg,var(--accent),#8e6cf0);display:inline-block}
main{width:100%;max-width:28rem;padding:0 1rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:1.75rem 1.5rem;box-shadow:0 10px 30px rgba(40,20,110,.08)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.lead{color:var(--muted);margin:0 0 1.25rem}
.community{display:inline-block;background:color-mix(in srgb,var(--accent) 12%,transparent);color:var(--accent);font-weight:600;border-radius:999px;padding:.1rem .6rem}
form{margin:0}
.field{margin:0 0 1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
@media (max-width:420px){.row{grid-template-columns:1fr}}
label{display:block;font-weight:600;margin:0 0 .3rem}
.optional{font-weight:400;color:var(--muted)}
input[type=text],input[type=email],input[type=password]{width:100%;font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:.65rem .75rem;min-height:2.75rem}
input:focus-visible{border-color:var(--accent);outline:3px solid color-mix(in srgb,var(--accent) 35%,transparent);outline-offset:0}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{color:var(--muted);font-size:.875rem;margin:.3rem 0 0}
.error{color:var(--danger);font-size:.875rem;margin:.3rem 0 0;font-weight:600}
.alert{background:var(--danger-bg);color:var(--danger);border:1px solid currentColor;border-radius:.6rem;padding:.75rem .9rem;margin:0 0 1rem;font-weight:600}
.note{background:color-mix(in srgb,var(--accent) 10%,transparent);border-radius:.6rem;padding:.75rem .9rem;margin:0 0 1rem}
.btn{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:2.9rem;font:inherit;font-weight:700;border-radius:.6rem;border:1px solid transparent;padding:.6rem 1rem;cursor:pointer;text-decoration:none}
.btn-primary{background:var(--accent);color:#fff}
.btn-primary:hover{background:var(--accent-dark);color:#fff}
@media (prefers-color-scheme:dark){.btn-primary,.btn-primary:hover{color:#14111f}}
.btn-secondary{background:transparent;color:var(--ink);border-color:var(--line);margin-top:.75rem}
.btn-secondary:hover{color:var(--ink);border-color:var(--muted)}
.actions{margin-top:1.25rem}
.switch{text-align:center;margin:1.25rem 0 0;color:var(--muted)}
footer{color:var(--muted);font-size:.875rem;padding:1.5rem 1rem 2rem;text-align:center}
footer a{color:inherit}
`);

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
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="${webUrl}"><span class="brand-mark" aria-hidden="true"></span>Nervus</a></header>
<main id="main">
<div class="card">
${body}
</div>
</main>
<footer><a href="${webUrl}/privacy-policy">Privacy</a> · <a href="${webUrl}/terms-of-service">Terms</a> · <a href="${webUrl}/get-support">Help</a></footer>
</body>
</html>`.toString();
}

/** Hidden fields carried through a form (continue, app, follow, scout_id). */
function hiddenFields(fields: Record<string, string | undefined>): SafeHtml {
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

function field(o: FieldOptions): SafeHtml {
  const hintId = o.hint ? `${o.id}-hint` : undefined;
  const errorId = o.error ? `${o.id}-error` : undefined;
  const describedBy = [...(o.describedBy ?? []), hintId, errorId].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${o.id}">${o.label}${o.required ? '' : html` <span class="optional">(optional)</span>`}</label>
<input id="${o.id}" name="${o.id}" type="${o.type}" autocomplete="${o.autocomplete}"${o.type === 'password' ? '' : html` value="${o.value ?? ''}"`}${o.required ? raw(' required') : ''}${o.error || o.describedBy?.length ? raw(' aria-invalid="true"') : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${o.autofocus ? raw(' autofocus') : ''}${o.extra ?? ''}>
${o.hint ? html`<p class="hint" id="${hintId}">${o.hint}</p>` : ''}
${o.error ? html`<p class="error" id="${errorId}" role="alert">${o.error}</p>` : ''}
</div>`;
}

export interface GatewayView {
  webUrl: string;
  action: string;
  app?: string;
  email?: string;
  error?: string;
  hidden: Record<string, string | undefined>;
  signupHref: string;
  cancelHref: string;
  /** When this browser is already signed in to the accounts service. */
  signedIn?: { screenName: string; continueHref: string; logoutHref: string };
}

export function gatewayPage(v: GatewayView): string {
  const body = html`
<h1>${v.app ? 'Sign in' : 'Sign in to Nervus'}</h1>
<p class="lead">${v.app ? html`Signing in to <span class="community">${v.app}</span>` : 'Welcome back. Enter your email and password.'}</p>
${v.signedIn ? html`<div class="note">You are signed in as <strong>@${v.signedIn.screenName}</strong>. <a href="${v.signedIn.continueHref}">Continue as @${v.signedIn.screenName}</a> or <a href="${v.signedIn.logoutHref}">sign out</a>.</div>` : ''}
${v.error ? html`<div class="alert" id="form-error" role="alert">${v.error}</div>` : ''}
<form method="post" action="${v.action}">
${hiddenFields(v.hidden)}
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: v.email, required: true, describedBy: v.error ? ['form-error'] : [], autofocus: !v.signedIn, extra: raw(' inputmode="email" spellcheck="false" autocapitalize="off"') })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', required: true, describedBy: v.error ? ['form-error'] : [] })}
<div class="actions">
<button class="btn btn-primary" type="submit">Sign in</button>
<a class="btn btn-secondary" href="${v.cancelHref}">Cancel</a>
</div>
</form>
<p class="switch">New to Nervus? <a href="${v.signupHref}">Create an account</a></p>`;
  return layout({ title: 'Sign in', webUrl: v.webUrl, body });
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
<h1>Create your account</h1>
<p class="lead">${v.app ? html`Joining <span class="community">${v.app}</span> on Nervus` : 'Join Nervus: post challenges, share ideas, earn neurons.'}</p>
${e['*'] ? html`<div class="alert" id="form-error" role="alert">${e['*']}</div>` : ''}
<form method="post" action="${v.action}">
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
