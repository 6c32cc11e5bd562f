/** @jest-environment jsdom */
// Issue 15 item 7: forms cap typed text in characters a person sees, as the contracts count, not in
// UTF-16 units (a maxLength attribute): N emoji fit a limit of N, the N+1st is not taken.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { useState } from 'react';
import type { CreationFlowState } from '@/components/challenge-create/useCreationFlow';
import {
  DEEP_DIVE_ITEM_MAX,
  DEEP_DIVE_LINE_MAX,
  DEEP_DIVE_TEXT_MAX,
  emptyDeepDives,
} from '@/lib/challenges/assumptions';
import { DECLINE_FEEDBACK_MAX } from '@/lib/challenges/prize-decline';
import { MEDIA_LINK_TITLE_MAX } from '@/lib/challenges/media';
import { PRIZE_DESCRIPTION_MAX, PRIZE_TITLE_MAX } from '@/lib/challenges/prize';
import { tooLong } from '@/lib/challenges/messages';
import { FEEDBACK_LIMITS } from '@/lib/contracts/feedback';
import { PROFILE_LIMITS } from '@/lib/contracts/profile';
import type { PublicUser } from '@/lib/contracts/account';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

// Loaded after the mock is registered (the swc transform does not hoist jest.mock).
const load = async () => ({
  ...(await import('@/components/ui/UiProvider')),
  ...(await import('@/components/account/ProfileForm')),
  ...(await import('@/components/feedback/FeedbackForm')),
  ...(await import('@/components/dashboard/catalyst/DeclinePrizeButton')),
  ...(await import('@/components/challenges/detail/EditMediaForm')),
  ...(await import('@/components/challenges/detail/EditPrizeForm')),
  ...(await import('@/components/challenge-create/deep-dive-fields')),
  ...(await import('@/components/challenge-create/DeepDiveWhat')),
  ...(await import('@/components/challenge-create/DeepDiveWho')),
  ...(await import('@/components/challenge-create/DeepDiveWhy')),
});

/** One character on screen, eleven UTF-16 units. */
const FAMILY = '👩‍👩‍👧‍👦';

beforeEach(() => {
  document.body.innerHTML = '<div id="modals"></div>';
});

async function renderInUi(ui: React.ReactNode) {
  const { UiProvider } = await load();
  return render(
    <UiProvider shadow={false} logoutUrl="/logout">
      {ui}
    </UiProvider>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

/** Typing `max` emoji keeps them all; one more is not taken; no UTF-16 maxlength cuts in earlier. */
function expectEmojiUpTo(field: HTMLElement, max: number) {
  const input = field as HTMLInputElement;
  expect(input).not.toHaveAttribute('maxlength');
  fireEvent.change(input, { target: { value: FAMILY.repeat(max) } });
  expect(input.value).toBe(FAMILY.repeat(max));
  fireEvent.change(input, { target: { value: FAMILY.repeat(max + 1) } });
  expect(input.value).toBe(FAMILY.repeat(max));
}

const user: PublicUser = {
  first_name: 'Ada',
  last_name: '',
  slogan: '',
  bio: '',
  interests: [],
} as unknown as PublicUser;

describe('grapheme-aware limits in the forms', () => {
  test('profile: names, slogan and bio take emoji up to their limits; the bio counter counts them as one', async () => {
    const { ProfileForm } = await load();
    await renderInUi(<ProfileForm user={user} />);
    expectEmojiUpTo(screen.getByLabelText('First name'), PROFILE_LIMITS.name);
    expectEmojiUpTo(screen.getByLabelText(/Last name/), PROFILE_LIMITS.name);
    expectEmojiUpTo(screen.getByLabelText(/Slogan/), PROFILE_LIMITS.slogan);
    expectEmojiUpTo(screen.getByLabelText(/Bio/), PROFILE_LIMITS.bio);
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Bio/), { target: { value: FAMILY.repeat(3) } });
    expect(screen.getByText(`${PROFILE_LIMITS.bio - 3} characters left`)).toBeInTheDocument();
  });

  test('profile: an interest takes emoji up to its limit', async () => {
    const { ProfileForm } = await load();
    await renderInUi(<ProfileForm user={user} />);
    expectEmojiUpTo(screen.getByLabelText(/Interests/), PROFILE_LIMITS.interest);
  });

  test('feedback: about and the feedback text take emoji up to their limits', async () => {
    const { FeedbackForm } = await load();
    render(<FeedbackForm initialAbout="" initialFeedback="" email="" />);
    expectEmojiUpTo(screen.getByLabelText('About'), FEEDBACK_LIMITS.about);
    expectEmojiUpTo(screen.getByLabelText('Your feedback'), FEEDBACK_LIMITS.feedback);
  });

  test('declining a prize: the feedback takes emoji up to its limit', async () => {
    const { DeclinePrizeButton } = await load();
    await renderInUi(<DeclinePrizeButton ideaId={7} title="An idea" />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline to pay: An idea' }));
    expectEmojiUpTo(screen.getByLabelText('Feedback for the author (optional)'), DECLINE_FEEDBACK_MAX);
  });

  test('challenge media: a link title takes emoji up to its limit', async () => {
    const { EditMediaForm } = await load();
    await renderInUi(<EditMediaForm slug="how-could-we" media={{ pictures: [], links: [] }} />);
    expectEmojiUpTo(screen.getByLabelText(/Link title/), MEDIA_LINK_TITLE_MAX);
  });

  test('challenge prize: title and description count emoji as one, with room past the limit for the message', async () => {
    const { EditPrizeForm } = await load();
    await renderInUi(
      <EditPrizeForm
        challenge={{
          id: 3,
          prize_type: 'other',
          prize_money_cents: 0,
          prize_title: '',
          prize_description: '',
          duration_start: '2026-11-01T00:00:00.000Z',
          duration_end: '2026-12-01T00:00:00.000Z',
        }}
      />,
    );
    const title = screen.getByLabelText('Prize Title');
    fireEvent.change(title, { target: { value: FAMILY.repeat(PRIZE_TITLE_MAX) } });
    expect(title).toHaveValue(FAMILY.repeat(PRIZE_TITLE_MAX));
    expect(screen.queryByText(tooLong(PRIZE_TITLE_MAX))).not.toBeInTheDocument();
    fireEvent.change(title, { target: { value: FAMILY.repeat(PRIZE_TITLE_MAX + 1) } });
    expect(screen.getByText(tooLong(PRIZE_TITLE_MAX))).toBeInTheDocument();
    expectEmojiUpTo(title, PRIZE_TITLE_MAX + 20);
    expectEmojiUpTo(screen.getByLabelText('Prize Description'), PRIZE_DESCRIPTION_MAX + 20);
  });

  test('deep dives: causes, steps, reasons and texts take emoji up to their limits', async () => {
    const { DeepDiveWhat, DeepDiveWho, DeepDiveWhy, deepDiveSetter } = await load();
    function Harness() {
      const [deep_dives, setDives] = useState(() => {
        const dives = emptyDeepDives();
        dives.what.impact_steps = [{ text: '', selected: true }];
        dives.why.personal_reasons = [{ reason: '', strength: 5 }];
        return dives;
      });
      const flow = {
        draft: { deep_dives },
        update: (patch: { deep_dives: typeof deep_dives }) => setDives(patch.deep_dives),
        fieldError: () => null,
      } as unknown as CreationFlowState;
      const set = deepDiveSetter(flow);
      return (
        <>
          <DeepDiveWhat flow={flow} set={set('what')} />
          <DeepDiveWho flow={flow} set={set('who')} />
          <DeepDiveWhy flow={flow} set={set('why')} />
        </>
      );
    }
    render(<Harness />);
    expectEmojiUpTo(screen.getAllByLabelText('Cause')[0], DEEP_DIVE_TEXT_MAX);
    expectEmojiUpTo(screen.getAllByLabelText('What supports it')[2], DEEP_DIVE_TEXT_MAX);
    expectEmojiUpTo(screen.getByLabelText('Impact step 1'), DEEP_DIVE_LINE_MAX);
    expectEmojiUpTo(screen.getByLabelText(/Other/), DEEP_DIVE_ITEM_MAX);
    expectEmojiUpTo(screen.getByLabelText('Media they consume'), DEEP_DIVE_TEXT_MAX);
    expectEmojiUpTo(screen.getByLabelText('Jobs they are trying to get done'), DEEP_DIVE_TEXT_MAX);
    expectEmojiUpTo(screen.getByLabelText('Personal reasons (1 to 10): reason 1'), DEEP_DIVE_LINE_MAX);
    expectEmojiUpTo(screen.getByLabelText(/Experiments that would show/), DEEP_DIVE_TEXT_MAX);
  });
});
