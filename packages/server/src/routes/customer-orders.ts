/**
 * The signed-in customer's bookings (contract routes-customer-orders.ts): the upcoming ones with
 * the years of the past ones, and the past ones of a year (orders/customer-orders.ts). Only the
 * caller's own orders on the request's domain are read: there is no id to ask for another's.
 */
import type { FastifyInstance } from 'fastify';
import { customerAuthOf } from '../auth/index.ts';
import type { Db } from '../db/client.ts';
import { germanToday } from '../german-today.ts';
import { pastBookingsOfYear, upcomingBookings } from '../orders/customer-orders.ts';
import { route } from './contract.ts';

export function registerCustomerOrderRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const auth = customerAuthOf(app, 'the customer orders');

  route(app, 'getCustomerOrders', async (request) => {
    const { customerId } = await auth.requireCustomer(request);
    const now = app.clock.now();
    return upcomingBookings(db, {
      customerId,
      domain: request.domain.config.id,
      now,
      today: germanToday(now),
      size: request.query.size,
      manual: request.query.manuel,
    });
  });

  route(app, 'getCustomerOrdersOfYear', async (request) => {
    const { customerId } = await auth.requireCustomer(request);
    const now = app.clock.now();
    return pastBookingsOfYear(db, {
      customerId,
      domain: request.domain.config.id,
      now,
      today: germanToday(now),
      year: request.params.year,
      manual: request.query.manuel,
    });
  });
}
