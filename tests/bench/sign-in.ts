// A signed-in session for the bench (issue 22: Lighthouse on My Progress), over plain HTTP: the
// web's next-auth sign-in, the provider's authorize and gateway, the code back to the web; every cookie any
// hop sets is kept. Both servers run on localhost, and cookies do not depend on the port, so one
// jar serves them all. Returns the Cookie header, checked on the player's own My Progress page.

type Jar = Map<string, string>;

function keep(jar: Jar, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const header = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Follows redirects by hand so each hop's cookies are kept; answers the last response and its URL. */
async function follow(jar: Jar, url: string, init: RequestInit = {}): Promise<{ res: Response; url: string }> {
  let current = url;
  let request: RequestInit = init;
  for (let hop = 0; hop < 15; hop++) {
    const res = await fetch(current, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as Record<string, string>), cookie: header(jar) },
    });
    keep(jar, res);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { res, url: current };
    current = new URL(location, current).toString();
    request = {};
  }
  throw new Error(`Too many redirects signing in from ${url}`);
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function signInCookie(
  base: string,
  email: string,
  password: string,
  screenName: string,
): Promise<{ cookie: string; screenName: string }> {
  const jar: Jar = new Map();
  // What the /sign-in page's script does (next-auth's signIn('accounts')): a CSRF token, then the
  // sign-in POST that answers the round trip's first redirect.
  const csrf = await follow(jar, `${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.res.json()) as { csrfToken: string };
  const gateway = await follow(jar, `${base}/api/auth/signin/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, callbackUrl: `${base}/` }).toString(),
  });
  const form = (await gateway.res.text()).match(/<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error(`No sign-in form at ${gateway.url} (${gateway.res.status})`);
  const body = new URLSearchParams();
  for (const input of form[2].match(/<input type="hidden"[^>]*>/g) ?? []) {
    body.set(attr(input, 'name'), unescape(attr(input, 'value')));
  }
  body.set('email', email);
  body.set('password', password);
  const done = await follow(jar, new URL(unescape(form[1]), gateway.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  // Signed in, the player's My Progress answers; signed out it sends to the accounts gateway.
  const check = await follow(jar, `${base}/${screenName}/my-dashboard/my-progress/score-stats`);
  if (check.res.status !== 200 || check.url.includes('/accounts/')) {
    throw new Error(`Signing in as ${email} did not start a web session (ended at ${done.url}, then ${check.url})`);
  }
  return { cookie: header(jar), screenName };
}
