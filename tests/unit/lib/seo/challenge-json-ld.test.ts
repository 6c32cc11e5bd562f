import { describe, expect, test } from '@jest/globals';
import type { ChallengeDetail, ChallengeIdea } from '@/lib/contracts/challenge';
import { challengeJsonLd } from '@/lib/seo/challenge-json-ld';
import { serializeJsonLd } from '@/lib/seo/json-ld';

const ada = { id: 1, handle: 'AdaLovelace', first_name: 'Ada', last_name: 'Lovelace', avatar_url: null };
const idea = (id: number, rank: number | null, author = ada): ChallengeIdea => ({
  id,
  title: `Idea ${id}`,
  description: 'Because.',
  author,
  average: 4,
  rating_count: 3,
  rank,
});

function challenge(closed: boolean, ideas: ChallengeIdea[]): ChallengeDetail {
  return {
    slug: 'what-could',
    question_title: 'What could we do?',
    catalyst: ada,
    duration_start: '2026-01-01T00:00:00.000Z',
    closed,
    ideas,
  } as unknown as ChallengeDetail;
}
const input = (c: ChallengeDetail) => ({
  challenge: c,
  url: 'http://comedy.nervus.test/challenges/what-could',
  userUrl: (h: string) => `http://comedy.nervus.test/${h}`,
  text: 'Plain text.',
});

describe('challengeJsonLd', () => {
  test('an open challenge: a question with anonymous suggested answers, none accepted', () => {
    const ld = challengeJsonLd(input(challenge(false, [idea(1, null, null as never), idea(2, null, null as never)])));
    const q = ld.mainEntity as Record<string, unknown>;
    expect(ld['@type']).toBe('QAPage');
    expect(q).toMatchObject({ '@type': 'Question', name: 'What could we do?', text: 'Plain text.', answerCount: 2 });
    expect(q.acceptedAnswer).toBeUndefined();
    expect((q.suggestedAnswer as { author: { name: string } }[]).map((a) => a.author.name)).toEqual([
      'Anonymous',
      'Anonymous',
    ]);
  });

  test('a closed challenge: the idea ranked 1 is the accepted answer, with its author', () => {
    const ld = challengeJsonLd(input(challenge(true, [idea(5, 1), idea(6, 2), idea(7, null)])));
    const q = ld.mainEntity as Record<string, unknown>;
    expect(q.acceptedAnswer).toMatchObject({
      '@type': 'Answer',
      url: 'http://comedy.nervus.test/challenges/what-could?idea=5',
      author: { name: 'Ada Lovelace', url: 'http://comedy.nervus.test/AdaLovelace' },
    });
    expect((q.suggestedAnswer as unknown[]).length).toBe(2);
  });

  test('user text cannot close the script element', () => {
    const evil = idea(9, null);
    evil.title = '</script><script>alert(1)</script>';
    expect(serializeJsonLd(challengeJsonLd(input(challenge(false, [evil]))))).not.toContain('</script');
  });
});
