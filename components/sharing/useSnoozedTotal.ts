'use client';
// The number of saved shares (spec 3 §2.6 count badge), one SWR key shared by the share panel's
// badge and the user menu's: Share Later and Remove write the new total into it, so every badge on
// the page follows without a reload. A failed read leaves the badge out (spec 3 §8: logged only).
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/client/api';

export const SNOOZED_KEY = '/sharing/snoozed';

interface SnoozedTotal {
  total: number;
}

async function fetchTotal(key: string): Promise<SnoozedTotal> {
  try {
    return await api<SnoozedTotal>(key);
  } catch (err) {
    console.warn('snoozed sharings', err);
    throw err;
  }
}

/** The viewer's queue total, or null until read (and for visitors, who have no queue). */
export function useSnoozedTotal(signedIn: boolean): number | null {
  const { data } = useSWR<SnoozedTotal>(signedIn ? SNOOZED_KEY : null, fetchTotal, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data?.total ?? null;
}

/** Writes a total the provider just answered (after saving), or reads the queue again (after removing). */
export function useSetSnoozedTotal() {
  const { mutate } = useSWRConfig();
  return (total?: number) =>
    total === undefined
      ? mutate(SNOOZED_KEY)
      : mutate(SNOOZED_KEY, { total } satisfies SnoozedTotal, { revalidate: false });
}
