// Work the accounts service does after it has answered (issue 19 §5, security): "Forgot password?"
// answers at once with the same page whether or not the email has an account, and looks the
// account up, issues the link and queues the mail afterwards, so neither the answer nor its time
// tells an address that has an account from one that has none. A crash in between loses one mail,
// which the person asks for again. Tests wait for the work with settleAfterResponse().
const pending = new Set<Promise<void>>();

export function runAfterResponse(label: string, work: () => Promise<unknown>): void {
  const run: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (err) => console.warn(`[accounts] ${label} failed`, err),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once the work started so far (and any it started) has finished. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
