/** @jest-environment jsdom */
// The slots of the dashboard home kept for every owner (issue 24 part 5): the greeting and the
// numbers while the parts load, for the owner (with activity, new, a failed summary read), after a
// failed call; and the owner check: anybody else goes to that user's platform, the owner to their
// handle's own casing, nobody is moved while loading or for a session with nobody.
import { beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PersonalContext, type PersonalState } from '@/components/personal/PersonalSlot';
import type { MeSummary } from '@/lib/contracts/challenge';
import type { PersonalPartsAnswer, PersonalViewer } from '@/lib/contracts/personal-parts';

const replace = jest.fn<(url: string) => void>();
let pathname = '/AdaLovelace/my-dashboard';
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), usePathname: () => pathname }));
// Loaded after the mock is registered (the swc transform does not hoist jest.mock).
let Slots: typeof import('@/components/dashboard/DashboardSlots');
beforeAll(async () => {
  Slots = await import('@/components/dashboard/DashboardSlots');
});
beforeEach(() => {
  replace.mockClear();
  pathname = '/AdaLovelace/my-dashboard';
});

const ada: PersonalViewer = {
  id: 7,
  screenName: 'AdaLovelace',
  avatarUrl: null,
  shadow: false,
  admin: false,
  ambassador: false,
};
const summary: MeSummary = {
  challenges: 1,
  ideas: 2,
  ratings: 1234,
  neurons: 15400,
  recent_challenges: [],
  recent_ideas: [
    { id: 3, title: 'Benches that talk', challenge: { slug: 'parks', question_title: 'What could parks do?' } },
  ],
};
const ready = (answer: Partial<PersonalPartsAnswer>): PersonalState => ({
  status: 'ready',
  answer: { viewer: ada, transport: { kind: 'sse' }, challenge: null, dashboard: { name: 'Ada', summary }, ...answer },
});
const links = { community: 'nervus', rootDomain: 'nervus.localhost:3000', protocol: 'http' as const };

function page(state: PersonalState) {
  return render(
    <PersonalContext.Provider value={{ state, retry: () => undefined }}>
      <h1>
        <Slots.DashboardGreetingSlot />
      </h1>
      <Slots.DashboardOwnerGate />
      <Slots.DashboardSummarySlot links={links} />
    </PersonalContext.Provider>,
  );
}

describe('the kept dashboard home', () => {
  test('while the parts load: "Welcome" alone and the loading line; nobody is moved', () => {
    page({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome');
    expect(screen.getByText('Loading your activity…')).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  test('the owner: their name, their numbers and their latest idea; they stay', () => {
    page(ready({}));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
    const stats = screen.getByLabelText('Your activity').textContent;
    expect(stats).toContain('15,400neurons');
    expect(stats).toContain('1234ratings given');
    expect(screen.getByRole('link', { name: 'Benches that talk' }).getAttribute('href')).toBe('/challenges/parks');
    expect(screen.queryByText('Loading your activity…')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  test('a new owner gets the first steps instead of a row of zeros', () => {
    page(ready({ dashboard: { name: 'Ada', summary: { ...summary, challenges: 0, ideas: 0, ratings: 0 } } }));
    expect(screen.getByRole('heading', { name: 'Start here' })).toBeTruthy();
    expect(screen.queryByLabelText('Your activity')).toBeNull();
  });

  test('the summary read failed: the page says so, the greeting stays', () => {
    page(ready({ dashboard: { name: 'Ada', summary: null } }));
    expect(screen.getByRole('alert').textContent).toBe('Your dashboard could not be loaded. Please try again later.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
  });

  test('a failed call: "Welcome" alone and no numbers', () => {
    page({ status: 'failed' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome');
    expect(screen.queryByText('Loading your activity…')).toBeNull();
    expect(screen.queryByLabelText('Your activity')).toBeNull();
  });

  test("another player's dashboard address goes to that user's platform", () => {
    pathname = '/MayaChen/my-dashboard';
    page(ready({ dashboard: null }));
    expect(replace).toHaveBeenCalledWith('/MayaChen');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome');
  });

  test('the owner at another casing of their handle goes to its own casing', () => {
    pathname = '/adalovelace/my-dashboard';
    page(ready({}));
    expect(replace).toHaveBeenCalledWith('/AdaLovelace/my-dashboard');
  });

  test('a session with nobody is not moved here (the parts provider ends it)', () => {
    page(ready({ viewer: null, dashboard: null }));
    expect(replace).not.toHaveBeenCalled();
  });
});
