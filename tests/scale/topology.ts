// Ports, database and Redis prefix of the scale test (tests/scale/), and the helpers that talk to one
// process directly: a request to web A or web B carries the load balancer's host, as nginx passes it.
import http from 'node:http';

export const LB_WEB_PORT = Number(process.env.SCALE_WEB_PORT ?? 3760);
export const LB_PROVIDER_PORT = Number(process.env.SCALE_PROVIDER_PORT ?? 4760);
export const WEB_PORTS = [LB_WEB_PORT + 1, LB_WEB_PORT + 2];
export const PROVIDER_PORTS = [LB_PROVIDER_PORT + 1, LB_PROVIDER_PORT + 2];
export const ROOT = `nervus.localhost:${LB_WEB_PORT}`;
export const ACCOUNTS_HOST = 'accounts.nervus.localhost';
/** Ideas one person may enter per window in this topology: low, so the test reaches it. */
export const IDEA_LIMIT = 5;
export const STATE_FILE = `${process.cwd()}/test-results/scale/state.json`;

export interface Answer {
  status: number;
  body: string;
}

/** How long a request may go unanswered before it counts as lost (nginx itself waits up to an hour). */
const ANSWER_TIMEOUT_MS = 20_000;

/**
 * One request to a process on `port`, as if through the load balancer (its Host, its Origin). It
 * fails with 'no answer in 20 s' rather than waiting for ever, so a stuck request is an error the
 * test can count and name, not a test timeout that says nothing.
 */
export function direct(
  port: number,
  path: string,
  {
    method = 'GET',
    cookie,
    body,
    timeoutMs = ANSWER_TIMEOUT_MS,
  }: { method?: string; cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: ROOT,
          ...(cookie ? { cookie } : {}),
          ...(payload
            ? { 'content-type': 'application/json', origin: `http://${ROOT}`, 'sec-fetch-site': 'same-origin' }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        // A process that dies while its answer streams cuts the body short. Node then ends the
        // response with neither 'end' nor, unless someone listens, 'error': without these the
        // request would wait for ever (the fault test's CI timeout of 2026-11-27).
        res.on('error', reject);
        res.on('close', () => {
          if (!res.complete) reject(new Error('answer cut short'));
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** An SSE stream on one web process: the events heard so far, and close(). */
export function listen(port: number, cookie: string, lastEventId?: string) {
  const events: { id?: string; event: string; data: string }[] = [];
  let opened!: () => void;
  const ready = new Promise<void>((resolve) => (opened = resolve));
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/api/realtime/stream',
      headers: {
        host: ROOT,
        cookie,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
    },
    (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (fields.event === 'ready') opened();
          if (fields.event) events.push({ id: fields.id, event: fields.event, data: fields.data ?? '' });
        }
      });
    },
  );
  req.on('error', () => {});
  req.end();
  return { events, ready, close: () => req.destroy() };
}
