import { describe, expect, test } from '@jest/globals';
import { imageCredit } from '@/lib/challenges/image-credit';

describe('imageCredit (spec 2 §3: credit carried on the image URL)', () => {
  test('source, user and link are read from the query', () => {
    expect(
      imageCredit(
        'https://images.example/a.jpg?source=Unsplash&user=Jane%20Doe&link=https%3A%2F%2Funsplash.com%2F%40jane',
      ),
    ).toEqual({
      source: 'Unsplash',
      user: 'Jane Doe',
      link: 'https://unsplash.com/@jane',
    });
  });

  test('relative image paths work too', () => {
    expect(imageCredit('/images/a.jpg?source=Nervus')).toEqual({ source: 'Nervus', user: null, link: null });
  });

  test('no source, no credit', () => {
    expect(imageCredit('https://images.example/a.jpg?user=Jane')).toBeNull();
    expect(imageCredit(null)).toBeNull();
  });

  test('a link that is not http(s) is dropped', () => {
    expect(imageCredit('/a.jpg?source=X&link=javascript%3Aalert(1)')?.link).toBeNull();
  });
});
