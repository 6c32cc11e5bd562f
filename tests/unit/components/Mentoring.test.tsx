/** @jest-environment jsdom */
// The mentoring controls: the 0-5 rating of advice (RateAdvice) and the mentor form (MentorIdeaForm).
import { beforeEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MENTORING_FEEDBACK_CHOICES, MENTORING_MESSAGES, rateLockedText } from '@/lib/challenges/mentoring';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// Loaded after the mock is registered (the swc transform does not hoist jest.mock).
const load = async () => ({
  ...(await import('@/components/mentoring/RateAdvice')),
  ...(await import('@/components/mentoring/MentorIdeaForm')),
});

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;
const fetchMock = jest.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const choices = [...MENTORING_FEEDBACK_CHOICES];

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  refresh.mockClear();
});

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

test('rating advice: six choices 0 to 5; nothing chosen is refused before sending; the choice is sent, then locked', async () => {
  const { RateAdvice } = await load();
  render(<RateAdvice commentId={12} mentorHandle="TheoBrooks" choices={choices} given={null} />);
  expect(screen.getByRole('radiogroup', { name: 'Rating of the advice from @TheoBrooks' })).toBeTruthy();
  expect(screen.getAllByRole('radio')).toHaveLength(6);
  await click('Rate advice');
  expect(screen.getByRole('alert').textContent).toBe(MENTORING_MESSAGES.chooseRate);
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('radio', { name: /^0 – Not helpful/ }));
  fetchMock.mockResolvedValueOnce(
    json({ data: { comment_id: 12, value: 0, challenge: { id: 1, slug: 's' }, platform: 'nervus' } }, 201),
  );
  await click('Rate advice');
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe('/api/game/mentoring/12/rates');
  expect(JSON.parse(String(init?.body))).toEqual({ value: 0 });
  expect(screen.getByRole('status').textContent).toBe(rateLockedText(0, 'Not helpful'));
  expect(refresh).toHaveBeenCalled();
});

test("rating advice: a failed call keeps the choice and shows the provider's error; a given rating is locked", async () => {
  const { RateAdvice } = await load();
  const { unmount } = render(<RateAdvice commentId={12} mentorHandle="TheoBrooks" choices={choices} given={null} />);
  fireEvent.click(screen.getByRole('radio', { name: /^4 – Very helpful/ }));
  fetchMock.mockResolvedValueOnce(json({ errors: [{ field: '*', error: MENTORING_MESSAGES.alreadyRated }] }, 409));
  await click('Rate advice');
  expect(screen.getByRole('alert').textContent).toBe(MENTORING_MESSAGES.alreadyRated);
  expect((screen.getByRole('radio', { name: /^4 – Very helpful/ }) as HTMLInputElement).checked).toBe(true);
  unmount();
  render(<RateAdvice commentId={12} mentorHandle="TheoBrooks" choices={choices} given={5} />);
  expect(screen.getByRole('status').textContent).toBe(
    'You rated this advice 5 (Outstanding). Ratings are locked once given.',
  );
  expect(screen.queryByRole('button')).toBeNull();
});

test('the mentor form opens on demand; rules run before sending; a failed call keeps both texts and shows the errors by field', async () => {
  const { MentorIdeaForm } = await load();
  render(<MentorIdeaForm slug="what-could-parks-do" ideaId={7} ideaTitle="Solar benches" mentored={false} />);
  expect(screen.queryByLabelText('What I like')).toBeNull();
  await click('Mentor this idea: Solar benches');
  const like = screen.getByLabelText('What I like') as HTMLTextAreaElement;
  const improve = screen.getByLabelText('What could improve') as HTMLTextAreaElement;
  expect(document.activeElement).toBe(like);
  await click('Send advice');
  expect(screen.getAllByText(CREATE_MESSAGES.required)).toHaveLength(2);
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(like, { target: { value: 'Benches people already sit on.' } });
  fireEvent.change(improve, { target: { value: 'Nice try' } });
  await click('Send advice');
  expect(screen.getByText(MENTORING_MESSAGES.lowEffort)).toBeTruthy();
  fireEvent.change(improve, { target: { value: 'Say who cleans the panels.' } });
  fetchMock.mockResolvedValueOnce(
    json({ errors: [{ field: 'idea_id', error: MENTORING_MESSAGES.alreadyMentored }] }, 409),
  );
  await click('Send advice');
  expect(screen.getByRole('alert').textContent).toBe(MENTORING_MESSAGES.alreadyMentored);
  expect(like.value).toBe('Benches people already sit on.');
  expect(improve.value).toBe('Say who cleans the panels.');
  fetchMock.mockResolvedValueOnce(
    json({ errors: [{ field: 'what_i_like', error: 'Use at most 1000 characters.' }] }, 422),
  );
  await click('Send advice');
  expect(screen.getByText('Use at most 1000 characters.')).toBeTruthy();
  expect(like.getAttribute('aria-invalid')).toBe('true');
});

test('the mentor form: sent advice is confirmed; advice already given is locked', async () => {
  const { MentorIdeaForm } = await load();
  const { unmount } = render(<MentorIdeaForm slug="s" ideaId={7} ideaTitle="Solar benches" mentored={false} />);
  await click('Mentor this idea: Solar benches');
  fireEvent.change(screen.getByLabelText('What I like'), { target: { value: 'Benches people already sit on.' } });
  fireEvent.change(screen.getByLabelText('What could improve'), { target: { value: 'Say who cleans the panels.' } });
  fetchMock.mockResolvedValueOnce(json({ data: {} }, 201));
  await click('Send advice');
  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toBe('/api/challenges/s/ideas/7/mentor-comments');
  expect(JSON.parse(String(init?.body))).toEqual({
    what_i_like: 'Benches people already sit on.',
    what_could_improve: 'Say who cleans the panels.',
  });
  expect(screen.getByRole('status').textContent).toBe(MENTORING_MESSAGES.sent);
  expect(refresh).toHaveBeenCalled();
  unmount();
  render(<MentorIdeaForm slug="s" ideaId={7} ideaTitle="Solar benches" mentored />);
  expect(screen.getByText(/You have mentored this idea/)).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});
