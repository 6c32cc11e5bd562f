import { ARTICLE_MESSAGES, articleScrapeSchema } from '@/lib/challenges/article';
import { articleFromHtml, scrapeArticle, type Fetcher } from '@/server/provider/domain/article-scrape';
import { errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const PAGE = `<!doctype html><html><head>
  <title>Fallback title</title>
  <meta property="og:title" content="Night buses: who rides after midnight &amp; why">
  <meta name="description" content="${'A long look at night transit. '.repeat(20)}">
  <meta name="keywords" content="transit, night buses , shift work,,">
  <meta property="og:image" content="/img/bus.jpg">
  <link rel="canonical" href="https://news.example.com/night-buses">
</head><body><p>Body</p></body></html>`;

const page = (body: string, contentType = 'text/html; charset=utf-8') => ({
  body: new TextEncoder().encode(body),
  contentType,
  url: 'https://news.example.com/night-buses?utm=x',
});

describe('reading an article from its page', () => {
  test('Open Graph first, plain tags after; relative picture made absolute; description cut at 250', () => {
    const article = articleFromHtml(PAGE, 'https://news.example.com/night-buses?utm=x')!;
    expect(article.title).toBe('Night buses: who rides after midnight & why');
    expect(article.url).toBe('https://news.example.com/night-buses');
    expect(article.image_url).toBe('https://news.example.com/img/bus.jpg');
    expect(article.keywords).toEqual(['transit', 'night buses', 'shift work']);
    expect(article.description.length).toBeLessThanOrEqual(250);
    expect(article.description.endsWith('…')).toBe(true);
  });
  test('a canonical address on another site is ignored: readers stay on the page that was given', () => {
    const html = '<title>T</title><meta property="og:url" content="https://elsewhere.example/x">';
    expect(articleFromHtml(html, 'https://news.example.com/a')!.url).toBe('https://news.example.com/a');
  });
  test('a page without any title is not an article; javascript: pictures are dropped', () => {
    expect(articleFromHtml('<html><head></head></html>', 'https://x.example/a')).toBeNull();
    expect(
      articleFromHtml(
        '<title>T</title><meta property="og:image" content="javascript:alert(1)">',
        'https://x.example/a',
      )!.image_url,
    ).toBeNull();
  });
  test('a picture that cannot be fetched is reported and left out (spec 2 §8)', async () => {
    const fetcher: Fetcher = async (url) => (url.endsWith('.jpg') ? null : page(PAGE));
    const result = await scrapeArticle('https://news.example.com/night-buses', fetcher);
    expect(result).toEqual({ ok: true, article: expect.objectContaining({ image_url: null, image_failed: true }) });
    const withPicture: Fetcher = async (url) =>
      url.endsWith('.jpg') ? { ...page(''), contentType: 'image/jpeg' } : page(PAGE);
    expect(await scrapeArticle('https://news.example.com/night-buses', withPicture)).toEqual({
      ok: true,
      article: expect.objectContaining({ image_url: 'https://news.example.com/img/bus.jpg', image_failed: false }),
    });
  });
  test('no page, or not HTML, is the fetch failure', async () => {
    expect(await scrapeArticle('https://x.example/a', async () => null)).toEqual({
      ok: false,
      error: ARTICLE_MESSAGES.fetchFailed,
    });
    expect(await scrapeArticle('https://x.example/a', async () => page('%PDF', 'application/pdf'))).toEqual({
      ok: false,
      error: ARTICLE_MESSAGES.fetchFailed,
    });
  });
});

describe('GET /utilities/scrape-article', () => {
  test('signed-in only', async () => {
    await errorsOf(await provider.request('/utilities/scrape-article?uri=https://news.example.com/a'), 401);
  });
  test('an address that is not an article URL gets the spec’s message', async () => {
    const token = await tokenFor(provider, 'MayaChen');
    for (const uri of ['', 'not a url', 'example.com', 'ftp://example.com/a']) {
      const res = await provider.request(`/utilities/scrape-article?uri=${encodeURIComponent(uri)}`, { token });
      expect((await errorsOf(res, 422)).errors).toEqual([{ field: 'uri', error: ARTICLE_MESSAGES.invalidUrl }]);
    }
  });
  test('refuses loopback, private and link-local (cloud metadata) addresses', async () => {
    const token = await tokenFor(provider, 'MayaChen');
    for (const uri of [
      'http://127.0.0.1/admin',
      '127.0.0.1/admin',
      'http://10.0.0.8/',
      'http://10.255.1.1/x',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await provider.request(`/utilities/scrape-article?uri=${encodeURIComponent(uri)}`, { token });
      expect((await errorsOf(res, 422)).errors).toEqual([{ field: 'uri', error: ARTICLE_MESSAGES.fetchFailed }]);
    }
  });
  test('refuses a name that resolves to loopback: the address connected to is checked, after DNS', async () => {
    // 'localhost.' is a fully qualified name the URL rule would not take; the fetch itself must refuse it.
    expect(await scrapeArticle('http://localhost./x')).toEqual({ ok: false, error: ARTICLE_MESSAGES.fetchFailed });
  });
  test('the answer matches its contract', () => {
    expect(
      articleScrapeSchema.safeParse({ ...articleFromHtml(PAGE, 'https://news.example.com/a')!, image_failed: false })
        .success,
    ).toBe(true);
  });
});
