// Spec 2 §7-§9 user search for @mentions: debounced 300 ms, cancellable, a cancelled search
// ignored, errors only logged.
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { createMentionSearch, fetchUserSuggestions, type FetchUsers } from '@/components/editor/mention-search';
import type { UserSuggestion } from '@/lib/contracts/user-search';

const ada: UserSuggestion = { id: 1, handle: 'AdaLovelace', first_name: 'Ada' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createMentionSearch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const setup = () => {
    const calls: Array<{ query: string; signal: AbortSignal; answer: ReturnType<typeof deferred<UserSuggestion[]>> }> =
      [];
    const fetchUsers: FetchUsers = (query, signal) => {
      const answer = deferred<UserSuggestion[]>();
      calls.push({ query, signal, answer });
      return answer.promise;
    };
    const results: Array<[string, UserSuggestion[]]> = [];
    const errors: unknown[] = [];
    const search = createMentionSearch({
      fetchUsers,
      onResults: (q, users) => results.push([q, users]),
      onError: (e) => errors.push(e),
    });
    return { search, calls, results, errors };
  };

  test('waits 300 ms after the last keystroke, then asks once', async () => {
    const { search, calls, results } = setup();
    search.search('a');
    jest.advanceTimersByTime(200);
    search.search('ad');
    jest.advanceTimersByTime(299);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map((c) => c.query)).toEqual(['ad']);
    calls[0].answer.resolve([ada]);
    await Promise.resolve();
    await Promise.resolve();
    expect(results).toEqual([['ad', [ada]]]);
  });

  test('a newer query aborts the request in flight and its late answer is ignored', async () => {
    const { search, calls, results, errors } = setup();
    search.search('ad');
    jest.advanceTimersByTime(300);
    search.search('ada');
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].answer.resolve([ada]);
    jest.advanceTimersByTime(300);
    calls[1].answer.resolve([]);
    await jest.runAllTimersAsync();
    expect(results).toEqual([['ada', []]]);
    expect(errors).toEqual([]);
  });

  test('cancel drops the wait and aborts; the abort error is not reported', async () => {
    const { search, calls, results, errors } = setup();
    search.search('x');
    search.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    search.search('ad');
    jest.advanceTimersByTime(300);
    search.cancel();
    calls[0].answer.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await jest.runAllTimersAsync();
    expect(results).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('other failures are only reported to onError (logged), never thrown', async () => {
    const { search, calls, results, errors } = setup();
    search.search('ad');
    jest.advanceTimersByTime(300);
    calls[0].answer.reject(new Error('502'));
    await jest.runAllTimersAsync();
    expect(results).toEqual([]);
    expect(errors).toEqual([new Error('502')]);
  });

  test('an empty query answers no users at once, without a request', () => {
    const { search, calls, results } = setup();
    search.search('  ');
    jest.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
    expect(results).toEqual([['', []]]);
  });

  test('by default an error is logged to the console', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const search = createMentionSearch({
      fetchUsers: () => Promise.reject(new Error('down')),
      onResults: () => undefined,
    });
    search.search('ad');
    await jest.runAllTimersAsync();
    expect(log).toHaveBeenCalledWith('User search failed', new Error('down'));
    log.mockRestore();
  });
});

describe('fetchUserSuggestions', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  test('GET /api/users/search with query, size 50 and filter active, with the abort signal', async () => {
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({
      ok: true,
      status: 200,
      json: async () => ({ data: [ada] }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const controller = new AbortController();
    expect(await fetchUserSuggestions('ada l', controller.signal)).toEqual([ada]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users/search?query=ada+l&size=50&filter=active');
    expect(init.signal).toBe(controller.signal);
  });

  test('an answer of the wrong shape is an error, not a list', async () => {
    global.fetch = (async () => ({
      ok: true,
      status: 200,
      json: async () => ({ data: [{ id: 'x' }] }),
    })) as unknown as typeof fetch;
    await expect(fetchUserSuggestions('ada', new AbortController().signal)).rejects.toThrow();
  });
});
