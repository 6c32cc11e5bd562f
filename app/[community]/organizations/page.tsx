// /organizations: every organization, searchable (spec 3 §2.10; issue 19 §6), so a player can find
// one and, on its page, join or ask to join it. Open to visitors, who sign in to join.
import type { Metadata } from 'next';
import Link from 'next/link';
import { OrganizationList } from '@/components/organizations/OrganizationList';
import { BoxedLayout } from '@/components/shell/Layouts';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { organizationListQuerySchema } from '@/lib/contracts/organizations';
import { href } from '@/lib/routes/table';
import { getViewer } from '@/server/bff/loaders';
import { getOrganizationList } from '@/server/bff/organizations';

export const metadata: Metadata = {
  title: 'Organizations',
  description: 'Companies, schools, clubs and newsrooms playing Nervus as a team.',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OrganizationsPage({ searchParams }: Props) {
  const raw = await searchParams;
  const parsed = organizationListQuerySchema.safeParse({
    q: typeof raw.q === 'string' ? raw.q : undefined,
    page: typeof raw.page === 'string' ? raw.page : undefined,
  });
  // A hand-edited page number falls back to the first page rather than an error.
  const query = parsed.success ? parsed.data : { q: '', page: 1 };
  const [list, viewer] = await Promise.all([getOrganizationList(query.q, query.page), getViewer()]);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Organizations' }]}
      family="generic"
      screenName={viewer?.account.user.screen_name ?? null}
      current={href('organizations')}
    >
      <h1>Organizations</h1>
      <p className="lead">
        Play as a team under one name.{' '}
        {viewer ? (
          <Link href={href('account.organization')}>Your organizations, or found one</Link>
        ) : (
          'Sign in to join one or found your own.'
        )}
      </p>
      {list ? (
        <OrganizationList q={query.q} list={list} />
      ) : (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      )}
    </BoxedLayout>
  );
}
