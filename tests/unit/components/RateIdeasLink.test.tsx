/** @jest-environment jsdom */
// 'Rate ideas' on the challenge page: counts the ideas left for the viewer (not their own, not rated).
import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { RateIdeasLink } from '@/components/challenges/rate/RateIdeasLink';

const ideas = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

test('the link to start-rate with how many ideas are left (own and rated ones left out)', () => {
  render(
    <RateIdeasLink slug="parks" ideas={ideas} mine={{ ratings: [{ idea_id: 2, value: 4 }], own_idea_ids: [4] }} />,
  );
  expect(screen.getByRole('link', { name: 'Rate ideas' }).getAttribute('href')).toBe('/challenges/parks/start-rate');
  expect(screen.getByText('You can rate 2 ideas in this challenge.')).toBeTruthy();
});

test('everything rated: no link, and it says so', () => {
  render(
    <RateIdeasLink
      slug="parks"
      ideas={ideas}
      mine={{ ratings: [1, 2, 3].map((id) => ({ idea_id: id, value: 3 })), own_idea_ids: [4] }}
    />,
  );
  expect(screen.queryByRole('link', { name: 'Rate ideas' })).toBeNull();
  expect(screen.getByText('You have rated every idea you can rate in this challenge.')).toBeTruthy();
});

test("only one's own ideas: what unlocks rating", () => {
  render(<RateIdeasLink slug="parks" ideas={[{ id: 4 }]} mine={{ ratings: [], own_idea_ids: [4] }} />);
  expect(screen.getByRole('link', { name: 'What unlocks rating' }).getAttribute('href')).toBe(
    '/challenges/parks/rating-unlock',
  );
});
