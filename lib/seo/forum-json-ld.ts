// Structured data of a forum topic page: a DiscussionForumPosting whose comments are the replies
// (deleted and hidden ones left out), with interaction counts. Pure, no IO.
import type { ForumTopicPage } from '../contracts/forums';
import { postExcerpt, POSITIVE_VOTES } from '../forums';
import type { JsonLdObject } from './json-ld';

export function forumTopicJsonLd(page: ForumTopicPage, url: string, userUrl: (handle: string) => string): JsonLdObject {
  const opening = page.posts.find((p) => p.is_opening);
  const person = (name: string) => ({ '@type': 'Person', name, url: userUrl(name) });
  const likes = (votes: Record<string, number>) => POSITIVE_VOTES.reduce((n, type) => n + (votes[type] ?? 0), 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: page.topic.title,
    url,
    text: opening?.body ? postExcerpt(opening.body, 5000) : page.topic.excerpt,
    datePublished: page.topic.created_at,
    author: person(page.topic.author.screen_name),
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: page.topic.reply_count,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: opening ? likes(opening.votes) : 0,
      },
    ],
    comment: page.posts
      .filter((p) => !p.is_opening && p.body)
      .map((p) => ({
        '@type': 'Comment',
        text: postExcerpt(p.body, 2000),
        datePublished: p.created_at,
        author: person(p.author.screen_name),
        // The permalink of the post: the topic's page that holds it, wherever the topic has grown to.
        url: `${url}?post=${p.id}#post-${p.id}`,
      })),
  };
}
