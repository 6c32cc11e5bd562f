/** @jest-environment jsdom */
// The bell's update dot (spec 3 §2.1) and live updates (spec 3 §4): the dot shows when the Nerve
// Score differs from the last seen one, a pushed score lights it without a reload, and opening the
// dialog on the overall role saves the score and clears it.
import { beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { GameDashPlayer } from '@/components/game/GameDashButton';
import { PUSH_RELOAD_DELAY_MS } from '@/components/game/gamedash-data';
import '@testing-library/jest-dom/jest-globals';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
// next/dynamic as the browser sees it: the module loads after the first render.
jest.mock('next/dynamic', () => {
  const { createElement, useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: (load: () => Promise<{ default: React.ComponentType<object> }>) =>
      function Lazy(props: object) {
        const [loaded, setLoaded] = useState<{ C: React.ComponentType<object> } | null>(null);
        useEffect(() => {
          void load().then((m) => setLoaded({ C: m.default }));
        }, []);
        return loaded ? createElement(loaded.C, props) : null;
      },
  };
});

// Loaded after the mocks are registered (the swc transform does not hoist jest.mock).
let GameDashButton: typeof import('@/components/game/GameDashButton').GameDashButton;
beforeAll(async () => {
  ({ GameDashButton } = await import('@/components/game/GameDashButton'));
});

/** A stand-in EventSource the test pushes messages through. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, (e: { data: string }) => void>();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(event: string, fn: (e: { data: string }) => void) {
    this.listeners.set(event, fn);
  }
  close() {
    this.readyState = 2;
  }
  push(event: string, data: unknown) {
    this.listeners.get(event)?.({ data: JSON.stringify(data) });
  }
}

const PLAYER: GameDashPlayer = { screenName: 'ann', userId: 7, shadow: false, transport: { kind: 'sse' } };
const brain = (score: number) => ({
  id: 'b',
  user_id: 7,
  role: 'overall',
  score,
  brain_level: 3,
  rank_id: 'overall-1',
  rank_position: 1,
  rank_label: 'Spark',
  rank_description: '',
  start_level_score: 208,
  next_level_score: 477,
  next_rank_level: 11,
});

let responses: Record<string, unknown>;
let puts: unknown[];
beforeEach(() => {
  pathname = '/';
  puts = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  responses = {
    '/api/brain': { data: [brain(300)] },
    '/api/me/preferences': { data: { gamedash: { shared_state: { gamedash_score: 300 } } } },
  };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const sent = JSON.parse(String(init.body));
      puts.push(sent);
      responses[String(url)] = { data: { ...(responses[String(url)] as { data: object }).data, ...sent } };
    }
    const body = responses[String(url)];
    return { ok: body !== undefined, status: body === undefined ? 502 : 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

const flush = (ms = 0) =>
  act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
const brainCalls = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/api/brain').length;
const renderBell = (player: GameDashPlayer | null = PLAYER) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GameDashButton player={player} signInHref="/sign-in" icon={null} />
    </SWRConfig>,
  );

describe('Game Dash update dot', () => {
  test('no dot while the score is the one last seen', async () => {
    renderBell();
    await flush();
    expect(screen.getByRole('button', { name: 'Game Dash' })).toBeInTheDocument();
    expect(screen.queryByTestId('gamedash-dot')).not.toBeInTheDocument();
  });

  test('a push reloads the Nerve Score once per burst; a changed score lights the dot without a reload; opening on overall saves it and clears the dot', async () => {
    renderBell();
    await flush();
    expect(FakeEventSource.last?.url).toBe('/api/realtime/stream');
    expect(brainCalls()).toBe(1);
    responses['/api/brain'] = { data: [brain(305.5)] };
    // One ledger row: the neuron, its role's score and the Nerve Score.
    await act(async () => {
      FakeEventSource.last!.push('brain__neuron-earned', {
        id: 1,
        points: 5.5,
        role: 'innovator',
        type: 'gain',
        user_origin: 'others',
        meaningful_name: 'IdeaRated',
        event_created: 'Innovator.IdeaRated',
        challenge_title: null,
        challenge_slug: null,
        point_created_at: '2026-11-23T10:00:00.000Z',
      });
      FakeEventSource.last!.push('brain__score-updated', { role: 'innovator', score: 55.5 });
      FakeEventSource.last!.push('brain__score-updated', { role: 'overall', score: 305.5 });
    });
    expect(screen.queryByTestId('gamedash-dot')).not.toBeInTheDocument();
    await flush(PUSH_RELOAD_DELAY_MS + 50);
    await flush();
    expect(brainCalls()).toBe(2);
    expect(screen.getByTestId('gamedash-dot')).toBeInTheDocument();
    expect(document.getElementById('gamedash-dot-text')).toHaveTextContent('Your Nerve Score changed');
    fireEvent.click(screen.getByRole('button', { name: 'Game Dash, your Nerve Score changed' }));
    await flush();
    expect(puts).toEqual([{ gamedash: { shared_state: { gamedash_score: 305.5 } } }]);
    expect(screen.queryByTestId('gamedash-dot')).not.toBeInTheDocument();
  });

  test('a failed save of the seen score is tried once while open, again on the next opening', async () => {
    responses['/api/brain'] = { data: [brain(320)] };
    const failing = global.fetch as jest.Mock;
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return { ok: false, status: 502, json: async () => ({ errors: [{ field: '*', error: 'down' }] }) } as Response;
      }
      return failing(url, init);
    }) as unknown as typeof fetch;
    renderBell();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /^Game Dash/ }));
    await flush(20);
    await flush(20);
    expect(puts).toHaveLength(1);
    expect(screen.getByTestId('gamedash-dot')).toBeInTheDocument();
  });

  test('the stream closes when the bell goes away (sign out)', async () => {
    const { unmount } = renderBell();
    await flush();
    const stream = FakeEventSource.last!;
    unmount();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  test('a pushed score of another role leaves the Nerve Score and the dot alone', async () => {
    renderBell();
    await flush();
    await act(async () => {
      FakeEventSource.last!.push('brain__score-updated', { role: 'mentor', score: 999 });
    });
    await flush();
    expect(screen.queryByTestId('gamedash-dot')).not.toBeInTheDocument();
  });

  test('opened on a role dashboard the dot stays: only the overall view counts as seen', async () => {
    pathname = '/ann/my-dashboard/rater/open-challenges';
    responses['/api/brain'] = { data: [brain(320)] };
    renderBell();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Game Dash, your Nerve Score changed' }));
    await flush();
    expect(screen.getByRole('dialog', { name: 'Game Dash' })).toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(screen.getByTestId('gamedash-dot')).toBeInTheDocument();
  });

  test("while shadowing, opening does not mark the player's score as seen", async () => {
    responses['/api/brain'] = { data: [brain(320)] };
    renderBell({ ...PLAYER, shadow: true });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Game Dash, your Nerve Score changed' }));
    await flush();
    expect(puts).toEqual([]);
  });

  test('visitors: no stream, no calls, no dot', async () => {
    FakeEventSource.last = null;
    renderBell(null);
    await flush();
    expect(FakeEventSource.last).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('gamedash-dot')).not.toBeInTheDocument();
  });
});

describe('unread notifications on the bell (issue 19 §3)', () => {
  const list = (unread: number) => ({
    data: {
      notifications: Array.from({ length: unread }, (_, i) => ({
        id: 100 - i,
        kind: 'follow',
        actor: null,
        text: `@fan${i} started following you.`,
        href: `/fan${i}`,
        created_at: '2026-11-26T10:00:00.000Z',
        read: false,
      })),
      unread,
      next_before: null,
    },
  });
  const bellCalls = () =>
    (global.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/api/notifications?size=5').length;

  test('a pushed notification reloads the count and the open list without a reload', async () => {
    responses['/api/notifications?size=5'] = list(1);
    renderBell();
    await flush();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Game Dash, 1 unread notification' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Game Dash/ }));
    await flush();
    expect(screen.getByRole('link', { name: '@fan0 started following you.' })).toBeInTheDocument();
    const before = bellCalls();
    responses['/api/notifications?size=5'] = list(2);
    await act(async () => {
      FakeEventSource.last!.push('notification__created', { kind: 'follow' });
    });
    await flush();
    // At least one reload: the open list may also revalidate on its own,
    // so the exact number of calls is not what this test is about.
    expect(bellCalls()).toBeGreaterThan(before);
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: '@fan1 started following you.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  });

  test('following a notification closes the dialog, even to the page already open; a link opened elsewhere leaves it', async () => {
    responses['/api/notifications?size=5'] = list(2);
    renderBell();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /^Game Dash/ }));
    await flush();
    // Not taken by the router (a new tab, say): the dialog stays.
    fireEvent.click(screen.getByRole('link', { name: '@fan1 started following you.' }));
    expect(screen.getByRole('dialog', { name: 'Game Dash' })).toBeInTheDocument();
    // Taken by the router in this tab, as next/link does; the path does not change.
    const link = screen.getByRole('link', { name: '@fan0 started following you.' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('dialog', { name: 'Game Dash' })).not.toBeInTheDocument();
  });

  test('no count without unread notifications; a shadowing admin does not read them', async () => {
    responses['/api/notifications?size=5'] = list(0);
    renderBell();
    await flush();
    expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument();
    (global.fetch as jest.Mock).mockClear();
    renderBell({ ...PLAYER, shadow: true });
    await flush();
    expect(bellCalls()).toBe(0);
  });
});
