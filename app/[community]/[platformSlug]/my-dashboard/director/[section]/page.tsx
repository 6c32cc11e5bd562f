// The director dashboard's pages (spec 3 §2.4: getting-started, current-olympiad, past-olympiad,
// scout-race, funding, administration), behind the director-dashboard flag (spec 1 §3, spec 3 §6).
// past-olympiad takes ?id= for one cycle's result, review and pay.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DIRECTOR_SECTIONS, DirectorPage, type DirectorSection } from '@/components/director/DirectorPages';
import { FLAG } from '@/lib/contracts/flags';
import { firstParam } from '@/server/bff/browse';
import { isFlagOn } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Director', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string; section: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DirectorSectionPage({ params, searchParams }: Props) {
  const { community, platformSlug, section } = await params;
  if (!DIRECTOR_SECTIONS.some((s) => s.slug === section)) notFound();
  if (!(await isFlagOn(FLAG.directorDashboard, community))) notFound();
  const id = Number(firstParam((await searchParams).id));
  return (
    <DirectorPage
      community={community}
      platformSlug={platformSlug}
      section={section as DirectorSection}
      olympiadId={Number.isInteger(id) && id > 0 ? id : null}
    />
  );
}
