// X (Twitter) connected accounts and posting (issue 20; spec 3 §5, §7): OAuth 2.0 with PKCE through
// twitter-api-v2, tokens sealed in social_connections, and POST /sharing/share/twitter posting the
// tweet then each thread entry as a reply to the one before. The optional image is uploaded first
// through X's chunked media endpoint (POST /2/media/upload/initialize, /{id}/append, /{id}/finalize)
// and its media id attached to the tweet. TWITTER_API_URL sends every call to another origin (the
// tests' local server that answers as the X API).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { TwitterApi, type ITwitterApiClientPlugin } from 'twitter-api-v2';
import type { SocialConnections, TweetPost } from '@/lib/contracts/sharing';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/client';
import { socialConnections, socialConnectStates } from '../db/schema';
import { openToken, sealToken } from './social-tokens';
import { readTweetImage, type TweetImageSources } from './tweet-image';

// media.write: the tweet's image goes through X's v2 media upload, which takes OAuth 2.0 user tokens.
export const TWITTER_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'];
const STATE_TTL_MS = 10 * 60_000;
const PROVIDER = 'twitter';

type TwitterConfig = Pick<
  ProviderConfig,
  'TWITTER_CLIENT_ID' | 'TWITTER_CLIENT_SECRET' | 'TWITTER_API_URL' | 'OAUTH_CLIENT_SECRET'
>;

export function twitterAvailable(config: TwitterConfig): boolean {
  return Boolean(config.TWITTER_CLIENT_ID && config.TWITTER_CLIENT_SECRET);
}

/** Client settings that send every call to TWITTER_API_URL when it is set. */
function settings(config: TwitterConfig) {
  if (!config.TWITTER_API_URL) return undefined;
  const base = new URL(config.TWITTER_API_URL);
  const redirect: ITwitterApiClientPlugin = {
    onBeforeRequest({ computedParams }) {
      const url = computedParams.url as URL;
      url.protocol = base.protocol;
      url.host = base.host;
    },
  };
  return { plugins: [redirect], ...(base.protocol === 'http:' ? { httpAgent: new http.Agent() } : {}) };
}

function appClient(config: TwitterConfig): TwitterApi {
  return new TwitterApi(
    { clientId: config.TWITTER_CLIENT_ID!, clientSecret: config.TWITTER_CLIENT_SECRET! },
    settings(config),
  );
}

/** Starts a connection: the X authorization address, with the PKCE verifier kept server-side. */
export async function startTwitterConnect(
  db: Db,
  config: TwitterConfig,
  userId: number,
  redirectUri: string,
  now = new Date(),
): Promise<{ url: string }> {
  const state = randomBytes(24).toString('base64url');
  const { url, codeVerifier } = appClient(config).generateOAuth2AuthLink(redirectUri, {
    scope: TWITTER_SCOPES,
    state,
  });
  await db.delete(socialConnectStates).where(lt(socialConnectStates.createdAt, new Date(now.getTime() - STATE_TTL_MS)));
  await db.insert(socialConnectStates).values({ state, userId, provider: PROVIDER, codeVerifier, redirectUri });
  return { url };
}

/** Finishes a connection started by the same user: trades the code, stores the sealed tokens. */
export async function finishTwitterConnect(
  db: Db,
  config: TwitterConfig,
  userId: number,
  state: string,
  code: string,
  now = new Date(),
): Promise<{ handle: string } | null> {
  const [pending] = await db
    .delete(socialConnectStates)
    .where(and(eq(socialConnectStates.state, state), eq(socialConnectStates.userId, userId)))
    .returning();
  if (!pending || now.getTime() - pending.createdAt.getTime() > STATE_TTL_MS) return null;
  const login = await appClient(config).loginWithOAuth2({
    code,
    codeVerifier: pending.codeVerifier,
    redirectUri: pending.redirectUri,
  });
  const me = await login.client.v2.me();
  const secret = config.OAUTH_CLIENT_SECRET;
  const row = {
    handle: me.data.username,
    accessToken: sealToken(secret, login.accessToken),
    refreshToken: login.refreshToken ? sealToken(secret, login.refreshToken) : null,
    expiresAt: new Date(now.getTime() + login.expiresIn * 1000),
    updatedAt: now,
  };
  await db
    .insert(socialConnections)
    .values({ userId, provider: PROVIDER, ...row })
    .onConflictDoUpdate({ target: [socialConnections.userId, socialConnections.provider], set: row });
  return { handle: me.data.username };
}

export async function listConnections(db: Db, config: TwitterConfig, userId: number): Promise<SocialConnections> {
  const rows = await db
    .select({ provider: socialConnections.provider, handle: socialConnections.handle, at: socialConnections.createdAt })
    .from(socialConnections)
    .where(eq(socialConnections.userId, userId));
  return {
    available: twitterAvailable(config),
    connections: rows
      .filter((r) => r.provider === PROVIDER)
      .map((r) => ({ provider: PROVIDER, handle: r.handle, connected_at: r.at.toISOString() })),
  };
}

export async function disconnect(db: Db, userId: number, provider: string): Promise<boolean> {
  const gone = await db
    .delete(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.provider, provider)))
    .returning({ userId: socialConnections.userId });
  return gone.length > 0;
}

/** A client acting for the user, refreshing an expired token first; null when not connected. */
async function userClient(db: Db, config: TwitterConfig, userId: number, now: Date): Promise<TwitterApi | null> {
  const [row] = await db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.provider, PROVIDER)));
  if (!row) return null;
  const secret = config.OAUTH_CLIENT_SECRET;
  const access = openToken(secret, row.accessToken);
  if (!access) return null;
  const refresh = row.refreshToken ? openToken(secret, row.refreshToken) : null;
  if (row.expiresAt && row.expiresAt <= now && refresh) {
    const renewed = await appClient(config).refreshOAuth2Token(refresh);
    await db
      .update(socialConnections)
      .set({
        accessToken: sealToken(secret, renewed.accessToken),
        refreshToken: renewed.refreshToken ? sealToken(secret, renewed.refreshToken) : row.refreshToken,
        expiresAt: new Date(now.getTime() + renewed.expiresIn * 1000),
        updatedAt: now,
      })
      .where(and(eq(socialConnections.userId, userId), eq(socialConnections.provider, PROVIDER)));
    return renewed.client;
  }
  return new TwitterApi(access, settings(config));
}

export type TweetOutcome = { ok: true; shared: true; id: string } | { ok: false; status: 409 | 502 };

/**
 * Posts the tweet, with its image when one is given, and its thread as replies (spec 3 §7); 409
 * without a connected account, 502 when X refuses or the image cannot be read (nothing is posted then).
 */
export async function postTweet(
  db: Db,
  config: TwitterConfig,
  userId: number,
  post: TweetPost,
  images: TweetImageSources,
  now = new Date(),
): Promise<TweetOutcome> {
  if (!twitterAvailable(config)) return { ok: false, status: 409 };
  const client = await userClient(db, config, userId, now);
  if (!client) return { ok: false, status: 409 };
  try {
    let media: { media_ids: [string] } | undefined;
    if (post.image) {
      const image = await readTweetImage(post.image, images);
      if (!image) return { ok: false, status: 502 };
      const mediaId = await client.v2.uploadMedia(Buffer.from(image.bytes), { media_type: image.type });
      media = { media_ids: [mediaId] };
    }
    const first = await client.v2.tweet(post.text, media ? { media } : {});
    let previous = first.data.id;
    for (const reply of post.thread) previous = (await client.v2.reply(reply, previous)).data.id;
    return { ok: true, shared: true, id: first.data.id };
  } catch {
    return { ok: false, status: 502 };
  }
}
