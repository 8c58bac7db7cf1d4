/**
 * The attendance calls (contract routes-attendance.ts, docs/decisions/0059): an operator's door
 * scan and a course date's days, and the signed-in customer's ticket of a booked course.
 */
import type { FastifyInstance } from 'fastify';
import { daysOfSchedule, positionTicket } from '../attendance/days.ts';
import { scanTicket } from '../attendance/scan.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { route } from './contract.ts';

/** The realm role of the seller's operators (the identity provider's, e.g. Keycloak's). */
const operatorRole = 'operator';

const requireOperator = (roles: readonly string[]) => {
  if (!roles.includes(operatorRole)) {
    throw new AppError('FORBIDDEN', 'Only an operator of the seller records attendance.');
  }
};

export function registerAttendanceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'postAttendanceScan', async (request, _reply, { account, domain }) => {
    requireOperator(account.roles);
    return scanTicket(db, { ...request.body, domain, now: app.clock.now() });
  });

  route(app, 'getAttendanceScheduleDays', async (request, _reply, { account }) => {
    requireOperator(account.roles);
    return daysOfSchedule(db, request.params.scheduleId);
  });

  route(app, 'getOrderPositionTicket', async (request, _reply, { customerId, domain }) =>
    positionTicket(db, { customerId, domain }, request.params.id),
  );
}
