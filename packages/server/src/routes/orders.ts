import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idSchema, type CheckoutCustomer, type Locale } from '@kursmarkt/schemas';
import { customerAuthOf } from '../auth/index.ts';
import {
  findCustomerCart,
  loadCartContents,
  lockCartById,
  lockCustomerCart,
  lockCustomerCheckout,
  type CartRow,
} from '../booking/cart-data.ts';
import { cartView } from '../booking/cart-view.ts';
import {
  checkoutNotFound,
  guestCredentialsOf,
  guestExpiryAfter,
  hashGuestToken,
  isCheckoutId,
  newGuestToken,
  opensGuestCheckout,
  opensGuestOrder,
} from '../booking/guest-access.ts';
import type { AppDatabase, AppTransaction } from '../db/client.ts';
import { carts, cartPositions, orderPositions, orders, type OrderRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import {
  attachProof,
  checkoutPayment,
  checkoutSummary,
  choosePayment,
  customerState,
  setCheckoutCustomer,
  type CheckoutContext,
} from '../orders/checkout-state.ts';
import { findOrder, findOrderOfCart, loadPaymentInfo, orderView } from '../orders/order-view.ts';
import { confirmGuestOrder } from '../orders/guest-hold.ts';
import { guestOrderLimits, type GuestOrderLimitValues } from '../orders/guest-limits.ts';
import { placeOrder } from '../orders/place.ts';
import { checkoutWithFullDates, refuseFullDates } from '../seats/seats.ts';
import { registerPaymentRoutes, startOrderPayment } from './payments.ts';
import { mergeGuestCart } from '../booking/merge.ts';
import { voucherNotValid } from '../booking/vouchers.ts';
import { languageOf, publicOriginOf } from '../plugins/domain.ts';
import { downloadName, type ReceivedFile, type UploadOwner } from '../uploads/uploads.ts';
import { confirmCheckoutVatId } from '../vat-ids/checks.ts';
import { route } from './contract.ts';

const isId = (id: string) => idSchema.safeParse(id).success;

/**
 * The checkout and order calls (docs/api.md, Orders customer and guest): the customer's
 * checkout on the request's domain, and a guest's checkout and order by `X-Order` and `X-Auth`.
 * Each change is one transaction with the checkout's cart row locked.
 */
export function registerOrderRoutes(
  app: FastifyInstance,
  { db, guestLimits }: { db: AppDatabase; guestLimits?: GuestOrderLimitValues | undefined },
) {
  const auth = customerAuthOf(app, 'the checkout');
  const limits = guestOrderLimits({
    db,
    now: () => app.clock.now(),
    log: app.log,
    limits: guestLimits,
  });

  const contextOf = (request: FastifyRequest, language?: string): CheckoutContext => {
    const now = app.clock.now();
    return {
      seller: request.domain.config.seller,
      language: languageOf(request, language),
      today: germanToday(now),
      now,
      providerMethods: app.payments.methods,
    };
  };

  /** The customer's cart on this domain, made when there is none. */
  async function customerCart(request: FastifyRequest, language: Locale) {
    const { customerId } = await auth.requireCustomer(request);
    const domain = request.domain.config.id;
    const found = await findCustomerCart(db, domain, customerId);
    if (found) return found;
    return db.transaction((tx) =>
      lockCustomerCart(tx, domain, customerId, language, app.clock.now()),
    );
  }

  /** Runs `work` on the customer's locked cart. */
  async function changeCustomerCart<T>(
    request: FastifyRequest,
    language: Locale,
    work: (tx: AppTransaction, cart: CartRow) => Promise<T>,
  ) {
    const { customerId } = await auth.requireCustomer(request);
    return db.transaction(async (tx) =>
      work(
        tx,
        await lockCustomerCart(tx, request.domain.config.id, customerId, language, app.clock.now()),
      ),
    );
  }

  /** The guest's checkout the headers open on this domain, read or locked; 404 otherwise. */
  async function guestCheckout(request: FastifyRequest, tx?: AppTransaction) {
    const credentials = guestCredentialsOf(request);
    if (!isCheckoutId(credentials.cartId)) throw checkoutNotFound();
    const cart = tx
      ? await lockCartById(tx, credentials.cartId)
      : (await db.select().from(carts).where(eq(carts.id, credentials.cartId)))[0];
    if (!opensGuestCheckout(cart, credentials, request.domain.config.id, app.clock.now())) {
      throw checkoutNotFound();
    }
    return cart;
  }

  /** Runs `work` on the guest's locked checkout and keeps it open for another week. */
  async function changeGuestCheckout<T>(
    request: FastifyRequest,
    work: (tx: AppTransaction, cart: CartRow) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const cart = await guestCheckout(request, tx);
      const now = app.clock.now();
      await tx
        .update(carts)
        .set({ updatedAt: now, guestExpiresAt: guestExpiryAfter(now) })
        .where(eq(carts.id, cart.id));
      return work(tx, cart);
    });
  }

  /** The guest's order the headers open on this domain; 404 for anything else. */
  async function guestOrder(request: FastifyRequest, id: string) {
    const credentials = guestCredentialsOf(request);
    const order = isId(id) ? await findOrder(db, id) : undefined;
    if (!opensGuestOrder(order, credentials, request.domain.config.id, app.clock.now())) {
      throw notFound('The order');
    }
    return order;
  }

  /** The customer's order `id` on this domain; 404 for anyone else's. */
  async function customerOrder(request: FastifyRequest, id: string) {
    const { customerId } = await auth.requireCustomer(request);
    const order = await findOrder(db, id);
    if (!order || order.customerId !== customerId || order.domain !== request.domain.config.id) {
      throw notFound('The order');
    }
    return order;
  }

  const cartAnswer = async (
    tx: AppDatabase | AppTransaction,
    cart: CartRow,
    context: CheckoutContext,
  ) => cartView(await loadCartContents(tx, cart, context.language), { today: context.today });

  /** Asks VIES about the checkout's VAT id where reverse charge depends on it (vat-ids/). */
  const confirmVatId = (cart: CartRow, context: CheckoutContext) =>
    confirmCheckoutVatId(db, cart, context.seller, app.vatIds, context.now);

  // --- The customer's checkout ------------------------------------------------------------

  route(app, 'getOrderCustomer', async (request) => {
    const context = contextOf(request);
    return customerState(db, await customerCart(request, context.language), context.seller);
  });

  route(app, 'putOrderCustomer', async (request) => {
    const context = contextOf(request);
    const cart = await changeCustomerCart(request, context.language, (tx, locked) =>
      setCheckoutCustomer(tx, locked, request.body as CheckoutCustomer, context.now),
    );
    return customerState(db, await confirmVatId(cart, context), context.seller);
  });

  route(app, 'getOrderPayment', async (request) => {
    const context = contextOf(request, request.query.language);
    return checkoutPayment(db, await customerCart(request, context.language), context);
  });

  route(app, 'putOrderPayment', async (request) => {
    const context = contextOf(request, request.query.language);
    return changeCustomerCart(request, context.language, (tx, cart) =>
      choosePayment(tx, cart, request.body.paymentMethod, context),
    );
  });

  route(app, 'getOrderSummary', async (request) => {
    const context = contextOf(request, request.query.language);
    const cart = await customerCart(request, context.language);
    return checkoutSummary(db, await confirmVatId(cart, context), context);
  });

  route(app, 'putOrder', async (request) => {
    const { customerId } = await auth.requireCustomer(request);
    const context = contextOf(request, request.query.language);
    const domain = request.domain.config.id;
    const { cartId } = request.body;
    const checkout = await checkoutWithFullDates(db, domain, customerId);
    if (checkout) {
      if (cartId === undefined || cartId === checkout.cart.id)
        refuseFullDates(checkout.fullPositions);
      await confirmVatId(checkout.cart, context);
    }
    const placed = await db.transaction(async (tx) => {
      const cart = await lockCustomerCheckout(tx, domain, customerId);
      if (cartId !== undefined && cart?.id !== cartId) {
        // Another tab placed the order of this checkout: the same order is the answer.
        const before = await findOrderOfCart(tx, cartId);
        if (before && before.customerId === customerId && before.domain === domain)
          return before.id;
        throw checkoutNotFound();
      }
      if (!cart) throw new AppError('CART_EMPTY', 'The cart is empty.');
      return placeOrder(tx, cart, {
        ...context,
        domain,
        guestHoldMinutes: request.domain.config.guestHoldMinutes,
        siteName: request.domain.config.name,
        origin: publicOriginOf(request),
        outbox: app.outbox,
        providerName: app.payments.provider?.name ?? null,
        invoiceDocuments: app.invoiceDocuments,
        input: request.body,
      });
    });
    if (typeof placed === 'string') {
      const order = (await findOrder(db, placed))!;
      await startOrderPayment(app, request, order, '/order');
      return orderView(db, order, context.seller);
    }
    // The answer is made from what the order's transaction wrote.
    const payment = await startOrderPayment(app, request, placed.order, '/order', placed);
    return orderView(db, placed.order, context.seller, { ...placed, payment });
  });

  route(app, 'getOrder', async (request) =>
    orderView(db, await customerOrder(request, request.params.id), request.domain.config.seller),
  );

  route(app, 'getOrderPaymentInfo', async (request) =>
    loadPaymentInfo(
      db,
      await customerOrder(request, request.params.id),
      request.domain.config.seller,
    ),
  );

  // --- The guest's checkout ---------------------------------------------------------------

  route(app, 'putGuestCheckout', async (request, reply) => {
    const context = contextOf(request, request.query.language);
    const { positions, voucherCodes, ...customer } = request.body;
    const opened =
      typeof request.headers['x-order'] === 'string' ||
      typeof request.headers['x-auth'] === 'string';
    if (opened) {
      const updated = await changeGuestCheckout(request, (tx, cart) =>
        setCheckoutCustomer(tx, cart, customer as CheckoutCustomer, context.now),
      );
      const confirmed = await confirmVatId(updated, context);
      return {
        ...(await customerState(db, confirmed, context.seller)),
        cart: await cartAnswer(db, confirmed, context),
        notAdded: [],
      };
    }
    const { token, hash } = newGuestToken();
    const { row, ...result } = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(carts)
        .values({
          domain: request.domain.config.id,
          guestTokenHash: hash,
          guestExpiresAt: guestExpiryAfter(context.now),
          language: context.language,
          createdAt: context.now,
          updatedAt: context.now,
        })
        .returning();
      const cart = await setCheckoutCustomer(
        tx,
        created!,
        customer as CheckoutCustomer,
        context.now,
      );
      const merged = await mergeGuestCart(
        tx,
        cart,
        { positions, voucherCodes },
        { ...context, domain: request.domain.config.id },
      );
      // A code the cart page took may have expired or been used up since: the guest hears why.
      if (merged.rejected) throw voucherNotValid(merged.rejected);
      return {
        row: cart,
        ...(await customerState(tx, cart, context.seller)),
        cart: await cartAnswer(tx, cart, context),
        notAdded: merged.notAdded,
      };
    });
    await confirmVatId(row, context);
    reply.header('x-order', result.cart.id).header('x-auth', token);
    return result;
  });

  route(app, 'getGuestCheckout', async (request) => {
    const context = contextOf(request, request.query.language);
    const cart = await guestCheckout(request);
    return {
      ...(await customerState(db, cart, context.seller)),
      cart: await cartAnswer(db, cart, context),
      notAdded: [],
    };
  });

  route(app, 'getGuestSummary', async (request) => {
    const context = contextOf(request, request.query.language);
    return checkoutSummary(db, await confirmVatId(await guestCheckout(request), context), context);
  });

  route(app, 'getGuestPayment', async (request) => {
    const context = contextOf(request, request.query.language);
    return checkoutPayment(db, await guestCheckout(request), context);
  });

  route(app, 'putGuestPayment', async (request) => {
    const context = contextOf(request, request.query.language);
    return changeGuestCheckout(request, (tx, cart) =>
      choosePayment(tx, cart, request.body.paymentMethod, context),
    );
  });

  route(app, 'putGuestOrder', async (request) => {
    const context = contextOf(request, request.query.language);
    const credentials = guestCredentialsOf(request);
    if (!isCheckoutId(credentials.cartId)) throw checkoutNotFound();
    const domain = request.domain.config.id;
    const [checkout] = await db.select().from(carts).where(eq(carts.id, credentials.cartId));
    let attempt: { release(): Promise<void> } | undefined;
    if (opensGuestCheckout(checkout, credentials, domain, context.now)) {
      const dates = await db
        .select({ scheduleId: cartPositions.scheduleId })
        .from(cartPositions)
        .where(eq(cartPositions.cartId, checkout.id));
      attempt = await limits.check({
        ip: request.ip,
        email: checkout.billingEmail,
        scheduleIds: dates.flatMap(({ scheduleId }) => (scheduleId === null ? [] : [scheduleId])),
        challenge: request.body.challenge,
      });
      await confirmVatId(checkout, context);
    }
    const placed = await db
      .transaction(async (tx) => {
        const cart = await lockCartById(tx, credentials.cartId);
        // Placed before (a second tab, a lost answer): the order it became is looked up below.
        if (!cart) return undefined;
        if (!opensGuestCheckout(cart, credentials, domain, context.now)) throw checkoutNotFound();
        return placeOrder(tx, cart, {
          ...context,
          domain,
          guestHoldMinutes: request.domain.config.guestHoldMinutes,
          siteName: request.domain.config.name,
          origin: publicOriginOf(request),
          outbox: app.outbox,
          providerName: app.payments.provider?.name ?? null,
          invoiceDocuments: app.invoiceDocuments,
          input: request.body,
        });
      })
      .catch(async (error: unknown) => {
        // A refused order is no attempt that counts against the guest.
        await attempt?.release();
        throw error;
      });
    if (placed) return orderView(db, placed.order, context.seller, placed);
    const before = await findOrderOfCart(db, credentials.cartId);
    if (!before) throw checkoutNotFound();
    return orderView(db, await guestOrder(request, before.id), context.seller);
  });

  route(app, 'getGuestOrderChallenge', async () => limits.challenge(), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });

  route(
    app,
    'postGuestOrderConfirmation',
    async (request) => {
      const context = contextOf(request, request.query.language);
      const order = await confirmGuestOrder(db, request.params.id, request.body.token, {
        ...context,
        domain: request.domain.config.id,
        siteName: request.domain.config.name,
        origin: publicOriginOf(request),
        outbox: app.outbox,
        providerName: app.payments.provider?.name ?? null,
        invoiceDocuments: app.invoiceDocuments,
      });
      await startOrderPayment(app, request, order, '/guest-order');
      return orderView(db, order, context.seller);
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(app, 'getGuestOrder', async (request) =>
    orderView(db, await guestOrder(request, request.params.id), request.domain.config.seller),
  );

  route(app, 'getGuestPaymentInfo', async (request) =>
    loadPaymentInfo(db, await guestOrder(request, request.params.id), request.domain.config.seller),
  );

  registerPaymentRoutes(app, { db, customerOrder, guestOrder });

  // --- Proofs ----------------------------------------------------------------------------

  /** Keeps the uploaded proof of a position of the checkout `lockCheckout` locks. */
  const storeProof = async (
    { positionId, file }: { positionId: string; file: ReceivedFile },
    lockCheckout: (tx: AppTransaction) => Promise<CartRow>,
    ownerOf: (cart: CartRow) => UploadOwner,
  ) => {
    let stored: string | undefined;
    return db
      .transaction(async (tx) => {
        const cart = await lockCheckout(tx);
        const [position] = await tx
          .select({ id: cartPositions.id })
          .from(cartPositions)
          .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, cart.id)));
        if (!position) throw notFound('The cart position');
        const upload = await app.uploads.store(file, ownerOf(cart), tx);
        stored = upload.id;
        if (!(await attachProof(tx, cart, positionId, upload.id)))
          throw notFound('The cart position');
        return {
          positionId,
          id: upload.id,
          originalName: upload.originalName,
          mediaType: upload.mediaType,
          size: upload.size,
        };
      })
      .catch(async (error: unknown) => {
        // The row went with the transaction: its file must not stay behind.
        if (stored) await app.uploads.discard(stored);
        throw error;
      });
  };

  route(app, 'postOrderFileUpload', async (request) => {
    const { customerId } = await auth.requireCustomer(request);
    const context = contextOf(request);
    return storeProof(
      request.body,
      (tx) =>
        lockCustomerCart(tx, request.domain.config.id, customerId, context.language, context.now),
      () => ({ customerId }),
    );
  });

  route(
    app,
    'postGuestFileUpload',
    async (request) =>
      storeProof(
        request.body,
        (tx) => guestCheckout(request, tx),
        (cart) => ({ guestTokenHash: cart.guestTokenHash! }),
      ),
    // Nothing is read from a caller the headers do not let in.
    { authorize: (request) => guestCheckout(request) },
  );

  // --- Proofs' bytes out, so registered beside `route()` -----------------------------------

  /** The proof `docId` of position `id` (a cart or order position of the owner), or 404. */
  const sendProof = async (
    reply: FastifyReply,
    params: { id: string; docId: string },
    owner: UploadOwner,
    positionOwned: (id: string, docId: string) => Promise<boolean>,
  ) => {
    if (!isId(params.id) || !isId(params.docId)) throw notFound('The document');
    if (!(await positionOwned(params.id, params.docId))) throw notFound('The document');
    const found = await app.uploads.open(params.docId, owner);
    if (!found) throw notFound('The document');
    return reply
      .type(found.upload.mediaType)
      .header(
        'content-disposition',
        `attachment; filename="${encodeURIComponent(downloadName(found.upload))}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(found.content);
  };

  const cartPositionHas = async (cartId: string, id: string, docId: string) =>
    (
      await db
        .select({ id: cartPositions.id })
        .from(cartPositions)
        .where(
          and(
            eq(cartPositions.id, id),
            eq(cartPositions.cartId, cartId),
            eq(cartPositions.proofUploadId, docId),
          ),
        )
    ).length > 0;
  const orderPositionOf = async (id: string, docId: string): Promise<OrderRow | undefined> => {
    const [row] = await db
      .select({ order: orders })
      .from(orderPositions)
      .innerJoin(orders, eq(orders.id, orderPositions.orderId))
      .where(and(eq(orderPositions.id, id), eq(orderPositions.proofUploadId, docId)));
    return row?.order;
  };

  const customerOnly = async (request: FastifyRequest) => {
    await auth.requireCustomer(request);
  };

  app.get<{ Params: { id: string; docId: string } }>(
    '/api/order/position/:id/document/:docId',
    { onRequest: customerOnly, schema: { operationId: 'getOrderPositionDocument' } },
    async (request, reply) => {
      const { customerId } = await auth.requireCustomer(request);
      const domain = request.domain.config.id;
      return sendProof(reply, request.params, { customerId }, async (id, docId) => {
        const cart = await findCustomerCart(db, domain, customerId);
        if (cart && (await cartPositionHas(cart.id, id, docId))) return true;
        const order = await orderPositionOf(id, docId);
        return order?.customerId === customerId && order.domain === domain;
      });
    },
  );

  app.get<{ Params: { id: string; docId: string } }>(
    '/api/guest-order/position/:id/document/:docId',
    { schema: { operationId: 'getGuestPositionDocument' } },
    async (request, reply) => {
      const credentials = guestCredentialsOf(request);
      const hash = hashGuestToken(credentials.token);
      return sendProof(reply, request.params, { guestTokenHash: hash }, async (id, docId) => {
        if (isCheckoutId(credentials.cartId)) {
          const [cart] = await db.select().from(carts).where(eq(carts.id, credentials.cartId));
          if (
            opensGuestCheckout(cart, credentials, request.domain.config.id, app.clock.now()) &&
            (await cartPositionHas(cart.id, id, docId))
          ) {
            return true;
          }
        }
        const order = await orderPositionOf(id, docId);
        if (!order) return false;
        await guestOrder(request, order.id);
        return true;
      });
    },
  );
}
