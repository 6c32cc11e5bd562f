// Challenges home for visitors, from the visitor cache (see the layout). A new challenge
// revalidates its `challenges:{community}` tag, so it shows here at once.
import { ChallengesHome } from '@/components/home/ChallengesHome';
import { loadVisitorShell } from '@/server/bff/shell';

// Route segment config must be literal; the value is VISITOR_CACHE_SECONDS (lib/routes/visitor-cache.ts).
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

export default async function VisitorChallengesHome({ params }: { params: Promise<{ community: string }> }) {
  const { community } = await params;
  return <ChallengesHome community={community} query={{}} shell={await loadVisitorShell(community)} cached />;
}
