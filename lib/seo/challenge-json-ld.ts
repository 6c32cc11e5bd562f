// Structured data of a challenge page: a QAPage whose question is the challenge and whose answers
// are its ideas (spec: "a challenge with its ideas as question and answers"). While open the ideas
// are anonymous, so their author is 'Anonymous'; once closed the top-ranked idea is the accepted
// answer. Pure, no IO.
import type { ChallengeDetail, ChallengeIdea } from '../contracts/challenge';
import { personName } from '../text';
import type { JsonLdObject } from './json-ld';

export interface ChallengeJsonLdInput {
  challenge: ChallengeDetail;
  /** Canonical URL of the challenge page. */
  url: string;
  /** Canonical URL of a user's platform, by handle. */
  userUrl: (handle: string) => string;
  /** Question text without markup. */
  text: string;
}

function person(name: string, url?: string) {
  return { '@type': 'Person', name, ...(url ? { url } : {}) };
}

function answer(idea: ChallengeIdea, input: ChallengeJsonLdInput) {
  return {
    '@type': 'Answer',
    text: idea.description ? `${idea.title}. ${idea.description}` : idea.title,
    url: `${input.url}?idea=${idea.id}`,
    author: idea.author ? person(personName(idea.author), input.userUrl(idea.author.handle)) : person('Anonymous'),
  };
}

export function challengeJsonLd(input: ChallengeJsonLdInput): JsonLdObject {
  const { challenge } = input;
  const catalyst = challenge.catalyst;
  const winner = challenge.closed ? challenge.ideas.find((idea) => idea.rank === 1) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: challenge.question_title,
      text: input.text || challenge.question_title,
      url: input.url,
      answerCount: challenge.ideas.length,
      dateCreated: challenge.duration_start,
      author: person(personName(catalyst), input.userUrl(catalyst.handle)),
      ...(winner ? { acceptedAnswer: answer(winner, input) } : {}),
      suggestedAnswer: challenge.ideas.filter((idea) => idea !== winner).map((idea) => answer(idea, input)),
    },
  };
}
