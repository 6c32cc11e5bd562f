// /{platformSlug}/mentor/ama (suggestion-box.ama, spec 2 §2: param platformSlug = the catalyst's
// handle): the catalyst's open ask-me-anything box, or their mentor box when none is open (where
// the owner can open one).
import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/table';
import { getMentorBox, loadUserPlatformFrame } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function SuggestionBoxAmaPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const { user } = await loadUserPlatformFrame(community, platformSlug);
  const box = (await getMentorBox(user.id))?.find((challenge) => challenge.solution_format === 'ama');
  redirect(
    box
      ? href('mentor.ama', { platformSlug: user.screen_name, challenge: box.slug })
      : href('mentor.box', { platformSlug: user.screen_name }),
  );
}
