// /challenges/{slug}/unlock-rate: the alias of rating-unlock (spec 2 §2), one page at one address.
import { permanentRedirect } from 'next/navigation';
import { href } from '@/lib/routes/table';

export default async function UnlockRateAlias({ params }: { params: Promise<{ challenge: string }> }) {
  permanentRedirect(href('challenges.rating-unlock', { challenge: (await params).challenge }));
}
