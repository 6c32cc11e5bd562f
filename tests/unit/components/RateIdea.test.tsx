/** @jest-environment jsdom */
import { beforeEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RateIdea } from '@/components/challenges/detail/RateIdea';
import { RATING_MESSAGES, lockedText } from '@/lib/challenges/rating';

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;
const fetchMock = jest.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
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
