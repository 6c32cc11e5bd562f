// The dashboard's route-name aliases (spec 3 §2.4): route names such as dashboard.resume or
// dashboard.awards are also typed as paths, /{user}/my-dashboard/resume, and lead to the page the
// route names. Anything else under /{user}/my-dashboard/ without a page of its own is 'Page not
// found' (spec 1 §2), never the overview. Pure, so the catch-all page and the tests share it.

/** Alias segment -> the path under /{user}/my-dashboard/ it stands for. */
export const DASHBOARD_ALIASES: Readonly<Record<string, string>> = {
  mentoring: 'mentor',
  scouting: 'scout',
  friends: 'friends-followers',
  'my-labs': 'idea-team-labs',
  resume: 'innovation-resume',
  leaderboards: 'my-progress/leaderboards',
  impact: 'my-progress/impact',
  awards: 'my-progress/awards-badges',
  'suggestion-box': 'innovator/suggestion-box',
  patron: 'money-prizes',
};

/**
 * Where an alias path goes: `/{platformSlug}/my-dashboard/{target}{/rest}{search}`, or null when
 * the first segment is no alias (the caller answers 404).
 */
export function dashboardAliasTarget(platformSlug: string, rest: string[], search = ''): string | null {
  const [first, ...tail] = rest;
  // Own keys only: 'constructor' or '__proto__' typed as a path are no aliases.
  const target = first !== undefined && Object.hasOwn(DASHBOARD_ALIASES, first) ? DASHBOARD_ALIASES[first] : null;
  if (!target) return null;
  const deeper = tail.map(encodeURIComponent).join('/');
  return `/${encodeURIComponent(platformSlug)}/my-dashboard/${target}${deeper ? `/${deeper}` : ''}${search}`;
}
