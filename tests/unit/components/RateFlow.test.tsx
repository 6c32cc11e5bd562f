/** @jest-environment jsdom */
// The one-at-a-time rating flow: progress, rating moves on to the next idea (focus on its heading),
// Skip sends an idea to the end, an idea rated elsewhere counts as rated, and the finished state.
import { beforeAll, beforeEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RATING_MESSAGES } from '@/lib/challenges/rating';
import type { RateQueue } from '@/lib/contracts/rating';

// RateIdea refreshes the page after a rating on the challenge page; the flow moves on instead.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
// Loaded after the mock is registered (the swc transform does not hoist jest.mock).
let RateFlow: typeof import('@/components/challenges/rate/RateFlow').RateFlow;
beforeAll(async () => {
  ({ RateFlow } = await import('@/components/challenges/rate/RateFlow'));
});

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;
const fetchMock = jest.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

const idea = (id: number, title: string, rating_count = 0) => ({
  id,
  title,
  description: `About ${title}`,
  rating_count,
});
const QUEUE: RateQueue = {
  ideas: [idea(1, 'Solar benches'), idea(2, 'Night markets', 1), idea(3, 'Tool library', 2)],
  rateable: 4,
  rated: 1,
};
const LINKS = { challenge: '/challenges/parks', rate: '/challenges/parks/rate' };

const renderFlow = (queue: RateQueue = QUEUE) => render(<RateFlow slug="parks" queue={queue} links={LINKS} />);
const heading = () => screen.getByRole('heading', { level: 2 });
const created = (ideaId: number, value: number) =>
  json({ data: { idea_id: ideaId, value, challenge: { id: 1, slug: 'parks' }, platform: 'main' } }, 201);

async function rateCurrent(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
  });
}

test('one idea at a time with the progress; a rating moves on to the next idea and focuses its heading', async () => {
  renderFlow();
  expect(screen.getByText('1 of 4 rated')).toBeTruthy();
  expect(heading().textContent).toBe('Solar benches');
  expect(screen.getByText('Needs 2 more ratings to be ranked.')).toBeTruthy();
  expect(screen.queryByText('Night markets')).toBeNull();
  fetchMock.mockResolvedValueOnce(created(1, 4));
  await rateCurrent('4 - Very good');
  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ idea_id: 1, value: 4 });
  expect(heading().textContent).toBe('Night markets');
  expect(document.activeElement).toBe(heading());
  expect(screen.getByText('2 of 4 rated')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Rated 4.0. Ratings are locked once given.');
  // The next idea's control starts empty.
  expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
});

test('Skip sends the idea to the end; it comes back once the others are done', async () => {
  renderFlow();
  fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
  expect(heading().textContent).toBe('Night markets');
  expect(document.activeElement).toBe(heading());
  expect(screen.getByText('1 of 4 rated')).toBeTruthy();
  fetchMock.mockResolvedValueOnce(created(2, 3)).mockResolvedValueOnce(created(3, 5));
  await rateCurrent('3 - Good');
  expect(heading().textContent).toBe('Tool library');
  expect(screen.queryByText(/Needs .* to be ranked/)).toBeNull();
  await rateCurrent('5 - Excellent');
  expect(heading().textContent).toBe('Solar benches');
  expect(screen.getByText(/you skipped this one earlier/)).toBeTruthy();
  // The last idea left cannot be skipped past.
  expect((screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement).disabled).toBe(true);
});

test('finished: all rated, what this visit earned, and the way back', async () => {
  renderFlow({ ideas: [idea(9, 'Last one')], rateable: 1, rated: 0 });
  fetchMock.mockResolvedValueOnce(created(9, 2));
  await rateCurrent('2 - Fair');
  expect(heading().textContent).toBe('All done');
  expect(document.activeElement).toBe(heading());
  expect(screen.getByText('1 of 1 rated')).toBeTruthy();
  expect(screen.getByText('You gave 1 rating and earned 5 neurons.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the challenge' }).getAttribute('href')).toBe('/challenges/parks');
});

test('an idea rated already (another tab) counts as rated and the flow moves on', async () => {
  renderFlow();
  fetchMock.mockResolvedValueOnce(json({ errors: [{ field: 'idea_id', error: RATING_MESSAGES.already }] }, 409));
  await rateCurrent('1 - Weak');
  expect(heading().textContent).toBe('Night markets');
  expect(screen.getByText('2 of 4 rated')).toBeTruthy();
});

test('a refusal that is not about the idea (closed, too fast) stays on the idea with the message and the choice', async () => {
  renderFlow();
  const wait =
    'You are rating faster than we allow (up to 30 ratings per minute). Please wait 12 seconds and try again.';
  fetchMock.mockResolvedValueOnce(json({ errors: [{ field: '*', error: wait }] }, 429));
  await rateCurrent('4 - Very good');
  expect(heading().textContent).toBe('Solar benches');
  expect(screen.getByRole('alert').textContent).toBe(wait);
  expect((screen.getByRole('radio', { name: '4 - Very good' }) as HTMLInputElement).checked).toBe(true);
});

test('a long queue read in parts: done with this part, a link reads the next', () => {
  renderFlow({ ideas: [], rateable: 150, rated: 100 });
  expect(heading().textContent).toBe('This part is done');
  expect(screen.getByRole('link', { name: 'Rate more ideas' }).getAttribute('href')).toBe('/challenges/parks/rate');
});
