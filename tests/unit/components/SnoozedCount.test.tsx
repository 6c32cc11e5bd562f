/** @jest-environment jsdom */
// The saved-shares count in the user menu (spec 3 §2.6): read as 'N saved shares', hidden when the
// queue is empty, and following Share Later on the same page without a reload.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { SWRConfig } from 'swr';
import SnoozedCount, { savedSharesText } from '@/components/sharing/SnoozedCount';
import { SharePanel } from '@/components/sharing/SharePanel';

let total = 0;

beforeEach(() => {
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    let data: unknown = { provider: 'email', url: 'mailto:?subject=x' };
    if (path.startsWith('/api/sharing/snoozed')) {
      if (init?.method === 'POST') total += 1;
      data = { items: [], total };
    } else if (path.startsWith('/api/sharing/intent/')) {
      data = {
        url: 'http://nervus.test/challenges/ballot',
        text: 'Ballot',
        description: '',
        hashtags: [],
        image: null,
        thread: [],
        metadata: { subject: 'challenge', target: 'ballot', title: 'Ballot', credentials: [] },
      };
    }
    return { ok: true, status: 200, json: async () => ({ data }) } as Response;
  }) as typeof fetch;
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** A fresh SWR cache per test, as a fresh page has. */
const fresh = (ui: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

describe('saved shares count in the menu (spec 3 §2.6)', () => {
  test('says one share and several shares', () => {
    expect(savedSharesText(1)).toBe('1 saved share');
    expect(savedSharesText(3)).toBe('3 saved shares');
  });

  test('shows the queue total as a badge read as "3 saved shares"', async () => {
    total = 3;
    fresh(<SnoozedCount />);
    expect(await screen.findByText(', 3 saved shares')).toHaveClass('visually-hidden');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  test('an empty queue shows no badge', async () => {
    total = 0;
    const { container } = fresh(<SnoozedCount />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  test('Share Later in the panel updates the menu count without a reload', async () => {
    total = 2;
    fresh(
      <>
        <nav>
          <a href="#share-panel">
            Share Panel
            <SnoozedCount />
          </a>
        </nav>
        <SharePanel
          url="http://nervus.test/challenges/ballot"
          label="Link"
          subject="challenge"
          target="ballot"
          queueHref="/ada/share"
        />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Share Panel , 2 saved shares' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share Later' }));
    expect(await screen.findByRole('link', { name: 'Share Panel , 3 saved shares' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 saved to share later' })).toBeInTheDocument();
    const reads = (global.fetch as jest.Mock).mock.calls.filter(
      ([input, init]) =>
        String(input) === '/api/sharing/snoozed' && (init as RequestInit | undefined)?.method !== 'POST',
    );
    expect(reads).toHaveLength(1);
  });
});
