// Helpers for the provider API tests: tokens for demo users, and JSON bodies parsed with contracts.
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { errorBodySchema } from '@/lib/contracts/errors';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { findUserByScreenName } from '@/server/provider/domain/users';
import type { TestProvider } from './harness';

export async function demoUser(provider: TestProvider, screenName: string) {
  const user = await findUserByScreenName(provider.database.db, screenName);
  if (!user) throw new Error(`No demo user ${screenName}`);
  return user;
}

/** A bearer token for a demo user, as the accounts service would issue after sign-in. */
export async function tokenFor(provider: TestProvider, screenName: string): Promise<string> {
  return issueAccessToken(provider.database.db, (await demoUser(provider, screenName)).id);
}

/** Asserts the status and parses `{data}` with the contract (zod or zod/mini): a shape drift fails the test. */
export async function dataOf<S extends z.ZodType | ZodMiniType>(
  res: Response,
  status: number,
  schema: S,
): Promise<z.infer<S>> {
  const body = await res.json();
  if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  expect(Object.keys(body)).toEqual(['data']);
  return schema.parse(body.data) as z.infer<S>;
}

export async function errorsOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  return errorBodySchema.parse(await res.json());
}
