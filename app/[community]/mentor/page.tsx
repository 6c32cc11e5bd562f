// /mentor: the viewer's own page when signed in, else the challenges home (spec 1 §2, §6).
import { redirect } from 'next/navigation';
import { personalShortcut } from '@/lib/routes/auth-redirects';
import { getViewer } from '@/server/bff/loaders';

export default async function Shortcut() {
  const viewer = await getViewer();
  redirect(personalShortcut('mentor', viewer ? { screenName: viewer.account.user.screen_name } : null));
}
