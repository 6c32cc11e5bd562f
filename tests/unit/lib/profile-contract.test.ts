import { PROFILE_LIMITS, profileUpdateSchema, socialMap } from '@/lib/contracts/profile';

const fields = (input: unknown) => {
  const parsed = profileUpdateSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.') || '*');
};

test('limits follow the spec: slogan 120, bio 1000 (textarea default), 3 interests', () => {
  expect(PROFILE_LIMITS).toMatchObject({ slogan: 120, bio: 1000, interests: 3 });
});

test('slogan: 120 characters pass, 121 fail', () => {
  expect(fields({ slogan: 'x'.repeat(120) })).toEqual([]);
  expect(fields({ slogan: 'x'.repeat(121) })).toEqual(['slogan']);
});

test('bio: 1000 characters pass, 1001 fail; surrounding space does not count', () => {
  expect(fields({ bio: 'x'.repeat(1000) })).toEqual([]);
  expect(fields({ bio: `  ${'x'.repeat(1000)}\n` })).toEqual([]);
  expect(fields({ bio: 'x'.repeat(1001) })).toEqual(['bio']);
});

test('interests: 3 pass, 4 fail, and they are counted after the tags rule', () => {
  expect(fields({ interests: ['a', 'b', 'c'] })).toEqual([]);
  expect(fields({ interests: ['a', 'b', 'c', 'd'] })).toEqual(['interests']);
  // Duplicates and empties collapse first, so these are three interests.
  const parsed = profileUpdateSchema.parse({ interests: ['Transit', 'transit', ' ', 'climate;', 'maps'] });
  expect(parsed.interests).toEqual(['Transit', 'climate', 'maps']);
  expect(fields({ interests: [] })).toEqual([]);
});

test('an interest may be 40 characters, not 41', () => {
  expect(fields({ interests: ['x'.repeat(40)] })).toEqual([]);
  expect(fields({ interests: ['x'.repeat(41)] })).toEqual(['interests.0']);
});

test('first name is required when sent; last name, slogan and bio may be empty', () => {
  expect(fields({ first_name: '  ' })).toEqual(['first_name']);
  expect(fields({ first_name: 'A', last_name: '', slogan: '', bio: '' })).toEqual([]);
  expect(fields({ first_name: 'x'.repeat(61) })).toEqual(['first_name']);
});

test('an empty update, or one with only unknown keys, is refused', () => {
  expect(fields({})).toEqual(['*']);
  expect(fields({ screen_name: 'someone_else' })).toEqual(['*']);
  expect(fields(null)).toEqual(['*']);
});

test('social: handles only, a leading @ dropped, empty removes; unknown providers refused', () => {
  const parsed = profileUpdateSchema.parse({ social: { twitter: ' @maya ', github: '', linkedin: 'maya-chen.1' } });
  expect(parsed.social).toEqual({ twitter: 'maya', github: '', linkedin: 'maya-chen.1' });
  expect(socialMap(parsed.social!)).toEqual({ twitter: { handle: 'maya' }, linkedin: { handle: 'maya-chen.1' } });
  expect(fields({ social: { twitter: 'https://twitter.com/maya' } })).toEqual(['social.twitter']);
  expect(fields({ social: { github: 'x'.repeat(100) } })).toEqual([]);
  expect(fields({ social: { github: 'x'.repeat(101) } })).toEqual(['social.github']);
  expect(fields({ social: { myspace: 'tom' } })).toEqual(['social']);
});
