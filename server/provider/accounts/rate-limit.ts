// In-memory sliding-window rate limiter (per provider process): the store of rateGate and
// rateCounter (http/rate-limits.ts) when the provider runs alone; scaled out they count in Redis.

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the next attempt is allowed (0 when allowed). */
  retryAfter: number;
  remaining: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, at: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > at - this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Would one more attempt be allowed? Does not record it. */
  check(key: string): RateLimitResult {
    const at = this.now();
    const list = this.recent(key, at);
    if (list.length < this.limit) return { allowed: true, retryAfter: 0, remaining: this.limit - list.length };
    const oldest = list[list.length - this.limit];
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + this.windowMs - at) / 1000)), remaining: 0 };
  }

  /** Forgets the latest attempt (one that turned out not to count). */
  undo(key: string): void {
    const list = this.hits.get(key);
    if (!list?.length) return;
    list.pop();
    if (!list.length) this.hits.delete(key);
  }

  /** Records an attempt. */
  hit(key: string): void {
    const at = this.now();
    const list = this.recent(key, at);
    list.push(at);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep(at);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(at: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, at);
  }
}
