/**
 * The back office's order calls (contract routes-back-office-orders.ts, ADR 0075): `route()`
 * resolves the staff member's right in the organizer the path names before a handler runs.
 */
import type { FastifyInstance } from 'fastify';
import { cancelOrganizerPositions } from '../back-office/order-actions.ts';
import {
  deleteFilter,
  saveFilter,
  savedFiltersOf,
  searchOrders,
  staffOrder,
  staffOrderInvoice,
} from '../back-office/orders.ts';
import { participantsCsv, scheduleParticipants } from '../back-office/participants.ts';
import { scanTicket } from '../attendance/scan.ts';
import type { Db } from '../db/client.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';
import { notFound } from '../errors.ts';
import { route } from './contract.ts';

export function registerBackOfficeOrderRoutes(
  app: FastifyInstance,
  { db, waitingList }: { db: Db; waitingList: (now: Date) => WaitingListContext },
) {
  route(app, 'postStaffOrderCancellation', async (request, _reply, { actor }) => {
    const now = app.clock.now();
    const domain = request.domain.config;
    return cancelOrganizerPositions(
      db,
      actor,
      request.params.orderId,
      request.body,
      {
        seller: domain.seller,
        siteName: domain.name,
        now,
        outbox: app.outbox,
        jobs: app.jobs,
        invoiceDocuments: app.invoiceDocuments,
        waitingList: waitingList(now),
      },
      request.log,
    );
  });

  route(app, 'getStaffOrders', async (request, _reply, { actor }) =>
    searchOrders(db, actor.organizerId, request.query),
  );

  route(app, 'getStaffOrder', async (request, _reply, { actor }) =>
    staffOrder(db, actor, request.params.orderId),
  );

  route(
    app,
    'getStaffOrderInvoice',
    async (request, _reply, { actor }) => {
      const invoice = await staffOrderInvoice(
        db,
        actor,
        request.params.orderId,
        request.params.invoiceId,
      );
      const content = await app.invoiceDocuments.read(invoice, 'pdf');
      if (!content) throw notFound('The invoice');
      return { content, mediaType: 'application/pdf', fileName: `${invoice.number}.pdf` };
    },
    {
      mediaTypes: {
        description: 'The invoice as issued, with its number as file name',
        types: ['application/pdf'],
      },
    },
  );

  route(app, 'getSavedOrderFilters', async (_request, _reply, { actor }) =>
    savedFiltersOf(db, actor),
  );

  route(app, 'postSavedOrderFilter', async (request, _reply, { actor }) =>
    saveFilter(db, actor, request.body, app.clock.now()),
  );

  route(app, 'deleteSavedOrderFilter', async (request, _reply, { actor }) =>
    deleteFilter(db, actor, request.params.filterId),
  );

  route(app, 'getScheduleParticipants', async (request, _reply, { actor }) =>
    scheduleParticipants(db, actor.organizerId, request.params.scheduleId),
  );

  route(
    app,
    'getScheduleParticipantsCsv',
    async (request, _reply, { actor }) => {
      const list = await scheduleParticipants(db, actor.organizerId, request.params.scheduleId);
      return {
        content: Buffer.from(participantsCsv(list)),
        mediaType: 'text/csv; charset=utf-8',
        fileName: `teilnehmer-${list.scheduleId}.csv`,
      };
    },
    {
      mediaTypes: { description: "The date's participants as CSV", types: ['text/csv'] },
    },
  );

  route(app, 'postStaffAttendanceScan', async (request, _reply, { actor }) => {
    const { ticketCode, positionId, direction } = request.body;
    const at = { direction, organizerId: actor.organizerId, now: app.clock.now() };
    return scanTicket(
      db,
      ticketCode !== undefined ? { ...at, ticketCode } : { ...at, positionId: positionId! },
    );
  });
}
