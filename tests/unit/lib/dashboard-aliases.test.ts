// The dashboard's route-name aliases (spec 3 §2.4) and the rule that anything else is 404.
import { DASHBOARD_ALIASES, dashboardAliasTarget } from '@/lib/routes/dashboard-aliases';

describe('dashboardAliasTarget', () => {
  test('an alias leads to the page its route names, keeping deeper segments and the query', () => {
    expect(dashboardAliasTarget('MayaChen', ['resume'])).toBe('/MayaChen/my-dashboard/innovation-resume');
    expect(dashboardAliasTarget('MayaChen', ['awards'])).toBe('/MayaChen/my-dashboard/my-progress/awards-badges');
    expect(dashboardAliasTarget('MayaChen', ['mentoring'], '?tab=received')).toBe(
      '/MayaChen/my-dashboard/mentor?tab=received',
    );
    expect(dashboardAliasTarget('MayaChen', ['suggestion-box', 'a-slug'])).toBe(
      '/MayaChen/my-dashboard/innovator/suggestion-box/a-slug',
    );
  });

  test('anything else is no alias (the page answers 404, never the overview)', () => {
    expect(dashboardAliasTarget('MayaChen', ['xyz-nonsense'])).toBeNull();
    expect(dashboardAliasTarget('MayaChen', ['constructor'])).toBeNull();
    expect(dashboardAliasTarget('MayaChen', ['__proto__'])).toBeNull();
    expect(dashboardAliasTarget('MayaChen', [])).toBeNull();
  });

  test('no alias points at another alias', () => {
    for (const target of Object.values(DASHBOARD_ALIASES))
      expect(DASHBOARD_ALIASES[target.split('/')[0]]).toBeUndefined();
  });
});
