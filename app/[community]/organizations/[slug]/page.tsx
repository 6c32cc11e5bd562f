// /organizations/{slug}: an organization's page (spec 3 §2.10), with the membership actions the
// viewer may take (spec 1 §4).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrganizationView } from '@/components/organizations/OrganizationView';
import { BoxedLayout } from '@/components/shell/Layouts';
import { href } from '@/lib/routes/table';
import { getViewer } from '@/server/bff/loaders';
import { getOrganization } from '@/server/bff/organizations';

type Props = { params: Promise<{ community: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const org = await getOrganization((await params).slug);
  return org ? { title: org.name, description: org.description || `${org.name} on Nervus` } : {};
}

export default async function OrganizationPage({ params }: Props) {
  const { slug } = await params;
  const [org, viewer] = await Promise.all([getOrganization(slug), getViewer()]);
  if (!org) notFound();
  return (
    <BoxedLayout
      crumbs={[{ label: 'Organizations', href: href('organizations') }, { label: org.name }]}
      family="generic"
      screenName={viewer?.account.user.screen_name ?? null}
      current={href('organization', { slug: org.slug })}
    >
      <OrganizationView org={org} signedIn={Boolean(viewer)} />
    </BoxedLayout>
  );
}
