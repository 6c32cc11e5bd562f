// Issue 19 §4: the digest's period (the complete day or Monday-to-Monday week before now) and its
// subject line, at their edges.
import { closingHorizonMs, digestPeriod, digestSubject, rankMovement } from '@/lib/game/digest';

const at = (iso: string) => new Date(iso);

test('a daily digest covers the UTC day before now, from its first second', () => {
  expect(digestPeriod('daily', at('2026-11-26T00:00:00Z'))).toMatchObject({
    start: at('2026-11-25T00:00:00Z'),
    end: at('2026-11-26T00:00:00Z'),
    key: '2026-11-25',
  });
  expect(digestPeriod('daily', at('2026-11-25T23:59:59Z')).key).toBe('2026-11-24');
});

test('a weekly digest covers the Monday-to-Monday week before this one', () => {
  // 2026-11-30 is a Monday.
  expect(digestPeriod('weekly', at('2026-11-30T00:00:00Z'))).toMatchObject({
    start: at('2026-11-23T00:00:00Z'),
    end: at('2026-11-30T00:00:00Z'),
    key: '2026-11-23',
  });
  expect(digestPeriod('weekly', at('2026-11-29T23:59:59Z')).key).toBe('2026-11-16');
});

test('challenges closing soon: two days ahead for a daily digest, a week for a weekly one', () => {
  expect(closingHorizonMs('daily')).toBe(2 * 86_400_000);
  expect(closingHorizonMs('weekly')).toBe(7 * 86_400_000);
});

const none = { rankBefore: null, rankNow: null, neurons: 0, ratingsGiven: 0, newRatings: 0, closingSoon: 0, unread: 0 };

test('the subject leads with the rank movement and the neurons', () => {
  expect(digestSubject({ ...none, frequency: 'weekly', rankBefore: 12, rankNow: 7, neurons: 45 })).toBe(
    'Your week on Nervus: #12 → #7, 45 neurons',
  );
  expect(digestSubject({ ...none, frequency: 'daily', rankBefore: 1200, rankNow: 1200, neurons: 1 })).toBe(
    'Your day on Nervus: #1,200, 1 neuron',
  );
  expect(digestSubject({ ...none, frequency: 'weekly', rankNow: 3, neurons: 0.25 })).toBe(
    'Your week on Nervus: #3, 0.250 neurons',
  );
});

test('without a rank or neurons the subject names the next thing worth opening for', () => {
  expect(digestSubject({ ...none, frequency: 'weekly', newRatings: 3, unread: 2 })).toBe(
    'Your week on Nervus: 3 new ratings on your ideas',
  );
  expect(digestSubject({ ...none, frequency: 'daily', closingSoon: 1 })).toBe(
    'Your day on Nervus: 1 challenge closing soon',
  );
  expect(digestSubject({ ...none, frequency: 'daily', unread: 4 })).toBe('Your day on Nervus: 4 unread');
});

test('rank movement', () => {
  expect(rankMovement(null, null)).toBeNull();
  expect(rankMovement(5, null)).toBeNull();
  expect(rankMovement(null, 5)).toBe('#5');
  expect(rankMovement(7, 12)).toBe('#7 → #12');
});
