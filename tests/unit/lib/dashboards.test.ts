import { describe, expect, test } from '@jest/globals';
import {
  CLOSING_WINDOW_DAYS,
  DASHBOARD_PAGE_SIZE,
  closingWindowEnd,
  isClosingSoon,
  meanDifference,
  pageCount,
  resolveTarget,
} from '@/lib/dashboards';
import { innovatorQuerySchema, raterQuerySchema } from '@/lib/contracts/dashboards';
import { myDashboardTarget } from '@/lib/routes/auth-redirects';
import { href } from '@/lib/routes/table';

const now = new Date('2025-03-01T12:00:00Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('resolveTarget (spec 2 §2 resolve route)', () => {
  const open = { is_closed: false, status: 'open', state: 'published', duration_end: at(DAY).toISOString() };

  test('an open challenge goes to the open detail', () => {
    expect(resolveTarget({ ok: true, challenge: open }, now)).toBe('open-detail');
  });

  test('closed by the flag or by the status goes to the closed detail', () => {
    expect(resolveTarget({ ok: true, challenge: { ...open, is_closed: true } }, now)).toBe('closed-detail');
    expect(resolveTarget({ ok: true, challenge: { ...open, status: 'closed' } }, now)).toBe('closed-detail');
  });

  test('past its end (the closing job not run yet) is closed; one millisecond before it is open', () => {
    expect(resolveTarget({ ok: true, challenge: { ...open, duration_end: now.toISOString() } }, now)).toBe(
      'closed-detail',
    );
    expect(resolveTarget({ ok: true, challenge: { ...open, duration_end: at(1).toISOString() } }, now)).toBe(
      'open-detail',
    );
  });

  test('a failed fetch goes to the open list', () => {
    expect(resolveTarget({ ok: false }, now)).toBe('open-list');
  });
});

describe(`isClosingSoon (${CLOSING_WINDOW_DAYS}-day window)`, () => {
  test('the window ends exactly 7 days from now', () => {
    expect(closingWindowEnd(now).getTime() - now.getTime()).toBe(7 * DAY);
  });

  test('edges: ending now is not (it is closed), just after now is, 7 days is, a millisecond later is not', () => {
    expect(isClosingSoon(now, now)).toBe(false);
    expect(isClosingSoon(at(1), now)).toBe(true);
    expect(isClosingSoon(at(7 * DAY), now)).toBe(true);
    expect(isClosingSoon(at(7 * DAY + 1), now)).toBe(false);
    expect(isClosingSoon(at(-DAY), now)).toBe(false);
  });
});

describe(`pageCount (pages of ${DASHBOARD_PAGE_SIZE})`, () => {
  test.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
  ])('%i rows -> %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe('meanDifference (my ratings vs the final scores)', () => {
  test('mean absolute difference to 2 decimals over the scored ideas', () => {
    expect(
      meanDifference([
        { mine: 4, score: 4 },
        { mine: 2, score: 3 },
      ]),
    ).toBe(0.5);
    expect(
      meanDifference([
        { mine: 5, score: 3.667 },
        { mine: 1, score: null },
      ]),
    ).toBe(1.33);
  });

  test('none scored -> null', () => {
    expect(meanDifference([])).toBeNull();
    expect(meanDifference([{ mine: 3, score: null }])).toBeNull();
  });
});

describe('dashboard queries', () => {
  test('the tab defaults to the first; page to 1', () => {
    expect(innovatorQuerySchema.parse({})).toEqual({ tab: 'open', page: 1 });
    expect(raterQuerySchema.parse({ page: '3' })).toEqual({ tab: 'open-challenges', page: 3 });
  });

  test('an unknown tab or a page outside 1-500 is refused', () => {
    expect(raterQuerySchema.safeParse({ tab: 'all' }).success).toBe(false);
    expect(innovatorQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(innovatorQuerySchema.safeParse({ page: '501' }).success).toBe(false);
    expect(innovatorQuerySchema.safeParse({ page: '500' }).success).toBe(true);
  });
});

describe('/my-dashboard/{role} shortcuts land on the role pages', () => {
  test.each([
    ['innovator', 'dashboard.innovator'],
    ['rater', 'dashboard.rater'],
    ['catalyst', 'dashboard.catalyst'],
    ['mentor', 'dashboard.mentoring'],
    ['money-prizes', 'dashboard.money-prizes'],
    ['test-idea', 'dashboard.test-idea'],
  ] as const)('/my-dashboard/%s -> %s', (role, route) => {
    expect(myDashboardTarget([role], { screenName: 'Ada' })).toBe(href(route, { platformSlug: 'Ada' }));
  });

  test('the role pages under them', () => {
    expect(href('dashboard.rater.open-challenges', { platformSlug: 'Ada' })).toBe(
      '/Ada/my-dashboard/rater/open-challenges',
    );
    expect(href('dashboard.innovator.open.detail', { platformSlug: 'Ada', challenge: 'c' })).toBe(
      '/Ada/my-dashboard/innovator/open/detail/c',
    );
    expect(href('dashboard.innovator.open.detail', { platformSlug: 'Ada', challenge: 'c', idea: 7 })).toBe(
      '/Ada/my-dashboard/innovator/open/detail/c/7',
    );
    expect(href('dashboard.innovator.suggestion-box', { platformSlug: 'Ada' })).toBe(
      '/Ada/my-dashboard/innovator/suggestion-box',
    );
    expect(href('dashboard.innovator.resolve', { platformSlug: 'Ada', challenge: 'c' })).toBe(
      '/Ada/my-dashboard/innovator/resolve/c',
    );
    expect(href('dashboard.catalyst.open.detail', { platformSlug: 'Ada', challenge: 'c' }, { mode: 'easy' })).toBe(
      '/Ada/my-dashboard/catalyst/open/c?mode=easy',
    );
  });
});
