// The provider's circuit breaker as each web process holds it (server/bff/provider-breaker.ts):
// calls refused while it is open, one trial call after the cool-down with the others waiting on
// it, and a ticket that counts once. The client's use of it is in provider-client.test.ts.
import { describe, expect, test } from '@jest/globals';
import { createProviderGate } from '@/server/bff/provider-breaker';

describe('the breaker holder (one per web process)', () => {
  test('calls refused during the trial wait for it and go out when it answers', async () => {
    const clock = { now: 0 };
    const gate = createProviderGate({ now: () => clock.now, trialWaitMs: 1_000 });
    for (let i = 0; i < 3; i++) (await gate.enter())!.settle(false);
    expect(gate.blocked()).toBe(true);
    expect(await gate.enter()).toBeNull();
    clock.now = 3_000;
    expect(gate.blocked()).toBe(false);
    const trial = (await gate.enter())!;
    const waiting = gate.enter();
    trial.settle(true);
    expect(await waiting).not.toBeNull();
    expect(gate.state()).toEqual({ phase: 'closed', failures: 0 });
  });

  test('a failed trial fails the waiting calls too', async () => {
    const clock = { now: 0 };
    const gate = createProviderGate({ now: () => clock.now, trialWaitMs: 1_000 });
    for (let i = 0; i < 3; i++) (await gate.enter())!.settle(false);
    clock.now = 3_000;
    const trial = (await gate.enter())!;
    const waiting = gate.enter();
    trial.settle(false);
    expect(await waiting).toBeNull();
  });

  test('settling a ticket twice counts once', async () => {
    const gate = createProviderGate({ now: () => 0 });
    const ticket = (await gate.enter())!;
    ticket.settle(false);
    ticket.settle(false);
    expect(gate.state()).toEqual({ phase: 'closed', failures: 1 });
  });
});
