import {
  isMastheadImageUrl,
  mastheadImageOf,
  readAccountPreferences,
  userPreferencesUpdateSchema,
} from '@/lib/contracts/preferences';

test('masthead image: https links only, nothing that could leave a CSS url("…")', () => {
  expect(isMastheadImageUrl('https://images.example.org/wide.jpg')).toBe(true);
  expect(isMastheadImageUrl('https://example.org/a.jpg?w=1600&h=400')).toBe(true);
  for (const bad of [
    'http://example.org/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/images/a.jpg',
    'https://',
    'https://e.org/a b.jpg',
    'https://e.org/a").jpg',
    "https://e.org/a'.jpg",
    'https://e.org/a\\.jpg',
    'https://e.org/(a).jpg',
    '',
  ]) {
    expect([bad, isMastheadImageUrl(bad)]).toEqual([bad, false]);
  }
  const long = `https://e.org/${'a'.repeat(2048 - 14)}`;
  expect(long).toHaveLength(2048);
  expect(isMastheadImageUrl(long)).toBe(true);
  expect(isMastheadImageUrl(`${long}a`)).toBe(false);
});

test('update schema: known keys checked, empty masthead stored as null, other keys pass through', () => {
  expect(userPreferencesUpdateSchema.parse({ masthead_background_image: ' ' })).toEqual({
    masthead_background_image: null,
  });
  expect(userPreferencesUpdateSchema.parse({ theme: 'dark', brain_numbering: 'ranks' })).toEqual({
    theme: 'dark',
    brain_numbering: 'ranks',
  });
  const bad = userPreferencesUpdateSchema.safeParse({
    masthead_background_image: 'http://x.org/a.jpg',
    brain_numbering: 'stars',
    email_product_news: 'yes',
    landing_community: 'Not A Slug',
  });
  expect(bad.success).toBe(false);
  expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
    'brain_numbering',
    'email_product_news',
    'landing_community',
    'masthead_background_image',
  ]);
  expect(userPreferencesUpdateSchema.safeParse([1]).success).toBe(false);
});

test('reading a bag: defaults for a new account, stored values otherwise, junk ignored', () => {
  expect(readAccountPreferences({})).toEqual({
    email: {
      email_weekly_digest: true,
      email_idea_rated: true,
      email_challenge_closed: true,
      email_tournament_results: true,
      email_social: true,
      email_product_news: false,
      email_community_messages: true,
    },
    digestFrequency: 'weekly',
    landingCommunity: null,
    brainNumbering: 'levels',
    showTips: true,
    mastheadImage: '',
  });
  const read = readAccountPreferences({
    email_weekly_digest: false,
    email_product_news: true,
    brain_numbering: 'ranks',
    show_tips: false,
    landing_community: 'comedy',
    masthead_background_image: 'https://e.org/a.jpg',
  });
  expect(read).toMatchObject({
    landingCommunity: 'comedy',
    brainNumbering: 'ranks',
    showTips: false,
    mastheadImage: 'https://e.org/a.jpg',
  });
  expect(read.email).toMatchObject({ email_weekly_digest: false, email_product_news: true });
  expect(readAccountPreferences({ brain_numbering: 'stars', show_tips: 'no', email_idea_rated: 'off' })).toMatchObject({
    brainNumbering: 'levels',
    showTips: true,
    email: { email_idea_rated: true },
  });
  expect(mastheadImageOf({ masthead_background_image: 'javascript:alert(1)' })).toBeNull();
  expect(mastheadImageOf({ masthead_background_image: null })).toBeNull();
});
