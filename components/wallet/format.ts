// How the money pages write dates, reasons and signed amounts.
import { formatMoneyCents } from '@/lib/money';
import { MONEY_REASON_LABELS, type MoneyReason } from '@/lib/payments';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
export const formatTime = (iso: string) => `${timeFormat.format(new Date(iso))} UTC`;

export function reasonLabel(reason: string): string {
  return MONEY_REASON_LABELS[reason as MoneyReason] ?? reason;
}

/** '+$12.50' or '−$2': the sign says which way the money went. */
export function signedMoney(cents: number): string {
  return `${cents < 0 ? '−' : '+'}${formatMoneyCents(Math.abs(cents))}`;
}
