/** @jest-environment jsdom */
// The accounts pages' show-password control (reveal-script.ts): one button per form with password
// fields, after the last of them, that shows and hides all of them and hides them again on submit.
import { expect, test } from '@jest/globals';
import { REVEAL_SCRIPT } from '@/server/provider/accounts/reveal-script';

function page(body: string) {
  document.body.innerHTML = body;
  // The script as the page runs it (the CSP allows exactly these bytes).
  new Function(REVEAL_SCRIPT)();
}

const field = (id: string) =>
  `<div class="field"><label for="${id}">${id}</label><input id="${id}" name="${id}" type="password"></div>`;

test('a form with two password fields gets one "Show passwords" button that toggles both', () => {
  page(`<form>${field('password')}${field('confirm')}<button type="submit">Go</button></form>`);
  const buttons = document.querySelectorAll('button.reveal');
  expect(buttons).toHaveLength(1);
  const button = buttons[0] as HTMLButtonElement;
  expect(button.textContent).toBe('Show passwords');
  expect(button.type).toBe('button');
  expect(button.getAttribute('aria-controls')).toBe('password confirm');
  expect(button.previousElementSibling?.querySelector('#confirm')).not.toBeNull();
  button.click();
  expect((document.getElementById('password') as HTMLInputElement).type).toBe('text');
  expect((document.getElementById('confirm') as HTMLInputElement).type).toBe('text');
  expect(button.textContent).toBe('Hide passwords');
  button.click();
  expect((document.getElementById('confirm') as HTMLInputElement).type).toBe('password');
});

test('one field says "password"; sending the form hides it again; forms without one get nothing', () => {
  page(`<form id="a">${field('password')}</form><form id="b"><input name="email" type="email"></form>`);
  const button = document.querySelector('#a button.reveal') as HTMLButtonElement;
  expect(button.textContent).toBe('Show password');
  expect(document.querySelector('#b button')).toBeNull();
  button.click();
  expect((document.getElementById('password') as HTMLInputElement).type).toBe('text');
  document.getElementById('a')!.dispatchEvent(new Event('submit'));
  expect((document.getElementById('password') as HTMLInputElement).type).toBe('password');
  expect(button.textContent).toBe('Show password');
});
