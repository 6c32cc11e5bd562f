import { describe, expect, test } from '@jest/globals';
import { staffLine } from '@/lib/staff';

const innovators = { id: 2, slug: 'innovators', title: 'Innovators' };
const comedy = { id: 3, slug: 'comedy', title: 'Comedy' };

describe('staffLine', () => {
  test('a player who runs nothing, or whose staff could not load, has no line', () => {
    expect(staffLine({ global_admin: false, positions: [] })).toBeNull();
    expect(staffLine(null)).toBeNull();
  });

  test('the global admin is said once, then each community with its role', () => {
    expect(
      staffLine({
        global_admin: true,
        positions: [
          { platform: innovators, role: 'owner' },
          { platform: comedy, role: 'ambassador' },
        ],
      }),
    ).toBe('Administrator · Owner of Innovators · Ambassador of Comedy');
  });

  test('an ambassador alone', () => {
    expect(staffLine({ global_admin: false, positions: [{ platform: comedy, role: 'ambassador' }] })).toBe(
      'Ambassador of Comedy',
    );
  });
});
