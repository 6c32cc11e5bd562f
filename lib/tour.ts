// Targets of the home-page onboarding guide (spec 3 §2.9 'Home onboarding steps'), in step order.
// Pages put these values in `data-tour` attributes; the tour finds its steps by them, so renaming
// one here renames it everywhere.
export const HOME_TOUR_TARGETS = {
  challengeFilters: 'challenge-filters',
  categoriesPicker: 'categories-picker',
  gameDash: 'game-dash',
  openChallenges: 'open-challenges',
  leaderboard: 'leaderboard',
  topMenu: 'top-menu',
} as const;
export type HomeTourTarget = (typeof HOME_TOUR_TARGETS)[keyof typeof HOME_TOUR_TARGETS];
