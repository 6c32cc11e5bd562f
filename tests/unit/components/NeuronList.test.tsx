/** @jest-environment jsdom */
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NeuronList } from '@/components/game/NeuronList';
import type { Neuron, NeuronsFeed } from '@/lib/contracts/brain';
import '@testing-library/jest-dom/jest-globals';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const neuron = (id: number, over: Partial<Neuron> = {}): Neuron => ({
  id,
  points: 20,
  role: 'innovator',
  type: 'gain',
  user_origin: 'you',
  meaningful_name: 'IdeaCreated',
  event_created: 'idea',
  challenge_title: 'Night buses',
  challenge_slug: 'night-buses',
  point_created_at: '2025-03-01T10:00:00Z',
  ...over,
});
const feed = (page: number, ids: number[], total: number): NeuronsFeed => ({
  data: ids.map((i) => neuron(i)),
  meta: { page, size: 20, total },
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: feed(1, [21], 21) }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('NeuronList', () => {
  test('rows: points, sentence, links per meaningful_name, fallback text', () => {
    const first: NeuronsFeed = {
      data: [
        neuron(1),
        neuron(2, { meaningful_name: 'MentorCommentRatedByPeer', role: 'mentor', points: -2, type: 'deduction' }),
        neuron(3, { meaningful_name: 'RecruitJoined', role: 'scout', points: 0.5 }),
      ],
      meta: { page: 0, size: 20, total: 3 },
    };
    render(<NeuronList first={first} screenName="ann" />);
    expect(screen.getByText('+20')).toBeInTheDocument();
    expect(screen.getByText('You entered an idea in')).toBeInTheDocument();
    expect(screen.getByText('−2')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Night buses' });
    expect(links[0]).toHaveAttribute('href', '/challenges/night-buses');
    expect(links[1]).toHaveAttribute('href', '/ann/my-dashboard/mentor?tab=received');
    expect(screen.getByText('You earned points as Scout in')).toBeInTheDocument();
    expect(screen.getByText('+0.500')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('load more while (page+1)*size < total, then stops', async () => {
    render(
      <NeuronList
        first={feed(
          0,
          Array.from({ length: 20 }, (_, i) => i + 1),
          21,
        )}
        screenName="ann"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/brain/neurons?page=1');
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('a failed page says so and keeps the rows', async () => {
    fetchMock.mockImplementation(async () => ({
      ok: false,
      status: 502,
      json: async () => ({ errors: [{ field: '*', error: 'x' }] }),
    }));
    render(
      <NeuronList
        first={feed(
          0,
          Array.from({ length: 20 }, (_, i) => i + 1),
          40,
        )}
        screenName="ann"
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('More neurons could not be loaded');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});

test('a reloaded first page (a live push) keeps the pages loaded below it, each row once', async () => {
  const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // Newest first: ids 40..21 on page 0 of 40.
  const { rerender } = render(<NeuronList first={feed(0, ids(21, 40).reverse(), 40)} screenName="ann" />);
  fetchMock.mockImplementationOnce(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ data: feed(1, ids(1, 20).reverse(), 40) }),
  }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  });
  expect(screen.getAllByRole('listitem')).toHaveLength(40);
  // Two new neurons arrive: page 0 is now 42..23; 22 and 21 are already below.
  rerender(<NeuronList first={feed(0, ids(23, 42).reverse(), 42)} screenName="ann" />);
  expect(screen.getAllByRole('listitem')).toHaveLength(42);
  expect(screen.getByText('42 neuron events')).toBeInTheDocument();
  // Page 2 of 42 holds the last 2 rows: more is offered.
  expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
});
