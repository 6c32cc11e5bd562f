/** @jest-environment jsdom */
// What the mentoring tab offers whom: visitors a sign-in link and the advice; signed-in players a
// rating of others' advice (never their own) and a form on others' ideas while open.
import { expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import Link from 'next/link';
import { MENTORING_FEEDBACK_CHOICES } from '@/lib/challenges/mentoring';
import type { ChallengeIdea } from '@/lib/contracts/challenge';
import type { MentorComment } from '@/lib/contracts/mentoring';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));
const load = () => import('@/components/challenges/detail/MentoringIdeas');

const idea = (id: number, title: string): ChallengeIdea => ({
  id,
  title,
  description: `About ${title}`,
  author: null,
  average: null,
  rating_count: 0,
  rank: null,
});
const person = (id: number, handle: string) => ({ id, handle, first_name: handle, last_name: '', avatar_url: null });
const advice = (id: number, ideaId: number, mentor: ReturnType<typeof person>): MentorComment => ({
  id,
  idea_id: ideaId,
  mentor,
  what_i_like: `Liked ${id}`,
  what_could_improve: `Improve ${id}`,
  created_at: '2026-01-02T10:00:00.000Z',
  rating: { count: 2, average: 3.5 },
});
const challenge = (closed = false) => ({
  slug: 'c',
  closed,
  ideas: [idea(1, 'Benches'), idea(2, 'Lockers'), idea(3, 'Sheds')],
});
const comments = [advice(10, 1, person(5, 'Theo')), advice(11, 1, person(7, 'Kai')), advice(12, 2, person(5, 'Theo'))];
const choices = [...MENTORING_FEEDBACK_CHOICES];
const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li')!;
// The controls are lazy: the fallback until their chunk has loaded (once per test file), the control after.
const ratingControls = (el: HTMLElement) =>
  within(el).queryAllByText(/Loading the rating/).length + within(el).queryAllByRole('radiogroup').length;
const mentorForms = (el: HTMLElement) =>
  within(el).queryAllByText(/Loading the mentor form/).length +
  within(el).queryAllByRole('button', { name: /Mentor this idea/ }).length;

test('a visitor reads every piece of advice, with how it was rated, and is asked to sign in; no controls', async () => {
  const { MentoringIdeas } = await load();
  render(
    <MentoringIdeas
      challenge={challenge()}
      view={{
        comments,
        viewer: null,
        choices,
        signIn: <Link href="/sign-in">Sign in to mentor ideas and rate advice</Link>,
      }}
    />,
  );
  expect(screen.getByRole('link', { name: 'Sign in to mentor ideas and rate advice' })).toBeTruthy();
  expect(within(card('Benches')).getAllByRole('article')).toHaveLength(2);
  expect(within(card('Benches')).getAllByText('Rated 3.5 of 5 on average by 2 players')).toHaveLength(2);
  expect(within(card('Sheds')).getByText('No advice yet.')).toBeTruthy();
  expect(mentorForms(document.body)).toBe(0);
  expect(ratingControls(document.body)).toBe(0);
});

test("a player: their own advice is marked and not rateable; their own idea has no form; others' ideas do", async () => {
  const { MentoringIdeas } = await load();
  const mine = { own_idea_ids: [3], mentored_idea_ids: [1, 2], rates: [{ comment_id: 11, value: 4 }] };
  render(
    <MentoringIdeas
      challenge={challenge()}
      view={{ comments, viewer: { id: 5, screenName: 'Theo', mine }, choices, signIn: null }}
    />,
  );
  expect(screen.getByRole('link', { name: /Your mentor dashboard/ }).getAttribute('href')).toBe(
    '/Theo/my-dashboard/mentor',
  );
  const theo = within(card('Benches')).getByRole('article', { name: 'Advice from @Theo' });
  expect(within(theo).getByText('Your advice')).toBeTruthy();
  expect(ratingControls(theo)).toBe(0);
  // Kai's advice gets the rating control.
  expect(ratingControls(within(card('Benches')).getByRole('article', { name: 'Advice from @Kai' }))).toBe(1);
  expect(within(card('Sheds')).getByText('Your idea: others mentor it.')).toBeTruthy();
  expect(mentorForms(card('Sheds'))).toBe(0);
  expect(mentorForms(card('Lockers'))).toBe(1);
});

test('a closed challenge takes no more advice, but its advice can still be rated', async () => {
  const { MentoringIdeas } = await load();
  const mine = { own_idea_ids: [], mentored_idea_ids: [], rates: [] };
  render(
    <MentoringIdeas
      challenge={challenge(true)}
      view={{ comments, viewer: { id: 9, screenName: 'Ada', mine }, choices, signIn: null }}
    />,
  );
  expect(screen.getByText(/no longer be mentored\. Its advice can still be rated\./)).toBeTruthy();
  expect(mentorForms(document.body)).toBe(0);
  expect(ratingControls(document.body)).toBe(3);
});

test('advice that could not be loaded says so', async () => {
  const { MentoringIdeas } = await load();
  render(<MentoringIdeas challenge={challenge()} view={{ comments: null, viewer: null, choices, signIn: null }} />);
  expect(screen.getByRole('alert').textContent).toBe(
    'The advice on these ideas could not be loaded. Please try again later.',
  );
});
