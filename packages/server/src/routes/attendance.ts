/**
 * The attendance calls (contract routes-attendance.ts, docs/decisions/0059): an operator's door
 * scan, a course date's days and the import of an online date's participant report, and the signed-in customer's ticket of a booked course.
 */
import type { FastifyInstance } from 'fastify';
import { maxReportBytes } from '@kursmarkt/schemas';
import { daysOfSchedule, positionTicket } from '../attendance/days.ts';
import { importReport } from '../attendance/import.ts';
import { scanTicket } from '../attendance/scan.ts';
import { checkState, confirmPresence, selfCheck } from '../attendance/self-check.ts';
import type { Db } from '../db/client.ts';
import { route } from './contract.ts';

export function registerAttendanceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'postAttendanceScan', async (request, _reply, { domain }) => {
    return scanTicket(db, { ...request.body, domain, now: app.clock.now() });
  });

  route(app, 'getAttendanceScheduleDays', async (request) => {
    return daysOfSchedule(db, request.params.scheduleId);
  });

  // The participant report comes as CSV text.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: maxReportBytes },
      (_request, body, done) => done(null, body),
    );
    route(scope, 'postAttendanceImport', async (request) => {
      return importReport(db, request.params.scheduleId, request.body);
    });
  });

  const participantOf = (signedIn: {
    customerId: string;
    domain: string;
    account: { email: string };
  }) => ({
    customerId: signedIn.customerId,
    email: signedIn.account.email,
    domain: signedIn.domain,
  });
  route(app, 'getAttendanceCheck', async (request, _reply, signedIn) =>
    checkState(db, request.params.dayCode, participantOf(signedIn), app.clock.now()),
  );
  route(app, 'postAttendanceCheck', async (request, _reply, signedIn) =>
    selfCheck(
      db,
      request.params.dayCode,
      participantOf(signedIn),
      request.body.direction,
      app.clock.now(),
    ),
  );
  route(app, 'postAttendanceConfirmation', async (request, _reply, signedIn) =>
    confirmPresence(db, request.params.dayCode, participantOf(signedIn), app.clock.now()),
  );

  route(app, 'getOrderPositionTicket', async (request, _reply, { customerId, domain }) =>
    positionTicket(db, { customerId, domain }, request.params.id),
  );
}
