'use client';
// An owner-only page opened by someone else (spec 3 §5, §8): nothing of the challenge is shown; the
// toast 'Current user is not the owner of this challenge. Redirecting to dashboard...' (5 s, bottom)
// and the way back to the person's own dashboard.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SURVEY_MESSAGES } from '@/lib/challenges/survey';
import { useUi } from '../../ui/UiProvider';

export function NotOwnerRedirect({ to }: { to: string }) {
  const { toast } = useUi();
  const router = useRouter();
  useEffect(() => {
    toast(SURVEY_MESSAGES.notOwner, 'error');
    // The toast lives in the community frame, so it stays up while the dashboard loads.
    router.replace(to);
  }, [toast, router, to]);
  return (
    <p className="muted" role="alert">
      {SURVEY_MESSAGES.notOwner}
    </p>
  );
}
