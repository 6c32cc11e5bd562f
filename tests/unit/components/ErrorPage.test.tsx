/** @jest-environment jsdom */
import { describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ErrorPage } from '@/components/shell/ErrorPage';
import { MESSAGES } from '@/lib/constants';

describe('ErrorPage (a failed server render)', () => {
  test('shows the generic message, takes focus and retries by loading the page again', () => {
    const reset = jest.fn();
    window.history.replaceState(null, '', '/my-dashboard?tab=ideas');
    render(<ErrorPage error={Object.assign(new Error('provider down'), { digest: '123abc' })} reset={reset} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.generic);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    );
    // A server render that failed is retried from the server: reset() would only re-render it.
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      'http://localhost/my-dashboard?tab=ideas',
    );
    expect(reset).not.toHaveBeenCalled();
  });

  test('a finished page: the brand links home', () => {
    render(<ErrorPage error={new Error('x')} reset={() => {}} />);
    expect(screen.getByRole('link', { name: 'Nervus' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  test('the feedback link carries the error digest, never the server message', () => {
    render(<ErrorPage error={Object.assign(new Error('secret detail'), { digest: '123abc' })} reset={() => {}} />);
    const href = screen.getByRole('link', { name: 'Tell us about it' }).getAttribute('href')!;
    const url = new URL(href, 'http://nervus.localhost');
    expect(url.pathname).toBe('/send-feedback');
    expect(Object.fromEntries(url.searchParams)).toEqual({ about: 'Page failed to load', feedback: 'Error 123abc' });
    expect(href).not.toContain('secret');
  });
});
