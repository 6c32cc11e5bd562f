'use client';
// Rendered when the stored session's token is refused by the provider: the cookies go and the page
// shows itself signed out (spec 1 §4, a failed load of the current user logs out).
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { endSession } from '@/lib/client/api';

export function EndExpiredSession() {
  const router = useRouter();
  useEffect(() => {
    void endSession().then(() => router.refresh());
  }, [router]);
  return null;
}
