// Account rules shared by POST /account/signup and the accounts service's own pages:
// sign-up (validation, reserved names, duplicates, scout referral) and password sign-in.
import { and, eq, isNull } from 'drizzle-orm';
import { signupInputSchema, type SignupInput } from '@/lib/contracts/account';
import { OAUTH_ERRORS, type FieldError } from '@/lib/contracts/errors';
import { isReservedScreenName } from '@/lib/routes/reserved';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { zodErrors } from '../http/respond';
import { hashPassword, verifyPassword } from './passwords';
import { findUserByEmail, findUserByScreenName, type UserRow } from './users';

export { findUserByEmail };
export type { UserRow };

export const SIGNUP_EMAIL_TAKEN_CODE = 10161;
export const SCREEN_NAME_TAKEN = 'That screen name is taken.';
export const SCREEN_NAME_RESERVED = 'That screen name is reserved. Please choose another.';

export type SignUpResult =
  { ok: true; user: UserRow } | { ok: false; status: 409 | 422; errors: FieldError[]; code?: number };

const emailTaken = (): SignUpResult => ({
  ok: false,
  status: 409,
  errors: [{ field: 'email', error: OAUTH_ERRORS[SIGNUP_EMAIL_TAKEN_CODE] }],
  code: SIGNUP_EMAIL_TAKEN_CODE,
});
const screenNameTaken = (): SignUpResult => ({
  ok: false,
  status: 422,
  errors: [{ field: 'screen_name', error: SCREEN_NAME_TAKEN }],
});

/** Postgres unique violations arrive directly (pg, PGlite) or wrapped by drizzle as `cause`. */
export function uniqueViolationConstraint(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? e.message ?? '';
  }
  return null;
}

/**
 * What stands in the way of these values besides their format: a reserved or taken screen name, a
 * taken email. Every one is listed, so the form shows them together (issue 22). Absent values are
 * not checked.
 */
export async function signUpConflicts(db: Db, values: { email?: string; screen_name?: string }): Promise<FieldError[]> {
  const email = values.email?.trim().toLowerCase();
  const screenName = values.screen_name?.trim();
  const [emailUser, nameUser] = await Promise.all([
    email ? findUserByEmail(db, email) : null,
    screenName && !isReservedScreenName(screenName) ? findUserByScreenName(db, screenName) : null,
  ]);
  const out: FieldError[] = [];
  if (screenName && isReservedScreenName(screenName)) out.push({ field: 'screen_name', error: SCREEN_NAME_RESERVED });
  else if (nameUser) out.push({ field: 'screen_name', error: SCREEN_NAME_TAKEN });
  if (emailUser) out.push({ field: 'email', error: OAUTH_ERRORS[SIGNUP_EMAIL_TAKEN_CODE] });
  return out;
}

/**
 * Creates an account. The input is validated again here (callers may pass form values), so the
 * result carries the same 422 list whoever calls. Emails are stored lowercased; the screen name
 * keeps the casing the person chose.
 */
export async function signUp(db: Db, input: SignupInput): Promise<SignUpResult> {
  const parsed = signupInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422, errors: zodErrors(parsed.error) };
  const data = parsed.data;
  const email = data.email.trim().toLowerCase();
  const screenName = data.screen_name.trim();
  const conflicts = await signUpConflicts(db, { email, screen_name: screenName });
  if (conflicts.length) {
    // A taken email alone keeps its own code and 409; with a screen name problem both are listed.
    if (conflicts.length === 1 && conflicts[0].field === 'email') return emailTaken();
    return { ok: false, status: 422, errors: conflicts };
  }

  let scoutReferrerId: number | null = null;
  if (data.scout_id !== undefined) {
    const [scout] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, data.scout_id), isNull(users.deletedAt)))
      .limit(1);
    scoutReferrerId = scout?.id ?? null;
  }

  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        screenName,
        passwordHash: await hashPassword(data.password),
        firstName: data.first_name,
        lastName: data.last_name ?? '',
        scoutReferrerId,
      })
      .returning();
    return { ok: true, user };
  } catch (err) {
    // Two sign-ups racing for the same email or name: the unique index decides.
    const constraint = uniqueViolationConstraint(err);
    if (constraint === null) throw err;
    return constraint.includes('email') ? emailTaken() : screenNameTaken();
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Email + password sign-in. Unknown emails still pay for one scrypt run so response time does not
 * reveal which emails have accounts.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}
