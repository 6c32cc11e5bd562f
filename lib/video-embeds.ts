// Video links from the four supported hosts (spec 1 §5) become embedded players. The player
// addresses are the hosts' own embed URLs, which the CSP's frame-src allows (lib/csp.ts).

export type VideoHost = 'YouTube' | 'Vimeo' | 'Loom' | 'Wistia';

export interface VideoEmbed {
  host: VideoHost;
  src: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(first) ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The player for a video page URL, or null when the URL is no video of a supported host. */
export function videoEmbedFor(href: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const yt = youtubeId(url);
  if (yt) return { host: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = host === 'vimeo.com' ? /^\/(\d{4,12})\/?$/.exec(url.pathname) : null;
  if (vimeo) return { host: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  const loom = host === 'loom.com' ? /^\/share\/([0-9a-f]{32})\/?$/.exec(url.pathname) : null;
  if (loom) return { host: 'Loom', src: `https://www.loom.com/embed/${loom[1]}` };
  const wistia =
    /(^|\.)wistia\.com$/.test(host) || host === 'wi.st' ? /^\/medias\/([a-z0-9]{6,20})\/?$/.exec(url.pathname) : null;
  if (wistia) return { host: 'Wistia', src: `https://fast.wistia.net/embed/iframe/${wistia[1]}` };
  return null;
}

/** The player markup; src comes from videoEmbedFor, so it holds no characters that need escaping. */
export function videoEmbedHtml(embed: VideoEmbed): string {
  return `<div class="video-embed"><iframe src="${embed.src}" title="${embed.host} video" loading="lazy" allow="fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe></div>`;
}
