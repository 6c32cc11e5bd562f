'use client';
// Time left on a challenge (spec 1 §4): 'closes in 5 days' with more than a day left, a clock in
// the last day refreshed every 30 s, 'Closed' once past. The server renders the first text, so the
// page reads the same without JavaScript; the browser moves only the clock (lib/countdown-clock.ts).
import { useEffect, useState } from 'react';
import { COUNTDOWN_REFRESH_MS } from '@/lib/constants';
import { clockText } from '@/lib/countdown-clock';

export function Countdown({
  end,
  initial,
  refreshMs = COUNTDOWN_REFRESH_MS,
}: {
  end: string;
  initial: string;
  refreshMs?: number;
}) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    const tick = () => {
      const clock = clockText(new Date(end), new Date());
      if (clock !== null) setText(clock);
    };
    tick();
    const timer = setInterval(tick, refreshMs);
    return () => clearInterval(timer);
  }, [end, refreshMs]);
  return (
    <time dateTime={end} className="countdown" title={new Date(end).toUTCString()}>
      {text}
    </time>
  );
}
