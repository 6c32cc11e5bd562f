/** @jest-environment jsdom */
// The slots of a challenge page kept for players (issue 24 part 5): what each shows while the
// viewer's parts load, once they came (owner, another player, no viewer, the challenge gone), and
// when the call failed. The parts are the components a page rendered per request shows.
import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  ChallengeActionsSlot,
  ChallengeShareSlot,
  DetailsTabLabelSlot,
  IdeaControlsSlot,
  IdeasTopSlot,
} from '@/components/challenges/detail/ChallengeSlots';
import { PersonalContext, type PersonalState } from '@/components/personal/PersonalSlot';
import type { ChallengePersonal, PersonalPartsAnswer, PersonalViewer } from '@/lib/contracts/personal-parts';

const OWNER = 7;
const viewer = (id: number): PersonalViewer => ({
  id,
  screenName: id === OWNER ? 'AdaLovelace' : 'MayaChen',
  avatarUrl: null,
  shadow: false,
  admin: false,
  ambassador: false,
});
const player: ChallengePersonal = {
  isOwner: false,
  allowance: { ideas_entered: 0, max_user_ideas: 3, ideas_left: 3 },
  mine: { ratings: [], own_idea_ids: [2] },
  survey: null,
};
const ready = (answer: Partial<PersonalPartsAnswer>): PersonalState => ({
  status: 'ready',
  answer: { viewer: viewer(8), transport: { kind: 'sse' }, challenge: player, dashboard: null, ...answer },
});
const links = { community: 'nervus', rootDomain: 'nervus.localhost:3000', protocol: 'http' as const };

function page(state: PersonalState) {
  const slot = (content: ReactNode) => (
    <PersonalContext.Provider value={{ state, retry: () => undefined }}>{content}</PersonalContext.Provider>
  );
  return render(
    slot(
      <>
        <ChallengeActionsSlot
          challenge={{ id: 1, slug: 'parks', closed: false, catalystId: OWNER, heldPrizes: false }}
          links={links}
        />
        <nav aria-label="tabs">
          <DetailsTabLabelSlot />
        </nav>
        <IdeasTopSlot
          challenge={{
            slug: 'parks',
            question_title: 'What could parks do?',
            caption_solution_format: null,
            closed: false,
            idea_entry_fee_cents: 0,
            ideas: [{ id: 1 }, { id: 2 }],
          }}
          community="nervus"
        >
          <p>Loading your ideas allowance…</p>
        </IdeasTopSlot>
        <div data-testid="idea-1">
          <IdeaControlsSlot slug="parks" promotable={false} idea={{ id: 1, title: 'Benches' }} />
        </div>
        <div data-testid="idea-2">
          <IdeaControlsSlot slug="parks" promotable={false} idea={{ id: 2, title: 'Lights' }} />
        </div>
        <ChallengeShareSlot url="http://nervus.localhost:3000/challenges/parks" slug="parks">
          <p>The plain link</p>
        </ChallengeShareSlot>
      </>,
    ),
  );
}

describe('a kept challenge page', () => {
  test('while the parts load: placeholders, the plain Details label and the plain share link', () => {
    page({ status: 'loading' });
    expect(screen.getByText('Loading your ideas allowance…')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'tabs' }).textContent).toBe('Details');
    expect(screen.getByText('The plain link')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
  });

  test("another player: Report, their own idea marked, the others' controls, and their own share link", () => {
    page(ready({}));
    expect(screen.getByRole('button', { name: 'Report this challenge' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your challenge' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'tabs' }).textContent).toBe('Details');
    expect(screen.queryByText('Loading your ideas allowance…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Rate ideas' })).toBeTruthy();
    expect(screen.getByTestId('idea-2').textContent).toContain('Your idea: others rate it.');
    expect(screen.getByTestId('idea-1').querySelector('button')?.textContent).toMatch(/Report/);
    expect(screen.queryByText('The plain link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Share this challenge' })).toBeTruthy();
  });

  test("the owner: their tools and 'Edit Details', no Report", () => {
    page(ready({ viewer: viewer(OWNER), challenge: { ...player, isOwner: true, allowance: null, mine: null } }));
    expect(screen.getByRole('group', { name: 'Your challenge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this challenge' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'tabs' }).textContent).toBe('Edit Details');
  });

  test('a failed call: the parts that work for anybody stay, the others are not there', () => {
    page({ status: 'failed' });
    expect(screen.getByRole('navigation', { name: 'tabs' }).textContent).toBe('Details');
    expect(screen.getByText('The plain link')).toBeTruthy();
    expect(screen.queryByText('Loading your ideas allowance…')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('the challenge gone since the page was kept, or no viewer: no parts of its own', () => {
    for (const answer of [{ challenge: null }, { viewer: null, challenge: null }]) {
      const { unmount } = page(ready(answer));
      expect(screen.getByRole('navigation', { name: 'tabs' }).textContent).toBe('Details');
      expect(screen.getByText('The plain link')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });
});
