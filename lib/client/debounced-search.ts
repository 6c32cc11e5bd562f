// A type-ahead search in the browser: it waits `delayMs` after the last keystroke, and a newer
// query (or cancel) drops the wait and aborts the request in flight, whose answer or abort error
// is then ignored (spec 2 §8 'Cancelled user search: Ignored'). Other failures go to onError.
// The @mention search (300 ms) and the place field (500 ms) both use it.

export interface DebouncedSearchOptions<T> {
  fetch: (query: string, signal: AbortSignal) => Promise<T[]>;
  onResults: (query: string, results: T[]) => void;
  onError: (error: unknown) => void;
  /** Called when the request for `query` starts, after the wait. */
  onStart?: (query: string) => void;
  delayMs: number;
}

export interface DebouncedSearch {
  /** Starts (or restarts) the wait for `query`; an empty query answers [] at once, without a request. */
  search: (query: string) => void;
  /** Drops the pending wait and aborts the request in flight. */
  cancel: () => void;
}

export function createDebouncedSearch<T>({
  fetch,
  onResults,
  onError,
  onStart,
  delayMs,
}: DebouncedSearchOptions<T>): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    onStart?.(query);
    fetch(query, controller.signal).then(
      (results) => {
        if (controller.signal.aborted) return;
        inFlight = undefined;
        onResults(query, results);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight = undefined;
        onError(error);
      },
    );
  };

  return {
    search(raw) {
      cancel();
      const query = raw.trim();
      if (!query) {
        onResults(query, []);
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        run(query);
      }, delayMs);
    },
    cancel,
  };
}
