// /my-account/{unknown}: sign in first like every account path, then 'Page not found' (spec 1 §2).
import { redirect } from 'next/navigation';
import { pageNotFoundHref } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';
import { requestContext } from '@/server/bff/loaders';

type Props = { params: Promise<{ community: string }> };

export default async function UnknownAccountPage({ params }: Props) {
  await requireAccountViewer((await params).community);
  redirect(pageNotFoundHref((await requestContext()).path));
}
