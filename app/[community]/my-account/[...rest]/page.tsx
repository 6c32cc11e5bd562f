// /my-account/{unknown}: sign in first like every account path, then the 404 'Page not found' (spec 1 §2).
import { notFound } from 'next/navigation';
import { requireAccountViewer } from '@/server/bff/account';

type Props = { params: Promise<{ community: string }> };

export default async function UnknownAccountPage({ params }: Props) {
  await requireAccountViewer((await params).community);
  notFound();
}
