// After publishing (spec 2 §2): the catalyst can add pictures and links to a challenge. Pictures
// are our own images only (uploads or the library, lib/challenges/image.ts); links are web
// addresses that pass the article URL rule. The lists are replaced whole by the owner's save.
import { z } from 'zod';
import { graphemeMax } from '../contracts/text-limits';
import { ARTICLE_MESSAGES, articleFetchUrl } from './article';
import { ownImage } from './image';

export const MEDIA_PICTURES_MAX = 10;
export const MEDIA_LINKS_MAX = 10;
export const MEDIA_LINK_TITLE_MAX = 120;

export const MEDIA_MESSAGES = {
  picturesMax: `A challenge can show up to ${MEDIA_PICTURES_MAX} pictures.`,
  linksMax: `A challenge can show up to ${MEDIA_LINKS_MAX} links.`,
  picture: 'Pictures must be uploaded to Nervus or chosen from its library.',
  linkTitle: `Keep the link title to ${MEDIA_LINK_TITLE_MAX} characters.`,
  notCatalyst: 'Only the catalyst of this challenge can add pictures and links.',
  saved: 'Pictures and links are updated.',
} as const;

const picture = z
  .string()
  .max(2048)
  .refine((url) => ownImage(url) !== null, MEDIA_MESSAGES.picture);

/** A link as typed ('news.example.com/story' gets https://) and stored (always with a scheme). */
const link = z.object({
  url: z
    .string()
    .max(2048)
    .transform((url, ctx) => {
      const fetchable = articleFetchUrl(url);
      if (!fetchable) ctx.addIssue({ code: 'custom', message: ARTICLE_MESSAGES.invalidUrl });
      return fetchable ?? url;
    }),
  title: z.string().trim().check(graphemeMax(MEDIA_LINK_TITLE_MAX, MEDIA_MESSAGES.linkTitle)).default(''),
});

export const challengeMediaSchema = z.object({
  pictures: z.array(picture).max(MEDIA_PICTURES_MAX, MEDIA_MESSAGES.picturesMax),
  links: z.array(link).max(MEDIA_LINKS_MAX, MEDIA_MESSAGES.linksMax),
});
export type ChallengeMediaInput = z.input<typeof challengeMediaSchema>;
export type ChallengeMedia = z.output<typeof challengeMediaSchema>;

/** What a challenge shows (the contract of ChallengeDetail): stored values, already checked. */
export const challengeMediaOutSchema = z.object({
  pictures: z.array(z.string()),
  links: z.array(z.object({ url: z.string(), title: z.string() })),
});

/** The text a link shows: its title, else its host and path. */
export function linkLabel(linkValue: { url: string; title: string }): string {
  if (linkValue.title) return linkValue.title;
  try {
    const url = new URL(linkValue.url);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return linkValue.url;
  }
}
