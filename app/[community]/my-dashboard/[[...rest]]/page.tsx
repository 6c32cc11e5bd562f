// /my-dashboard*: to /{screen_name}/my-dashboard/... when signed in, else to the sign-in gateway
// with a continue address and the platform (spec 1 §2).
import { redirect } from 'next/navigation';
import { myDashboardTarget } from '@/lib/routes/auth-redirects';
import { signInReturnPath } from '@/lib/accounts-urls';
import { getViewer, requestContext } from '@/server/bff/loaders';

type Props = { params: Promise<{ community: string; rest?: string[] }>; searchParams: Promise<Record<string, string>> };

export default async function MyDashboardShortcut({ params, searchParams }: Props) {
  const { community, rest = [] } = await params;
  const search = new URLSearchParams(await searchParams).toString();
  const viewer = await getViewer();
  const target = myDashboardTarget(
    rest,
    viewer ? { screenName: viewer.account.user.screen_name } : null,
    search ? `?${search}` : '',
  );
  if (target) redirect(target);
  redirect(signInReturnPath((await requestContext()).path, community));
}
