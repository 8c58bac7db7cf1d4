/**
 * The back office's own calls (contract routes-back-office.ts, ADR 0072): who is signed in and
 * what they may do, an organizer's staff and their rights, operator sessions, and the audit
 * trail. `route()` resolves the caller's right from the contract before a handler runs.
 */
import type { FastifyInstance } from 'fastify';
import { areasWithRights } from '@kursmarkt/schemas/rules';
import { organizersOf, isOperator } from '../back-office/access.ts';
import { auditEntriesOf, auditEntryAnswer } from '../back-office/audit.ts';
import { endOperatorSession, startOperatorSession } from '../back-office/operator-sessions.ts';
import { setStaffRights, staffOf } from '../back-office/staff.ts';
import type { Db } from '../db/client.ts';
import { route } from './contract.ts';

const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export function registerBackOfficeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'getBackOfficeMe', async (_request, _reply, { account }) => ({
    email: account.email.toLowerCase(),
    name: `${account.firstName} ${account.lastName}`.trim(),
    role: isOperator(account) ? 'OPERATOR' : 'STAFF',
    organizers: await organizersOf(db, account),
  }));

  route(app, 'getOrganizerRights', async (request) => staffOf(db, request.params.organizerId));

  route(app, 'putOrganizerRights', async (request, _reply, { actor }) =>
    setStaffRights(
      db,
      actor,
      { organizerId: request.params.organizerId, ...request.body },
      app.clock.now(),
    ),
  );

  route(app, 'postOperatorSession', async (request, _reply, { actor }) =>
    startOperatorSession(db, actor, request.body, app.clock.now()),
  );

  route(app, 'postOperatorSessionEnd', async (request, _reply, { actor }) =>
    endOperatorSession(db, actor, request.params.sessionId, app.clock.now()),
  );

  route(app, 'getAuditEntries', async (request, _reply, { account }) => {
    const organizers = await organizersOf(db, account);
    const operator = isOperator(account);
    const entries = await auditEntriesOf(
      db,
      {
        // Staff see their organizers' entries in the areas they have a right in, and the
        // changes of rights; an operator sees every entry.
        organizerAreas: new Map(
          organizers.map((organizer) => [
            organizer.id,
            [...areasWithRights(organizer.rights), 'rights'],
          ]),
        ),
        marketplace: operator,
      },
      {
        objectType: request.query.objectType,
        objectId: request.query.objectId,
        actorEmail: request.query.actor,
        from: date(request.query.from),
        until: date(request.query.until),
        before: date(request.query.before),
        limit: request.query.limit,
      },
    );
    return entries.map(auditEntryAnswer);
  });
}
