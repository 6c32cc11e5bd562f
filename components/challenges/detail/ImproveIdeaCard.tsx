// Improve-an-idea: the catalyst's idea the crowd improves, and what "better" means, shown openly
// with the question (unlike a test idea, which hides among the crowd's).
import { renderMarkdown } from '@/lib/markdown';
import type { ChallengeDetail } from '@/lib/contracts/challenge';

export function ImproveIdeaCard({ improve }: { improve: NonNullable<ChallengeDetail['improve']> }) {
  return (
    <section className="card improve-idea" aria-labelledby="improve-idea-heading">
      <h2 id="improve-idea-heading">The idea to improve: {improve.idea.title}</h2>
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(improve.idea.description) }} />
      {improve.purpose && (
        <p className="improve-purpose">
          <strong>What the improvement should achieve:</strong> {improve.purpose}
        </p>
      )}
    </section>
  );
}
