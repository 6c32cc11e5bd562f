// Pages of the accounts service for recovery and trust (issue 19 §5): forgot password, reset
// password, change password, change email, and the one-click unsubscribe confirmation. Same
// layout, no JavaScript, labelled inputs, errors tied to their fields like the gateway.
import { html, type SafeHtml } from './html';
import { errorSummary, field, hiddenFields, layout } from './pages';

interface FormView {
  webUrl: string;
  action: string;
  errors: Record<string, string>;
  notice?: string;
}

function alerts(v: FormView): SafeHtml {
  const fields = Object.keys(v.errors).filter((name) => name !== '*');
  return html`${errorSummary(v.errors, fields)}
${v.notice ? html`<div class="note" role="status">${v.notice}</div>` : ''}`;
}

export function forgotPage(v: FormView & { email?: string; signinHref: string }): string {
  const body = html`
<h1>Forgot your password?</h1>
<p class="lead">Enter the email you sign in with. We will send you a link to choose a new password.</p>
${alerts(v)}
<form method="post" action="${v.action}" novalidate>
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: v.email, required: true, error: v.errors.email, autofocus: true, extra: html` inputmode="email" spellcheck="false" autocapitalize="off" maxlength="254"` })}
<div class="actions"><button class="btn btn-primary" type="submit">Send reset link</button></div>
</form>
<p class="switch"><a href="${v.signinHref}">Back to sign in</a></p>`;
  return layout({ title: 'Forgot password', webUrl: v.webUrl, body });
}

export function resetPage(v: FormView & { token: string; email: string }): string {
  const body = html`
<h1>Choose a new password</h1>
<p class="lead">For <strong>${v.email}</strong>. After this you are signed out everywhere.</p>
${alerts(v)}
<form method="post" action="${v.action}" novalidate>
${hiddenFields({ token: v.token })}
<input type="text" name="username" autocomplete="username" value="${v.email}" hidden>
${field({ id: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', required: true, error: v.errors.password, hint: 'At least 8 characters.', autofocus: true, extra: html` minlength="8" maxlength="200"` })}
${field({ id: 'confirm', label: 'New password again', type: 'password', autocomplete: 'new-password', required: true, error: v.errors.confirm, extra: html` minlength="8" maxlength="200"` })}
<div class="actions"><button class="btn btn-primary" type="submit">Change password</button></div>
</form>`;
  return layout({ title: 'Choose a new password', webUrl: v.webUrl, body });
}

export function changePasswordPage(v: FormView & { screenName: string; backHref: string }): string {
  const body = html`
<h1>Change your password</h1>
<p class="lead">Signed in as <strong>@${v.screenName}</strong>.</p>
${alerts(v)}
<form method="post" action="${v.action}" novalidate>
${field({ id: 'current_password', label: 'Current password', type: 'password', autocomplete: 'current-password', required: true, error: v.errors.current_password, autofocus: true })}
${field({ id: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', required: true, error: v.errors.password, hint: 'At least 8 characters.', extra: html` minlength="8" maxlength="200"` })}
${field({ id: 'confirm', label: 'New password again', type: 'password', autocomplete: 'new-password', required: true, error: v.errors.confirm, extra: html` minlength="8" maxlength="200"` })}
<div class="actions">
<button class="btn btn-primary" type="submit">Change password</button>
<a class="btn btn-secondary" href="${v.backHref}">Back to Security</a>
</div>
</form>`;
  return layout({ title: 'Change password', webUrl: v.webUrl, body });
}

export function changeEmailPage(v: FormView & { currentEmail: string; email?: string; backHref: string }): string {
  const body = html`
<h1>Change your email</h1>
<p class="lead">You sign in with <strong>${v.currentEmail}</strong> now. The new address must be confirmed from the link we send to it.</p>
${alerts(v)}
<form method="post" action="${v.action}" novalidate>
${field({ id: 'email', label: 'New email', type: 'email', autocomplete: 'email', value: v.email, required: true, error: v.errors.email, autofocus: true, extra: html` inputmode="email" spellcheck="false" autocapitalize="off" maxlength="254"` })}
${field({ id: 'current_password', label: 'Current password', type: 'password', autocomplete: 'current-password', required: true, error: v.errors.current_password })}
<div class="actions">
<button class="btn btn-primary" type="submit">Send confirmation link</button>
<a class="btn btn-secondary" href="${v.backHref}">Back to Security</a>
</div>
</form>`;
  return layout({ title: 'Change email', webUrl: v.webUrl, body });
}

export function unsubscribePage(v: {
  webUrl: string;
  action: string;
  label: string;
  done: boolean;
  preferencesHref: string;
}): string {
  const body = v.done
    ? html`
<h1>You are unsubscribed</h1>
<div class="note" role="status">You will no longer get emails about: ${v.label}.</div>
<div class="actions"><a class="btn btn-primary" href="${v.preferencesHref}">Email preferences</a></div>`
    : html`
<h1>Unsubscribe</h1>
<p class="lead">Stop emails about: <strong>${v.label}</strong>?</p>
<form method="post" action="${v.action}" novalidate>
<div class="actions">
<button class="btn btn-primary" type="submit">Unsubscribe</button>
<a class="btn btn-secondary" href="${v.preferencesHref}">Choose in email preferences</a>
</div>
</form>`;
  return layout({ title: 'Unsubscribe', webUrl: v.webUrl, body });
}
