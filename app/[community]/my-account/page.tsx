// /my-account: the account area starts at its overview; signed-out visitors sign in first.
import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/table';
import { requireAccountViewer } from '@/server/bff/account';

type Props = { params: Promise<{ community: string }> };

export default async function MyAccountIndex({ params }: Props) {
  await requireAccountViewer((await params).community);
  redirect(href('account.main'));
}
