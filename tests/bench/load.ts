// A bounded closed-loop HTTP load on loopback: `connections` workers send requests back to back
// until `requests` were sent or `maxSeconds` passed. Reports requests/s and latency percentiles.

export interface LoadResult {
  url: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function load(
  url: string,
  options: {
    connections?: number;
    requests?: number;
    maxSeconds?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const { connections = 20, requests = 2000, maxSeconds = 20, headers = {} } = options;
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  async function worker() {
    while (sent < requests && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    url,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
