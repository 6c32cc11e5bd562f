// Display helpers of the creation flow. Dates are rendered in the browser's time zone, so elements
// showing them suppress the hydration warning for the server's (UTC) first render.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat.format(new Date(time)) : '';
}

export function daysText(days: number): string {
  const whole = Math.round(days);
  return `${whole} ${whole === 1 ? 'day' : 'days'}`;
}
