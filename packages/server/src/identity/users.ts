import { createHash, randomBytes } from 'node:crypto';
import { addMilliseconds, addSeconds, differenceInSeconds } from 'date-fns';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { idSchema, type Locale } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  emailVerificationTokens,
  identityUsers,
  loginFailures,
  passwordResetTokens,
} from '../db/schema.ts';
import { endSessions } from './adapter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** E-mail addresses are stored and compared in lower case. */
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account with this id in the realm (the token subject), if any. */
export async function findUser(db: Db, realm: string, id: string) {
  if (!idSchema.safeParse(id).success) return undefined;
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(and(eq(identityUsers.realm, realm), eq(identityUsers.id, id)));
  return user;
}

export async function findUserByEmail(db: Db, realm: string, email: string) {
  const [user] = await db
    .select()
    .from(identityUsers)
    .where(and(eq(identityUsers.realm, realm), eq(identityUsers.email, normalizeEmail(email))));
  return user;
}

/** The account for these credentials, or undefined (the same work whether the address exists). */
export async function authenticate(db: Db, realm: string, email: string, password: string) {
  const user = await findUserByEmail(db, realm, email);
  // Hash against a throw-away value when the address is unknown, so the answer time does not
  // reveal which addresses have an account.
  unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
  return user && valid ? user : undefined;
}
let unknownUserHash: Promise<string> | undefined;

export type NewUser = {
  realm: string;
  email: string;
  /** The password's hash (`hashPassword`), made before the transaction that creates the account. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: Locale;
};

/**
 * Creates an unconfirmed account, its terms accepted `now`; undefined when the address is already
 * registered.
 */
export async function createUser(db: Db, user: NewUser, now: Date) {
  const [created] = await db
    .insert(identityUsers)
    .values({
      realm: user.realm,
      email: normalizeEmail(user.email),
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      termsAcceptedAt: now,
      emailVerified: false,
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

/**
 * Stores a new password's hash and ends what the old password opened: every provider session,
 * grant and refresh token of the account (but the session `keepSessionUid`, in which the
 * password was changed) and every unused reset link.
 */
async function applyPassword(
  tx: Db,
  userId: string,
  passwordHash: string,
  now: Date,
  keepSessionUid?: string,
) {
  await tx
    .update(identityUsers)
    .set({ passwordHash, passwordChangedAt: now })
    .where(eq(identityUsers.id, userId));
  await voidResetTokens(tx, userId, now);
  await endSessions(tx, userId, keepSessionUid);
}

/** Sets a new password, ending the account's other sessions (see applyPassword). */
export async function setPassword(
  db: Db,
  userId: string,
  password: string,
  now: Date,
  keepSessionUid?: string,
) {
  const passwordHash = await hashPassword(password);
  await withUnitOfWork(db, (tx) => applyPassword(tx, userId, passwordHash, now, keepSessionUid));
}

/** How long a password-reset link works. */
const resetLinkLifetimeMs = 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Marks every unused reset link of the user as used. */
const voidResetTokens = (db: Db, userId: string, now: Date) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

/**
 * A new one-time reset token for the user, working for an hour from `now`; only its SHA-256 is
 * stored. Older links of the user stop working.
 */
export async function createResetToken(db: Db, userId: string, now: Date) {
  await voidResetTokens(db, userId, now);
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: addMilliseconds(now, resetLinkLifetimeMs),
  });
  return token;
}

const usable = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** The account of the reset token if the token is unused and not expired `now`. */
export async function resetTokenUser(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      email: identityUsers.email,
      firstName: identityUsers.firstName,
      lastName: identityUsers.lastName,
    })
    .from(passwordResetTokens)
    .innerJoin(identityUsers, eq(identityUsers.id, passwordResetTokens.userId))
    .where(usable(token, now));
  return row;
}

/**
 * Uses the token once (atomically) `now` and sets the new password, which ends every session
 * of the account; false if the token is not usable.
 */
export async function resetPassword(db: Db, token: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  return withUnitOfWork(db, async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return false;
    await applyPassword(tx, used.userId, passwordHash, now);
    return true;
  });
}

/** How long an e-mail verification link works. */
const verificationLinkLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * A new one-time verification token for the user's address, or for `newEmail` it changes to,
 * working for a day from `now`; only its SHA-256 is stored. Older links of the same kind stop
 * working.
 */
export async function createVerificationToken(
  db: Db,
  userId: string,
  now: Date,
  newEmail?: string,
) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        newEmail === undefined
          ? isNull(emailVerificationTokens.newEmail)
          : isNotNull(emailVerificationTokens.newEmail),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailVerificationTokens).values({
    tokenHash: tokenHash(token),
    userId,
    newEmail: newEmail === undefined ? null : normalizeEmail(newEmail),
    expiresAt: addMilliseconds(now, verificationLinkLifetimeMs),
  });
  return token;
}

/** Marks the verification token used `now` if it is usable; its account and new address. */
const useVerificationToken = (db: Db, token: string, now: Date, change: boolean) =>
  db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
        change
          ? isNotNull(emailVerificationTokens.newEmail)
          : isNull(emailVerificationTokens.newEmail),
      ),
    )
    .returning({
      userId: emailVerificationTokens.userId,
      newEmail: emailVerificationTokens.newEmail,
    });

/** Uses the verification token once `now` and marks the address verified; false if not usable. */
export async function verifyEmail(db: Db, token: string, now: Date) {
  return withUnitOfWork(db, async (tx) => {
    const [used] = await useVerificationToken(tx, token, now, false);
    if (!used) return false;
    await tx
      .update(identityUsers)
      .set({ emailVerified: true })
      .where(eq(identityUsers.id, used.userId));
    return true;
  });
}

/** The SQLSTATE of a database error, from node-postgres or PGlite (also when drizzle wraps it). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Uses the change token once `now`, in one transaction with `notify` (the mail to the old
 * address): the account's address becomes the token's new one, verified, unless another account
 * of the realm has it meanwhile (also one registered at the same moment: the unique index says
 * so). Like a new password, the change ends every session, grant and refresh token of the
 * account but the session `keep` (if it is this account's) and voids its open reset and
 * verification links.
 */
export async function changeEmail(
  db: Db,
  token: string,
  now: Date,
  keep: { userId: string; sessionUid: string } | undefined,
  notify: (
    tx: Db,
    change: { oldEmail: string; newEmail: string; language: Locale },
  ) => Promise<void>,
): Promise<{ outcome: 'changed'; newEmail: string } | { outcome: 'taken' | 'invalid' }> {
  try {
    return await withUnitOfWork(db, async (tx) => {
      const [used] = await useVerificationToken(tx, token, now, true);
      if (!used?.newEmail) return { outcome: 'invalid' };
      const [user] = await tx.select().from(identityUsers).where(eq(identityUsers.id, used.userId));
      if (!user) return { outcome: 'invalid' };
      if (await findUserByEmail(tx, user.realm, used.newEmail)) return { outcome: 'taken' };
      await tx
        .update(identityUsers)
        .set({ email: used.newEmail, emailVerified: true })
        .where(eq(identityUsers.id, user.id));
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)),
        );
      await voidResetTokens(tx, user.id, now);
      await endSessions(tx, user.id, keep?.userId === user.id ? keep.sessionUid : undefined);
      await notify(tx, { oldEmail: user.email, newEmail: used.newEmail, language: user.language });
      return { outcome: 'changed', newEmail: used.newEmail };
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') return { outcome: 'taken' };
    throw error;
  }
}

/** Failed sign-ins of an address that are forgiven before it has to wait. */
const freeFailures = 4;
/** The first wait; each further failure doubles it, up to `longestWaitSeconds`. */
const firstWaitSeconds = 30;
const longestWaitSeconds = 15 * 60;
/** Failures older than this are forgotten. */
const failureMemorySeconds = 24 * 60 * 60;
/** At most one deletion of forgotten failures per this many milliseconds. */
const failureCleanInterval = 10 * 60 * 1000;
let lastFailureClean = 0;

/**
 * Until when the address must wait before its next sign-in attempt is checked, or undefined.
 * Kept per address, whether or not an account has it, so the wait tells nothing about accounts.
 */
export async function signInBlockedUntil(db: Db, realm: string, email: string, now: Date) {
  const [row] = await db
    .select({ blockedUntil: loginFailures.blockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.realm, realm), eq(loginFailures.email, normalizeEmail(email))));
  return row?.blockedUntil && row.blockedUntil > now ? row.blockedUntil : undefined;
}

/**
 * Counts a failed sign-in of the address `now`: from the fifth failure on, the address waits
 * 30 seconds, then twice as long after every further failure (at most 15 minutes).
 */
export async function recordFailedSignIn(db: Db, realm: string, email: string, now: Date) {
  const key = { realm, email: normalizeEmail(email) };
  const forgottenBefore = addSeconds(now, -failureMemorySeconds);
  // Addresses without an account are counted too: their forgotten rows go now and then.
  if (now.getTime() - lastFailureClean >= failureCleanInterval) {
    lastFailureClean = now.getTime();
    await db.delete(loginFailures).where(lt(loginFailures.updatedAt, forgottenBefore));
  }
  const [row] = await db
    .insert(loginFailures)
    .values({ ...key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginFailures.realm, loginFailures.email],
      set: {
        failures: sql`case when ${loginFailures.updatedAt} < ${forgottenBefore} then 1 else ${loginFailures.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const beyond = row!.failures - freeFailures;
  if (beyond <= 0) return;
  const waitSeconds = Math.min(firstWaitSeconds * 2 ** (beyond - 1), longestWaitSeconds);
  await db
    .update(loginFailures)
    .set({ blockedUntil: addSeconds(now, waitSeconds) })
    .where(and(eq(loginFailures.realm, key.realm), eq(loginFailures.email, key.email)));
}

/** Forgets the failed sign-ins of the address (after a successful one). */
export async function clearFailedSignIns(db: Db, realm: string, email: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.realm, realm), eq(loginFailures.email, normalizeEmail(email))));
}

/** Whole minutes (at least 1) from `now` until `until`, for the page's message. */
export const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil(differenceInSeconds(until, now) / 60));
