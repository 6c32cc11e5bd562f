/** @jest-environment jsdom */
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import GameDashModal from '@/components/game/GameDashModal';
import { GameDashTabs } from '@/components/game/GameDashTabs';
import type { Brain } from '@/lib/contracts/brain';
import { DISMISSED_TIPS_STORAGE_KEY } from '@/lib/game/tips';
import '@testing-library/jest-dom/jest-globals';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const BRAIN: Brain = {
  id: 'b',
  user_id: 7,
  role: 'overall',
  score: 300,
  brain_level: 3,
  rank_id: 'overall-1',
  rank_position: 1,
  rank_label: 'Spark',
  rank_description: '',
  start_level_score: 208,
  next_level_score: 477,
  next_rank_level: 11,
};

// Every test starts from an empty SWR cache, as a fresh page does.
const render = (ui: ReactElement) =>
  rtlRender(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);

let responses: Record<string, unknown>;
let puts: { url: string; body: unknown }[];
beforeEach(() => {
  puts = [];
  localStorage.clear();
  window.matchMedia = ((q: string) => ({ matches: true, media: q })) as unknown as typeof window.matchMedia;
  responses = {
    '/api/brain': { data: [BRAIN] },
    '/api/brain/neurons?page=0': { data: { data: [], meta: { page: 0, size: 20, total: 0 } } },
    '/api/me/preferences': { data: {} },
  };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const sent = JSON.parse(String(init.body));
      puts.push({ url: String(url), body: sent });
      const failing = responses[`PUT ${String(url)}`] === 'fail';
      const merged = { ...(responses[String(url)] as { data: object }).data, ...sent };
      if (!failing) responses[String(url)] = { data: merged };
      return {
        ok: !failing,
        status: failing ? 502 : 200,
        json: async () => (failing ? { errors: [{ field: '*', error: 'down' }] } : { data: merged }),
      } as Response;
    }
    const body = responses[String(url)];
    return {
      ok: body !== undefined,
      status: body === undefined ? 502 : 200,
      json: async () => body ?? { errors: [{ field: '*', error: 'down' }] },
    } as Response;
  }) as unknown as typeof fetch;
});

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('Game Dash tabs', () => {
  test('signed out: sign-in prompt and button on Neurons earned and Highlights', () => {
    render(<GameDashTabs screenName={null} role="overall" signInHref="/sign-in?continue=%2F" />);
    expect(screen.getByRole('tab', { name: 'Neurons earned' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Sign in to see the neurons you earn and your Nerve Score.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?continue=%2F');
    fireEvent.click(screen.getByRole('tab', { name: 'Highlights' }));
    expect(screen.getByText('Sign in to see your highlights.')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  test('signed in: the Nerve Score card of the role and the neurons list', async () => {
    render(<GameDashTabs screenName="ann" role="overall" signInHref="/sign-in" />);
    await flush();
    expect(screen.getByRole('heading', { name: 'Overall Nerve Score' })).toBeInTheDocument();
    expect(screen.getByText(/No neurons yet/)).toBeInTheDocument();
  });

  test('signed in, provider down: says so, shows no numbers', async () => {
    responses = {};
    render(<GameDashTabs screenName="ann" role="overall" signInHref="/sign-in" />);
    await flush();
    expect(screen.getByText('Your score could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Your neurons could not be loaded.')).toBeInTheDocument();
  });

  test('tips tab is titled by the role; Got it dismisses a tip for that target and remembers it', async () => {
    const { unmount } = render(<GameDashTabs screenName="ann" role="analyst" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Analyst Rater Tips' }));
    await flush();
    expect(screen.getByRole('link', { name: 'Open challenges to rate' })).toHaveAttribute(
      'href',
      '/ann/my-dashboard/rater/open-challenges',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it: Rate ideas' }));
    expect(screen.queryByRole('link', { name: 'Rate ideas' })).not.toBeInTheDocument();
    await flush();
    expect(JSON.parse(localStorage.getItem(`${DISMISSED_TIPS_STORAGE_KEY}.ann`)!)).toEqual(['analyst:rate-ideas']);
    expect(localStorage.getItem(DISMISSED_TIPS_STORAGE_KEY)).toBeNull();
    // Saved on the account too, so it follows the player to another browser.
    expect(puts).toEqual([{ url: '/api/me/preferences', body: { gamedash_dismissed_tips: ['analyst:rate-ideas'] } }]);
    unmount();
    localStorage.clear();
    // Remembered per target: still gone for analyst (from the preferences alone), still shown on overall.
    render(<GameDashTabs screenName="ann" role="analyst" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Analyst Rater Tips' }));
    await flush();
    expect(screen.getByRole('link', { name: 'Open challenges to rate' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rate ideas' })).not.toBeInTheDocument();
  });

  test('a failed save keeps the dismissal in this browser and says so', async () => {
    responses['PUT /api/me/preferences'] = 'fail';
    render(<GameDashTabs screenName="ann" role="overall" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Helpful Tips' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Got it: Enter an idea' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not save this on your account; this browser remembers it.',
    );
    expect(screen.queryByRole('link', { name: 'Enter an idea' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${DISMISSED_TIPS_STORAGE_KEY}.ann`)!)).toEqual(['overall:enter-idea']);
  });

  test("another player's dismissals in this browser are not theirs; a bad stored entry is dropped, not sent", async () => {
    localStorage.setItem(`${DISMISSED_TIPS_STORAGE_KEY}.bob`, JSON.stringify(['overall:enter-idea']));
    localStorage.setItem(`${DISMISSED_TIPS_STORAGE_KEY}.ann`, JSON.stringify(['<script>', 'overall:ask-question']));
    render(<GameDashTabs screenName="ann" role="overall" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Helpful Tips' }));
    await flush();
    expect(screen.getByRole('link', { name: 'Enter an idea' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask a question' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Got it: Rate ideas' }));
    await flush();
    expect(puts).toEqual([
      { url: '/api/me/preferences', body: { gamedash_dismissed_tips: ['overall:ask-question', 'overall:rate-ideas'] } },
    ]);
  });

  test("shadowing: a dismissal stays in this browser and is not saved on the player's account", async () => {
    render(<GameDashTabs screenName="ann" shadow role="overall" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Helpful Tips' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Got it: Rate ideas' }));
    await flush();
    expect(screen.queryByRole('link', { name: 'Rate ideas' })).not.toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  test('tips switched off in the account: the tab says so and links to the switch', async () => {
    responses['/api/me/preferences'] = { data: { show_tips: false } };
    render(<GameDashTabs screenName="ann" role="overall" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Helpful Tips' }));
    await flush();
    expect(screen.getByText(/Helpful tips are off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn them on in your platform preferences' })).toHaveAttribute(
      'href',
      '/my-account/platform-preferences',
    );
    expect(screen.queryByRole('button', { name: /^Got it/ })).not.toBeInTheDocument();
  });

  test("a visitor's dismissals stay in this browser: nothing is sent", async () => {
    render(<GameDashTabs screenName={null} role="overall" signInHref="/sign-in" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Helpful Tips' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Got it: Enter an idea' }));
    expect(JSON.parse(localStorage.getItem(DISMISSED_TIPS_STORAGE_KEY)!)).toEqual(['overall:enter-idea']);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  test('tips on overall are prefixed Helpful', () => {
    render(<GameDashTabs screenName={null} role="overall" signInHref="/sign-in" />);
    expect(screen.getByRole('tab', { name: 'Helpful Tips' })).toBeInTheDocument();
  });
});

describe('Game Dash dialog', () => {
  test('header, links, role from the path, olympiad card, Escape closes', async () => {
    const onClose = jest.fn();
    render(
      <GameDashModal
        screenName="ann"
        pathname="/ann/my-dashboard/rater/open-challenges"
        signInHref="/sign-in"
        onClose={onClose}
      />,
    );
    await flush();
    expect(screen.getByRole('dialog', { name: 'Game Dash' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Idea Race' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/ann/my-dashboard/notifications',
    );
    expect(screen.getByRole('link', { name: /Current tournament/ })).toHaveAttribute(
      'href',
      '/ann/olympiad/leaderboard',
    );
    expect(screen.getByRole('tab', { name: 'Analyst Rater Tips' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close Game Dash' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  test('signed out: no Notifications link; olympiad card on the literal platform', () => {
    render(<GameDashModal screenName={null} pathname="/challenges/x" signInHref="/sign-in" onClose={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Current tournament/ })).toHaveAttribute(
      'href',
      '/platform/olympiad/leaderboard',
    );
  });

  test('focus is trapped: Tab from the last element goes to the first', () => {
    render(<GameDashModal screenName={null} pathname="/" signInHref="/sign-in" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const focusables = dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    const last = focusables[focusables.length - 1];
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(focusables[0]);
  });
});

test('Escape closes even when focus left the dialog (a dismissed tip took it away)', () => {
  const onClose = jest.fn();
  render(<GameDashModal screenName={null} pathname="/" signInHref="/sign-in" onClose={onClose} />);
  (document.activeElement as HTMLElement).blur();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});
