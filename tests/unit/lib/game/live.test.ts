// spec 3 §4 'Live updates': a pushed score applies only if its role is overall or the shown role;
// payloads are checked against the contract before they touch the state.
import { parseRealtimeMessage, type Neuron } from '@/lib/contracts/brain';
import { applyLiveMessage, EMPTY_LIVE_STATE, liveStreamUrl, reconnectDelay, scoreApplies } from '@/lib/game/live';

const neuron: Neuron = {
  id: 1,
  points: 7,
  role: 'innovator',
  type: 'gain',
  user_origin: 'others',
  meaningful_name: 'IdeaRated',
  event_created: 'IdeaRated',
  challenge_title: 'T',
  challenge_slug: 't',
  point_created_at: '2026-01-01T00:00:00.000Z',
};

test('scoreApplies: overall always, the shown role, never another role', () => {
  expect(scoreApplies({ role: 'overall', score: 5 }, 'catalyst')).toBe(true);
  expect(scoreApplies({ role: 'catalyst', score: 5 }, 'catalyst')).toBe(true);
  expect(scoreApplies({ role: 'analyst', score: 5 }, 'catalyst')).toBe(false);
  expect(scoreApplies({ role: 'analyst', score: 5 }, 'overall')).toBe(false);
  expect(scoreApplies({ role: 'overall', score: 5 }, 'overall')).toBe(true);
});

test('applyLiveMessage keeps an applying score, ignores another role and tracks overall', () => {
  let state = applyLiveMessage(
    EMPTY_LIVE_STATE,
    { event: 'brain__score-updated', data: { role: 'analyst', score: 12 } },
    'catalyst',
  );
  expect(state.score).toBeNull();
  expect(state.received).toBe(1);
  state = applyLiveMessage(state, { event: 'brain__score-updated', data: { role: 'catalyst', score: 40 } }, 'catalyst');
  expect(state.score).toEqual({ role: 'catalyst', score: 40 });
  expect(state.overall).toBeNull();
  state = applyLiveMessage(state, { event: 'brain__score-updated', data: { role: 'overall', score: 99 } }, 'catalyst');
  expect(state.score).toEqual({ role: 'overall', score: 99 });
  expect(state.overall).toBe(99);
  state = applyLiveMessage(state, { event: 'brain__neuron-earned', data: neuron }, 'catalyst');
  expect(state.neuron).toEqual(neuron);
  state = applyLiveMessage(
    state,
    {
      event: 'gamedash-highlights',
      data: { statement: 's', notified_at: 1, role: 'catalyst', highlight_type: 'Catalyst.ChallengePublished' },
    },
    'catalyst',
  );
  expect(state.highlight?.statement).toBe('s');
  expect(state.received).toBe(5);
});

test('parseRealtimeMessage accepts the contract shapes and refuses unknown events or bad payloads', () => {
  expect(parseRealtimeMessage('brain__neuron-earned', neuron)).toEqual({ event: 'brain__neuron-earned', data: neuron });
  expect(parseRealtimeMessage('brain__score-updated', { role: 'overall', score: 3.5 })).toEqual({
    event: 'brain__score-updated',
    data: { role: 'overall', score: 3.5 },
  });
  expect(parseRealtimeMessage('brain__score-updated', { role: 'wizard', score: 3 })).toBeNull();
  expect(
    parseRealtimeMessage('gamedash-highlights', { statement: 's', notified_at: 1.5, role: 'x', highlight_type: 'y' }),
  ).toBeNull();
  expect(parseRealtimeMessage('something-else', {})).toBeNull();
});

test('reconnectDelay doubles from 1 s and stops at 30 s', () => {
  expect([1, 2, 3, 5, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
});

describe('liveStreamUrl', () => {
  test('passes the last event id we issued along when a page reopens the stream', () => {
    expect(liveStreamUrl('')).toBe('/api/realtime/stream');
    expect(liveStreamUrl('0')).toBe('/api/realtime/stream?last_event_id=0');
    expect(liveStreamUrl('123456789012345')).toBe('/api/realtime/stream?last_event_id=123456789012345');
  });
  test('anything else is not ours: a fresh stream', () => {
    expect(liveStreamUrl('1234567890123456')).toBe('/api/realtime/stream');
    expect(liveStreamUrl('12a')).toBe('/api/realtime/stream');
    expect(liveStreamUrl('-1')).toBe('/api/realtime/stream');
  });
});
