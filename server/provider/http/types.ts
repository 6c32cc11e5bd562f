import type { Db } from '../db/client';
import type { ProviderConfig } from '../config';
import type { UserRow } from '../domain/users';
import type { ImageStore } from '../storage/store';
import type { RealtimeHub } from '../realtime/hub';
import type { Fetcher } from '../domain/article-scrape';
import type { PaymentProvider } from '../payments/provider';
import type { AuditNote } from './admin-audit';

export type { UserRow };

/** What every router receives. */
export interface Deps {
  db: Db;
  config: ProviderConfig;
  /** Uploaded images; a LocalDiskStore in config.UPLOADS_DIR when not given. */
  store?: ImageStore;
  /** This process's SSE subscribers (server/provider/realtime); the stream answers 503 without it. */
  realtime?: RealtimeHub;
  /** Fetches user-given addresses (the SSRF-safe fetchPublic when not given; tests pass their own). */
  fetcher?: Fetcher;
  /** Pays in and out (the sandbox or Stripe from config when not given; tests pass their own). */
  payments?: PaymentProvider;
}

/** Hono environment: the bearer-authenticated user, when there is one. */
export type AppEnv = {
  Variables: {
    user: UserRow | null;
    /** Admin id when the token is a shadow token (spec 1 §4). */
    shadowAdminId: number | null;
    /** This request's id (X-Request-Id, or a fresh UUID), written to the audit log. */
    requestId: string;
    /** What an admin or ambassador route did, for the audit log row (http/admin-audit.ts). */
    audit?: AuditNote;
  };
};
