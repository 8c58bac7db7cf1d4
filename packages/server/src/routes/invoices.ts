/**
 * The invoice and order-status calls (contract routes-invoice.ts): the owner downloads an invoice
 * as issued (the Factur-X PDF or its CII XML), and an operator records a change of an order's
 * status through the state machine (orders/status.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@kursmarkt/schemas';
import { customerAuthOf } from '../auth/index.ts';
import { guestCredentialsOf, opensGuestOrder } from '../booking/guest-access.ts';
import type { AppDatabase } from '../db/client.ts';
import { invoices, orders } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { changeOrderStatus, statusChangesOf } from '../orders/status.ts';
import { route } from './contract.ts';

/** The realm role of the seller's operators (the identity provider's, e.g. Keycloak's). */
const operatorRole = 'operator';

const mediaTypes = {
  pdf: 'application/pdf',
  xml: 'application/xml; charset=utf-8',
} as const;

export function registerInvoiceRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  const auth = customerAuthOf(app, 'the invoices');

  /**
   * Whether the caller owns the order: the signed-in customer (a bearer token) of this domain, or
   * the guest whose X-Order and X-Auth open it. 401 without either credential.
   */
  async function ownerCheck(request: FastifyRequest) {
    if (request.headers.authorization !== undefined) {
      const { customerId } = await auth.requireCustomer(request);
      return (order: typeof orders.$inferSelect) =>
        order.customerId === customerId && order.domain === request.domain.config.id;
    }
    const credentials = guestCredentialsOf(request);
    const now = app.clock.now();
    return (order: typeof orders.$inferSelect) =>
      opensGuestOrder(order, credentials, request.domain.config.id, now);
  }

  // The documents are bytes, not JSON: registered without the JSON serializer of `route()`, with
  // the contract's params and query (validated the same way) and the media types for OpenAPI.
  const invoiceEndpoint = endpoints.getCustomerInvoice;
  app.withTypeProvider<ZodTypeProvider>().get(
    invoiceEndpoint.path,
    {
      schema: {
        operationId: 'getCustomerInvoice',
        summary: invoiceEndpoint.summary,
        params: invoiceEndpoint.params,
        querystring: invoiceEndpoint.query,
        produces: [mediaTypes.pdf, mediaTypes.xml],
        // For the OpenAPI document only: a stream is sent as it is, never serialised.
        response: {
          200: {
            description: 'The invoice as issued, as an attachment with its number as file name',
            content: Object.fromEntries(
              Object.values(mediaTypes).map((type) => [
                type,
                { schema: z.any().meta({ type: 'string', format: 'binary' }) },
              ]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      const owns = await ownerCheck(request);
      const [found] = await db
        .select({ invoice: invoices, order: orders })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, request.params.id));
      if (!found || !owns(found.order)) throw notFound('The invoice');
      const { format } = request.query;
      const content = await app.invoiceDocuments.read(found.invoice, format);
      if (!content) throw notFound('The invoice');
      const fileName = `${found.invoice.number}.${format}`;
      return reply
        .type(mediaTypes[format])
        .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  route(app, 'postOrderStatus', async (request) => {
    const operator = await auth.requireCustomer(request);
    if (!operator.roles.includes(operatorRole)) {
      throw new AppError('FORBIDDEN', 'Only an operator of the seller changes an order status.');
    }
    const { id, status } = request.body;
    const domain = request.domain.config.id;
    const now = app.clock.now();
    const changed = await db.transaction((tx) =>
      changeOrderStatus(
        tx,
        id,
        status,
        { kind: 'OPERATOR', name: `${operator.subject} <${operator.email}>` },
        now,
        (order) => order.domain === domain,
      ),
    );
    if (!changed) throw notFound('The order');
    const changes = await statusChangesOf(db, id);
    return {
      id,
      status: changed.status,
      changes: changes.map((change) => ({
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        actorKind: change.actorKind,
        actor: change.actor,
        changedAt: change.changedAt.toISOString(),
      })),
    };
  });
}
