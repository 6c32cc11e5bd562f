import 'server-only';
// The /my-account pages: every one needs a signed-in viewer, else the sign-in gateway with a way
// back to the page asked for (spec 1 §2, §6).
import { redirect } from 'next/navigation';
import { signInReturnPath } from '@/lib/accounts-urls';
import { getViewer, requestContext, type Viewer } from './loaders';

export async function requireAccountViewer(community: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  return viewer;
}
