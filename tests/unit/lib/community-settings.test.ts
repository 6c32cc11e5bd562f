// The community settings' rules (spec 1 §7 PUT /platforms/{slug}): a colour is #rrggbb and
// nothing else, an icon is one the site can draw, empty fields clear, and the picker offers each
// drawn icon once under a readable name.
import { iconChoices, pickerIcon } from '@/components/ui/CategoryIcon';
import { ICON_EMOJIS } from '@/lib/community-look';
import { PLATFORM_TEXTS, platformUpdateSchema } from '@/lib/contracts/platform';

const errorsOf = (body: unknown) => {
  const parsed = platformUpdateSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

test('a colour is exactly #rrggbb (six hex digits), stored in lower case', () => {
  expect(platformUpdateSchema.parse({ color: ' #A21CAF ' })).toEqual({ color: '#a21caf' });
  for (const color of ['#a21ca', '#a21cafe', 'a21caf', '#a21cag', 'red', 'rgb(1,2,3)'])
    expect(errorsOf({ color })).toEqual([PLATFORM_TEXTS.color]);
  expect(platformUpdateSchema.parse({ color: null })).toEqual({ color: null });
});

test('an icon is one of the drawn ones', () => {
  expect(platformUpdateSchema.parse({ icon: '🚀' })).toEqual({ icon: '🚀' });
  expect(errorsOf({ icon: '🍕' })).toEqual([PLATFORM_TEXTS.icon]);
  expect(errorsOf({ icon: '<svg>' })).toEqual([PLATFORM_TEXTS.icon]);
});

test('the title is required and at most 80 characters; an empty update is refused', () => {
  expect(errorsOf({ title: 'x'.repeat(80) })).toEqual([]);
  expect(errorsOf({ title: 'x'.repeat(81) })).toHaveLength(1);
  expect(errorsOf({ title: '  ' })).toEqual(['This field is required']);
  expect(errorsOf({})).toEqual(['Nothing to update.']);
});

test('the picker offers each drawn icon once, named; an alias maps to the icon offered', () => {
  const choices = iconChoices();
  const labels = choices.map((c) => c.label);
  expect(new Set(labels).size).toBe(labels.length);
  expect(labels).toContain('Rocket');
  expect(choices.length).toBeLessThan(ICON_EMOJIS.length);
  // 🏠 and 🏘️ are both drawn as a house; the picker offers the first.
  expect(pickerIcon('🏠')).toBe(pickerIcon('🏘️'));
  expect(choices.map((c) => c.emoji)).toContain(pickerIcon('🏠'));
  expect(pickerIcon(null)).toBeNull();
});

test('a masthead picture is an https:// link or a site path that cannot break out of CSS url("…")', () => {
  const ok = (masthead_background_image: string) => errorsOf({ masthead_background_image });
  expect(ok('/images/stage.jpg')).toEqual([]);
  expect(ok('https://cdn.example/stage.jpg')).toEqual([]);
  expect(ok(`https://cdn.example/${'a'.repeat(2048 - 'https://cdn.example/'.length)}`)).toEqual([]);
  expect(ok(`https://cdn.example/${'a'.repeat(2049 - 'https://cdn.example/'.length)}`)).toEqual([PLATFORM_TEXTS.image]);
  for (const bad of [
    'https://x/a.png);position:fixed;inset:0;background:url(https://evil/fake.png',
    'https://x/a".png',
    "https://x/a'.png",
    'http://plain.example/a.png',
    '//evil.example/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/a b.png',
  ])
    expect(ok(bad)).toEqual([PLATFORM_TEXTS.image]);
  expect(platformUpdateSchema.parse({ masthead_background_image: null })).toEqual({ masthead_background_image: null });
});
