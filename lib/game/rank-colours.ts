// The ten rank colours of the brain graphic and the level-up confetti (spec 3 §2.3), rank 1 to 10.
// On their own so the confetti does not pull the brain graphic into every page.
export const RANK_COLOURS = [
  '#9e9e9e',
  '#8d6e63',
  '#43a047',
  '#00897b',
  '#039be5',
  '#3949ab',
  '#8e24aa',
  '#d81b60',
  '#f4511e',
  '#fbc02d',
] as const;
