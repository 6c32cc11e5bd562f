/** @jest-environment jsdom */
import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorPage } from '@/components/shell/ErrorPage';
import { MESSAGES } from '@/lib/constants';

describe('ErrorPage (a failed server render)', () => {
  test('shows the generic message, takes focus and retries', () => {
    const reset = jest.fn();
    render(<ErrorPage error={Object.assign(new Error('provider down'), { digest: '123abc' })} reset={reset} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.generic);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  test('the feedback link carries the error digest, never the server message', () => {
    render(<ErrorPage error={Object.assign(new Error('secret detail'), { digest: '123abc' })} reset={() => {}} />);
    const href = screen.getByRole('link', { name: 'Tell us about it' }).getAttribute('href')!;
    expect(href).toBe('/send-feedback?about=Page%20failed%20to%20load&feedback=Error%20123abc');
  });
});
