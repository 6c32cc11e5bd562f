// The web process's circuit breaker in front of the provider API (lib/circuit-breaker.ts is the
// state machine; this holds its state and lets calls in). Free of Next.js so that it can be unit
// tested; server/bff/provider.ts keeps one per process for every provider call.
import {
  admit,
  CLOSED,
  PROVIDER_BREAKER,
  recordFailure,
  recordSuccess,
  retryAfterSeconds,
  type BreakerOptions,
  type BreakerState,
} from '@/lib/circuit-breaker';

/** A call let through: it reports whether the provider could be reached. */
export interface GateTicket {
  settle(reached: boolean): void;
}

export interface ProviderGate {
  /** A ticket when the call may go to the provider, or null when it must fail at once. */
  enter(): Promise<GateTicket | null>;
  /** True while the breaker is open and cooling down: retrying now would be refused anyway. */
  blocked(): boolean;
  /** Whole seconds after which a refused call is worth trying again (Retry-After). */
  retryAfterSeconds(): number;
}

/**
 * How long a call refused during the half-open trial waits for the trial's outcome. When the
 * provider is back, the trial answers in milliseconds and the waiting calls go out; the first page
 * after an outage then renders whole instead of failing beside its trial call.
 */
export const TRIAL_WAIT_MS = 500;

export function createProviderGate({
  options = PROVIDER_BREAKER,
  now = Date.now,
  trialWaitMs = TRIAL_WAIT_MS,
}: { options?: BreakerOptions; now?: () => number; trialWaitMs?: number } = {}): ProviderGate & {
  state(): BreakerState;
} {
  let state: BreakerState = CLOSED;
  let trial: Promise<void> | null = null;
  let endTrial: () => void = () => {};
  // Read through a function: TypeScript would keep the narrowing from before an await.
  const phase = () => state.phase;

  function ticket(isTrial: boolean): GateTicket {
    let settled = false;
    return {
      settle(reached) {
        if (settled) return;
        settled = true;
        state = reached ? recordSuccess() : recordFailure(state, now(), options);
        if (isTrial) {
          trial = null;
          endTrial();
        }
      },
    };
  }

  function tryEnter(): GateTicket | null {
    const decision = admit(state, now(), options);
    state = decision.state;
    if (decision.admission === 'refuse') return null;
    if (decision.admission === 'trial') {
      trial = new Promise<void>((resolve) => {
        endTrial = resolve;
      });
      return ticket(true);
    }
    return ticket(false);
  }

  return {
    async enter() {
      const first = tryEnter();
      if (first || state.phase !== 'half-open' || !trial) return first;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        trial,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, trialWaitMs);
        }),
      ]);
      clearTimeout(timer);
      // The trial settled meanwhile (or not): a closed breaker lets the call out, else it fails now.
      return phase() === 'closed' ? tryEnter() : null;
    },
    blocked() {
      return state.phase === 'open' && now() - state.openedAt < options.coolDownMs;
    },
    retryAfterSeconds() {
      return retryAfterSeconds(state, now(), options);
    },
    state() {
      return state;
    },
  };
}
