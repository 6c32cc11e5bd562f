// Paths under /{user}/my-dashboard/ without a page of their own: a route-name alias (spec 3 §2.4)
// goes to the page it names; anything else is 'Page not found' (spec 1 §2), never the overview.
import { notFound, redirect } from 'next/navigation';
import { dashboardAliasTarget } from '@/lib/routes/dashboard-aliases';

type Props = {
  params: Promise<{ platformSlug: string; rest: string[] }>;
  searchParams: Promise<Record<string, string>>;
};

export default async function DashboardAliasPage({ params, searchParams }: Props) {
  const { platformSlug, rest } = await params;
  const search = new URLSearchParams(await searchParams).toString();
  const target = dashboardAliasTarget(platformSlug, rest, search ? `?${search}` : '');
  if (!target) notFound();
  redirect(target);
}
