/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { renderToString } from 'react-dom/server';
import { SharePanel } from '@/components/sharing/SharePanel';

const URL_ = 'http://politics.nervus.test/challenges/ballot?scout_id=7';
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const data = String(input).startsWith('/api/sharing/snoozed')
      ? { items: [], total: 2 }
      : { provider: 'email', url: 'mailto:?subject=x' };
    return { ok: true, status: 200, json: async () => ({ data }) } as Response;
  }) as typeof fetch;
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderPanel(props: { surveyMode?: boolean; signedIn?: boolean } = {}) {
  return render(
    <SharePanel
      url={URL_}
      label="Your link to this challenge"
      subject="challenge"
      target="ballot"
      surveyMode={props.surveyMode}
      queueHref={props.signedIn ? '/ada/share' : undefined}
      recruitsHref={props.signedIn ? '/ada/my-dashboard/scout/recruits' : undefined}
    />,
  );
}

describe('SharePanel (spec 3 §2.6)', () => {
  test("the owner's survey checkbox starts on and puts survey=1 on the link; off, the link is as given", () => {
    renderPanel({ surveyMode: true });
    const box = screen.getByRole('checkbox', { name: 'Enable Survey Mode?' });
    expect(box).toBeChecked();
    expect(screen.getByLabelText('Your link to this challenge')).toHaveValue(`${URL_}&survey=1`);
    fireEvent.click(box);
    expect(screen.getByLabelText('Your link to this challenge')).toHaveValue(URL_);
    expect(screen.getByText('The link opens the challenge page.')).toBeInTheDocument();
  });

  test('without survey mode there is no checkbox and the link is as given', () => {
    renderPanel();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByLabelText('Your link to this challenge')).toHaveValue(URL_);
  });

  test('every network has a button, Imgur disabled; Copy says Click to copy', () => {
    renderPanel();
    for (const name of ['X (Twitter)', 'Facebook', 'Email', 'Reddit', 'LinkedIn', 'Telegram', 'WhatsApp'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imgur' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('title', 'Click to copy');
  });

  test('a visitor cannot save for later and sees Your Recruits disabled; no queue is read', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Share Later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Your Recruits' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  test('signed in: the queue count is shown as a badge linking to the Share Panel', async () => {
    renderPanel({ signedIn: true });
    expect(await screen.findByRole('link', { name: '2 saved to share later' })).toHaveAttribute('href', '/ada/share');
    expect(screen.getByRole('link', { name: 'Share Panel' })).toHaveAttribute('href', '/ada/share');
    expect(screen.getByRole('link', { name: 'Your Recruits' })).toBeInTheDocument();
  });

  test('a network share goes through the provider with the survey choice', async () => {
    renderPanel({ surveyMode: true });
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(calls).toContain('POST /api/sharing/email/challenge/ballot?survey_mode=true'));
  });

  test("the server's HTML has every control disabled until the panel hydrates (no dead clicks)", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SharePanel url={URL_} label="Your link" subject="challenge" target="ballot" surveyMode queueHref="/ada/share" />,
    );
    const controls = [...container.querySelectorAll('button, input[type="checkbox"]')];
    expect(controls.length).toBeGreaterThan(8);
    for (const control of controls) expect(control).toBeDisabled();
  });
});
