import { describe, expect, test } from '@jest/globals';
import { renderMarkdown } from '@/lib/markdown';
import { videoEmbedFor } from '@/lib/video-embeds';

describe('videoEmbedFor: the four supported hosts (spec 1 §5)', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
      'https://www.loom.com/embed/0123456789abcdef0123456789abcdef',
    ],
    ['https://acme.wistia.com/medias/abc123xyz', 'https://fast.wistia.net/embed/iframe/abc123xyz'],
  ])('%s', (url, src) => {
    expect(videoEmbedFor(url)?.src).toBe(src);
  });

  test.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
  ])('%s is no embeddable video', (url) => {
    expect(videoEmbedFor(url)).toBeNull();
  });
});

describe('renderMarkdown embeds', () => {
  test('a video link alone in its paragraph becomes a player', () => {
    const html = renderMarkdown('Watch this:\n\nhttps://youtu.be/dQw4w9WgXcQ');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video"');
    expect(html).not.toContain('<a href="https://youtu.be');
  });

  test('a video link inside a sentence stays a link', () => {
    const html = renderMarkdown('See [this talk](https://vimeo.com/76979871) first.');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('href="https://vimeo.com/76979871"');
  });

  test('an iframe written by the author is escaped, never embedded', () => {
    const html = renderMarkdown('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('&lt;iframe');
  });
});
