import { describe, expect, test } from '@jest/globals';
import { skipsUpdateCheck } from '@/lib/service-worker';

describe('service worker update check (spec 1 §2)', () => {
  test.each([
    '/discussion-forums',
    '/discussion-forums/x',
    '/challenges/abc/rate',
    '/my-account/forum-tools',
    '/presentation/3',
  ])('%s skips the check', (path) => {
    expect(skipsUpdateCheck(path)).toBe(true);
  });
  test.each(['/', '/challenges-x', '/my-account/main', '/AdaLovelace/presentation/3', '/discussion'])(
    '%s checks for updates',
    (path) => {
      expect(skipsUpdateCheck(path)).toBe(false);
    },
  );
});
