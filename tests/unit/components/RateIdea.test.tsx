/** @jest-environment jsdom */
import { beforeAll, beforeEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RATING_MESSAGES, lockedText } from '@/lib/challenges/rating';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
// Loaded after the mock is registered (the swc transform does not hoist jest.mock).
let RateIdea: typeof import('@/components/challenges/detail/RateIdea').RateIdea;
let UiProvider: typeof import('@/components/ui/UiProvider').UiProvider;
beforeAll(async () => {
  ({ RateIdea } = await import('@/components/challenges/detail/RateIdea'));
  ({ UiProvider } = await import('@/components/ui/UiProvider'));
});

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;
const fetchMock = jest.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  refresh.mockReset();
});

const renderControl = (given: number | null = null) =>
  render(<RateIdea slug="what-could-parks-do" ideaId={7} ideaTitle="Solar benches" given={given} />);
const rate = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
  });
};

test('a radiogroup of 1 to 5 with labels; the chosen value is sent and then shown locked', async () => {
  renderControl();
  const group = screen.getByRole('radiogroup', { name: /Rate this idea/ });
  expect(group).toBeTruthy();
  expect(screen.getAllByRole('radio')).toHaveLength(5);
  fireEvent.click(screen.getByRole('radio', { name: '4 - Very good' }));
  fetchMock.mockResolvedValueOnce(
    json({ data: { idea_id: 7, value: 4, challenge: { id: 1, slug: 'what-could-parks-do' }, platform: 'main' } }, 201),
  );
  await rate();
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toContain('/api/challenges/what-could-parks-do/ratings');
  expect(JSON.parse(String(init?.body))).toEqual({ idea_id: 7, value: 4 });
  expect(screen.getByRole('status').textContent).toBe(lockedText(4));
  expect(screen.queryByRole('radio')).toBeNull();
});

test('an exact rating in tenths; a value with two decimals is refused before sending', async () => {
  renderControl();
  const exact = screen.getByLabelText(/Or an exact rating/);
  fireEvent.change(exact, { target: { value: '3.55' } });
  await rate();
  expect(screen.getByRole('alert').textContent).toBe(RATING_MESSAGES.oneDecimal);
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(exact, { target: { value: '5.1' } });
  await rate();
  expect(screen.getByRole('alert').textContent).toBe(RATING_MESSAGES.outOfRange);
});

test('a failed call keeps the chosen value and says why', async () => {
  renderControl();
  fireEvent.click(screen.getByRole('radio', { name: '2 - Fair' }));
  fetchMock.mockResolvedValueOnce(json({ errors: [{ field: 'idea_id', error: RATING_MESSAGES.already }] }, 409));
  await rate();
  expect(screen.getByRole('alert').textContent).toBe(RATING_MESSAGES.already);
  expect((screen.getByRole('radio', { name: '2 - Fair' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText(/Or an exact rating/) as HTMLInputElement).value).toBe('2');
});

test('a rating already given is shown locked, with no control', () => {
  renderControl(3.5);
  expect(screen.getByRole('status').textContent).toBe('You rated this idea 3.5. Ratings are locked once given.');
  expect(screen.queryByRole('button')).toBeNull();
});

test('five stars, each a radio named by its label; the rating shows at once, then a toast and fresh counts', async () => {
  render(
    <UiProvider shadow={false} logoutUrl="/">
      <RateIdea slug="what-could-parks-do" ideaId={7} ideaTitle="Solar benches" given={null} />
    </UiProvider>,
  );
  expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
    '1 - Weak',
    '2 - Fair',
    '3 - Good',
    '4 - Very good',
    '5 - Excellent',
  ]);
  fireEvent.click(screen.getByRole('radio', { name: '5 - Excellent' }));
  let answer: (r: Response) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
  fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
  // Optimistic: locked before the provider answers.
  expect(screen.getByText(lockedText(5))).toBeTruthy();
  await act(async () => {
    answer(
      json(
        { data: { idea_id: 7, value: 5, challenge: { id: 1, slug: 'what-could-parks-do' }, platform: 'main' } },
        201,
      ),
    );
  });
  expect(screen.getByText('+5 neurons as Analyst Rater')).toBeTruthy();
  expect(refresh).toHaveBeenCalled();
});

test('a failed call after the optimistic rating puts the control back', async () => {
  renderControl();
  fireEvent.click(screen.getByRole('radio', { name: '3 - Good' }));
  fetchMock.mockResolvedValueOnce(json({ errors: [{ field: '*', error: 'The challenge is closed.' }] }, 422));
  await rate();
  expect(screen.getByRole('alert').textContent).toBe('The challenge is closed.');
  expect((screen.getByRole('radio', { name: '3 - Good' }) as HTMLInputElement).checked).toBe(true);
  expect(refresh).not.toHaveBeenCalled();
});
