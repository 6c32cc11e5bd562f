// "Show password" on the accounts pages (sign-in, sign-up, reset, change of password). The pages
// run under a CSP that allows no script but this one: it is a constant, so the policy pins its
// exact bytes by SHA-256 (REVEAL_SCRIPT_HASH in routes.ts' script-src) instead of a per-request
// nonce, which would add nothing for a script that never changes and would need every page render
// to carry the request's nonce. It is progressive: the button is created by the script, so without
// JavaScript there is no dead control, only the plain password fields. One button per form shows or
// hides every password field of it, names what it will do ('Show password' / 'Hide password'),
// and puts the fields back to hidden when the form is sent, so browsers offer to save the password.
import { createHash } from 'node:crypto';

export const REVEAL_SCRIPT = `(function(){
document.querySelectorAll('form').forEach(function(form){
var fields=Array.prototype.slice.call(form.querySelectorAll('input[type=password]'));
if(!fields.length)return;
var noun=fields.length===1?' password':' passwords';
var button=document.createElement('button');
button.type='button';
button.className='reveal';
button.setAttribute('aria-controls',fields.map(function(f){return f.id;}).join(' '));
function show(on){fields.forEach(function(f){f.type=on?'text':'password';});button.textContent=(on?'Hide':'Show')+noun;}
show(false);
button.addEventListener('click',function(){show(fields[0].type==='password');});
form.addEventListener('submit',function(){show(false);});
var last=fields[fields.length-1];
(last.closest('.field')||last).insertAdjacentElement('afterend',button);
});
})();`;

/** The CSP source that allows exactly REVEAL_SCRIPT. */
export const REVEAL_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(REVEAL_SCRIPT).digest('base64')}'`;
