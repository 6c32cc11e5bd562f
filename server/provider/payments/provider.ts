// Paying in and out (issue 16 §2, §6): one interface, two providers. With STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET set, Stripe (Checkout to add funds, credited only by its verified webhook;
// transfers to pay withdrawals); otherwise the sandbox, which credits test money at once and pays
// withdrawals by hand (an admin records the reference).
import type { ProviderConfig } from '../config';
import { stripeProvider } from './stripe';

export interface DepositStart {
  depositId: number;
  /** Unique per request and install (the user and their random request key). */
  idempotencyKey: string;
  userId: number;
  amountCents: number;
  /** Where the provider sends the player back (the wallet page). */
  returnUrl: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  /**
   * Starts adding funds. The sandbox answers `{ url: null }`: credit now. Stripe answers the
   * Checkout page to send the player to, and the session id to match its webhook with.
   */
  startDeposit(input: DepositStart): Promise<{ externalId: string; url: string | null }>;
  /** Pays an approved withdrawal out; null when it is paid by hand (the admin gives the reference). */
  payout(input: {
    payoutId: number;
    amountCents: number;
    destination: string;
    /** Unique per request and install (a random request key), so Stripe pays it once. */
    idempotencyKey: string;
  }): Promise<{ reference: string } | null>;
  /**
   * A webhook's event, after its signature is verified; throws when it is not. Only Stripe has
   * webhooks.
   */
  verifyWebhook?(
    rawBody: string,
    signature: string,
  ): { id: string; type: string; sessionId: string | null; paid: boolean };
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async startDeposit({ depositId }) {
    return { externalId: `sandbox_${depositId}`, url: null };
  },
  async payout() {
    return null;
  },
};

/** The provider the configuration asks for. */
export function paymentProvider(config: ProviderConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) return stripeProvider(config);
  return sandboxProvider;
}
