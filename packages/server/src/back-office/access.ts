/**
 * Who may do what in the back office (ADR 0072): the identity provider's role says operator or
 * organizer staff, `staff_memberships` holds a staff member's organizers and levels, and
 * schemas' `rules/back-office.ts` decides. An operator reaches an organizer's data only inside an
 * open operator session with a reason, named by the `X-Operator-Session` header.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  allows,
  allRights,
  operatorRole,
  organizerStaffRole,
  type BackOfficeArea,
  type LevelOf,
  type Rights,
} from '@kursmarkt/schemas/rules';
import type { Db, Transaction } from '../db/client.ts';
import { operatorSessions, organizers, staffMemberships } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';

/** A signed-in account as the back office sees it: its verified e-mail, name and realm roles. */
export interface StaffAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

/** Who acts on one organizer's data, with the rights they have there. */
export interface Actor {
  email: string;
  name: string;
  role: 'OPERATOR' | 'STAFF';
  organizerId: number;
  rights: Rights;
  /** The operator session the operator acts in; null for staff. */
  operatorSessionId: string | null;
}

/** An operator acting for the whole marketplace (a bank statement, every organizer's export). */
export interface OperatorActor {
  email: string;
  name: string;
  role: 'OPERATOR';
  organizerId: null;
  operatorSessionId: null;
}

/** How long an operator session stays open without being ended: a working day. */
export const operatorSessionHours = 12;

export const isOperator = (account: StaffAccount) => account.roles.includes(operatorRole);
export const isStaff = (account: StaffAccount) =>
  isOperator(account) || account.roles.includes(organizerStaffRole);

const nameOf = (account: StaffAccount) => `${account.firstName} ${account.lastName}`.trim();
const emailOf = (account: StaffAccount) => account.email.toLowerCase();

const ratedRights = (row: typeof staffMemberships.$inferSelect): Rights => ({
  orders: row.orders,
  payments: row.payments as Rights['payments'],
  catalogue: row.catalogue as Rights['catalogue'],
  dates: row.dates as Rights['dates'],
  exports: row.exports as Rights['exports'],
});

/** The organizers an account works for and its rights there; an operator's: all, every right. */
export async function organizersOf(db: Db, account: StaffAccount) {
  if (isOperator(account)) {
    const all = await db
      .select({ id: organizers.id, name: organizers.name })
      .from(organizers)
      .orderBy(asc(organizers.name));
    return all.map((organizer) => ({ ...organizer, rights: allRights }));
  }
  const rows = await db
    .select({
      organizer: { id: organizers.id, name: organizers.name },
      membership: staffMemberships,
    })
    .from(staffMemberships)
    .innerJoin(organizers, eq(organizers.id, staffMemberships.organizerId))
    .where(eq(staffMemberships.email, emailOf(account)))
    .orderBy(asc(organizers.name));
  return rows.map((row) => ({ ...row.organizer, rights: ratedRights(row.membership) }));
}

/** The open session `sessionId` of this operator in `organizerId`, or undefined. */
async function openSession(
  db: Db | Transaction,
  email: string,
  organizerId: number,
  sessionId: string,
  now: Date,
) {
  const [session] = await db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        eq(operatorSessions.email, email),
        eq(operatorSessions.organizerId, organizerId),
        isNull(operatorSessions.endedAt),
      ),
    );
  if (!session) return undefined;
  const expires = session.startedAt.getTime() + operatorSessionHours * 3600_000;
  return now.getTime() < expires ? session : undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The actor for `area` at `level` in `organizerId`'s data, or the refusal: 404 when the account
 * works not for the organizer (its data is not shown to exist), 403 `RIGHT_MISSING` when its
 * level is too low, 403 `OPERATOR_SESSION_REQUIRED` for an operator without an open session
 * (`sessionHeader`, the value of `X-Operator-Session`) in that organizer.
 */
export async function authorize<A extends BackOfficeArea>(
  db: Db | Transaction,
  account: StaffAccount,
  request: {
    organizerId: number;
    area: A;
    level: LevelOf<A>;
    sessionHeader: unknown;
    now: Date;
    /** Any membership will do (an operator's needs no session): reading who may do what. */
    member?: boolean;
  },
): Promise<Actor> {
  const { organizerId, area, level, sessionHeader, now } = request;
  const email = emailOf(account);
  if (isOperator(account) && request.member) {
    const [organizer] = await db
      .select({ id: organizers.id })
      .from(organizers)
      .where(eq(organizers.id, organizerId));
    if (!organizer) throw notFound('The organizer');
    return {
      email,
      name: nameOf(account),
      role: 'OPERATOR',
      organizerId,
      rights: allRights,
      operatorSessionId: null,
    };
  }
  if (isOperator(account)) {
    const sessionId = typeof sessionHeader === 'string' ? sessionHeader.trim() : '';
    const session = uuidPattern.test(sessionId)
      ? await openSession(db, email, organizerId, sessionId, now)
      : undefined;
    if (!session) {
      throw new AppError(
        'OPERATOR_SESSION_REQUIRED',
        "An operator opens a session with a reason before acting in an organizer's data.",
      );
    }
    return {
      email,
      name: nameOf(account),
      role: 'OPERATOR',
      organizerId,
      rights: allRights,
      operatorSessionId: session.id,
    };
  }
  const [membership] = account.roles.includes(organizerStaffRole)
    ? await db
        .select()
        .from(staffMemberships)
        .where(
          and(eq(staffMemberships.email, email), eq(staffMemberships.organizerId, organizerId)),
        )
    : [];
  if (!membership) throw notFound('The organizer');
  const rights = ratedRights(membership);
  if (!allows(rights, area, level)) {
    throw new AppError('RIGHT_MISSING', `This needs the right ${area}: ${level}.`);
  }
  return {
    email,
    name: nameOf(account),
    role: 'STAFF',
    organizerId,
    rights,
    operatorSessionId: null,
  };
}

/** The operator acting for the whole marketplace; 403 for anyone else. */
export function marketplaceOperator(account: StaffAccount): OperatorActor {
  if (!isOperator(account)) {
    throw new AppError('FORBIDDEN', 'Only an operator of the seller may do this.');
  }
  return {
    email: emailOf(account),
    name: nameOf(account),
    role: 'OPERATOR',
    organizerId: null,
    operatorSessionId: null,
  };
}
