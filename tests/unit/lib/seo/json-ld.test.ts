import { describe, expect, test } from '@jest/globals';
import { breadcrumbJsonLd, personJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';

describe('personJsonLd', () => {
  test('names the person, the @handle as alternate name, and only the fields it has', () => {
    expect(
      personJsonLd({ name: 'Ada Lovelace', handle: 'AdaLovelace', url: 'https://science.nervus.com/AdaLovelace' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Lovelace',
      alternateName: '@AdaLovelace',
      url: 'https://science.nervus.com/AdaLovelace',
    });
  });

  test('carries image, description and profiles elsewhere when known', () => {
    const person = personJsonLd({
      name: 'Ada Lovelace',
      handle: 'AdaLovelace',
      url: 'https://science.nervus.com/AdaLovelace',
      image: 'https://science.nervus.com/avatars/adalovelace.svg',
      description: 'Poetical science',
      sameAs: ['https://github.com/ada-l'],
    });
    expect(person).toMatchObject({
      image: 'https://science.nervus.com/avatars/adalovelace.svg',
      description: 'Poetical science',
      sameAs: ['https://github.com/ada-l'],
    });
  });

  test('an organisation account is an Organization', () => {
    expect(
      personJsonLd({
        name: 'Green Leaf Co-op',
        handle: 'GreenLeafCoop',
        url: 'https://nervus.com/GreenLeafCoop',
        isOrganization: true,
      })['@type'],
    ).toBe('Organization');
  });

  test('empty optional fields are left out, not sent empty', () => {
    const person = personJsonLd({
      name: 'X',
      handle: 'x',
      url: 'https://nervus.com/x',
      image: null,
      description: '',
      sameAs: [],
    });
    expect(Object.keys(person)).toEqual(['@context', '@type', 'name', 'alternateName', 'url']);
  });
});

test('breadcrumbJsonLd numbers the trail from 1', () => {
  expect(
    breadcrumbJsonLd([
      { name: 'Punchline Lab', url: 'https://comedy.nervus.com/' },
      { name: 'Juno Park', url: 'https://comedy.nervus.com/JunoPark' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Punchline Lab', item: 'https://comedy.nervus.com/' },
      { '@type': 'ListItem', position: 2, name: 'Juno Park', item: 'https://comedy.nervus.com/JunoPark' },
    ],
  });
});

describe('serializeJsonLd', () => {
  const hostile = personJsonLd({
    name: 'Eve',
    handle: 'eve',
    url: 'https://nervus.com/eve',
    description: '</script><script>alert(1)</script> & <!-- \u2028',
  });

  test('no "<" survives, so user text cannot close the script element', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  test('the escaped JSON reads back as exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const both = [hostile, breadcrumbJsonLd([{ name: 'a<b', url: 'https://nervus.com/' }])];
    expect(JSON.parse(serializeJsonLd(both))).toEqual(both);
  });
});
