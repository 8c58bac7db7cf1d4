import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartPositionInput, CartRefusal, NotAdded, RejectedVoucher } from '@kursmarkt/schemas';
import { customerAuthOf } from '../auth/index.ts';
import {
  addPosition,
  chooseScope,
  enterVoucher,
  payWithMoney,
  removePosition,
  removeVoucher,
  type ChangeContext,
} from '../booking/cart-changes.ts';
import {
  countCustomerCartPositions,
  findCustomerCart,
  loadCartContents,
  loadOwnedPackages,
  lockCartById,
  lockCustomerCart,
  touchCart,
  type CartRow,
} from '../booking/cart-data.ts';
import { cartView } from '../booking/cart-view.ts';
import { checkoutCustomerOf, customerStatusOf, paymentMethodsFor } from '../booking/checkout.ts';
import {
  checkoutNotFound,
  guestCredentialsOf,
  guestExpiryAfter,
  isCheckoutId,
  opensGuestCheckout,
} from '../booking/guest-access.ts';
import { mergeGuestCart } from '../booking/merge.ts';
import type { AppDatabase, AppTransaction } from '../db/client.ts';
import { carts } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { languageOf } from '../plugins/domain.ts';
import { priceGuestCart } from '../booking/guest-cart.ts';
import { route } from './contract.ts';

/** The answer to a PUT /api/cart that cannot add its position. */
function refusalError(refusal: CartRefusal, input: CartPositionInput): AppError {
  const field = (path: string, message: string) =>
    new AppError('VALIDATION_FAILED', 'The body is not valid.', [
      { path, code: 'NOT_ALLOWED', message },
    ]);
  switch (refusal) {
    case 'NOT_FOUND':
      return notFound(input.packageId === undefined ? 'The course date' : 'The package');
    case 'SCHEDULE_NOT_OF_COURSE':
      return field('body.scheduleId', 'is not a date of this course');
    case 'PRICE_LEVEL_NOT_OF_SCHEDULE':
      return field('body.priceLevelId', 'is not a price level of this date');
    case 'PRICE_LEVEL_EXPIRED':
      // A conflict with the day, as an ended date is, naming the field to choose again.
      return new AppError(refusal, 'The booking deadline of the price level has passed.', [
        {
          path: 'body.priceLevelId',
          code: 'NOT_ALLOWED',
          message: 'can no longer be booked: its booking deadline has passed',
        },
      ]);
    case 'SCOPE_NOT_OF_COURSE':
      return field(
        input.scopeId != null ? 'body.scopeId' : 'body.categoryId',
        'does not belong to this course',
      );
    case 'SCHEDULE_ENDED':
      return new AppError(refusal, 'The date is over.');
    case 'SCHEDULE_FULL':
      return new AppError(refusal, 'Every seat of the date is taken.');
    case 'SCHEDULE_CANCELLED':
      return new AppError(refusal, 'The organizer cancelled the date.');
    case 'NO_FITTING_PACKAGE':
      return new AppError(refusal, 'No package with enough credits left fits this course.');
    case 'CART_LIMIT_REACHED':
      return new AppError(refusal, 'The cart holds as many positions as it may.');
  }
}

const notAddedOf = (input: CartPositionInput, code: CartRefusal): NotAdded => ({
  scheduleId: input.scheduleId ?? null,
  packageId: input.packageId ?? null,
  code,
});

/**
 * The cart calls (docs/api.md; docs/booking.md, calls): the signed-in customer's cart on the
 * request's domain, its vouchers and credit packages, the merge of a guest's cart at sign-in,
 * and the removal of a position from a guest's checkout. Every change is one transaction with
 * the cart row locked; the answer is the cart as that transaction leaves it.
 */
export function registerCartRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  const auth = customerAuthOf(app, 'the cart');

  const contextOf = (request: FastifyRequest, language?: string) => ({
    today: germanToday(app.clock.now()),
    language: languageOf(request, language),
    domain: request.domain.config.id,
  });

  const answer = async (
    tx: AppDatabase | AppTransaction,
    cart: CartRow,
    context: ChangeContext,
    rejected: RejectedVoucher | null = null,
  ) =>
    cartView(await loadCartContents(tx, cart, context.language), {
      today: context.today,
      rejected,
    });

  /** Runs `work` on the customer's cart in one transaction and answers with the cart after it. */
  async function change<T>(
    request: FastifyRequest,
    language: string | undefined,
    work: (
      tx: AppTransaction,
      cart: CartRow,
      context: ChangeContext & { domain: string },
    ) => Promise<T>,
  ) {
    const { customerId } = await auth.requireCustomer(request);
    const context = contextOf(request, language);
    return db.transaction(async (tx) => {
      const now = app.clock.now();
      const cart = await lockCustomerCart(tx, context.domain, customerId, context.language, now);
      const result = await work(tx, cart, context);
      await touchCart(tx, cart.id, now, context.language);
      return { result, row: cart, cart: await answer(tx, cart, context) };
    });
  }

  /** The customer's cart on this domain, made when there is none. */
  async function customerCart(request: FastifyRequest, language: string | undefined) {
    const { customerId } = await auth.requireCustomer(request);
    const context = contextOf(request, language);
    const found = await findCustomerCart(db, context.domain, customerId);
    if (found) return { cart: found, context };
    const cart = await db.transaction((tx) =>
      lockCustomerCart(tx, context.domain, customerId, context.language, app.clock.now()),
    );
    return { cart, context };
  }

  // Declared before GET /api/cart, which would otherwise answer HEAD itself.
  route(app, 'headCart', async (request, reply) => {
    const { customerId } = await auth.requireCustomer(request);
    const count = await countCustomerCartPositions(db, request.domain.config.id, customerId);
    reply.header('content-length', String(count));
    return null;
  });

  route(app, 'getCart', async (request) => {
    const { cart, context } = await customerCart(request, request.query.language);
    return answer(db, cart, context);
  });

  route(app, 'putCart', async (request) => {
    const { cart } = await change(request, request.query.language, async (tx, locked, context) => {
      const refusal = await addPosition(tx, locked, request.body, context);
      if (refusal) throw refusalError(refusal, request.body);
    });
    return cart;
  });

  route(app, 'postCart', async (request) => {
    const { result, cart } = await change(
      request,
      request.query.language,
      async (tx, locked, context) => {
        const notAdded: NotAdded[] = [];
        for (const input of request.body.positions) {
          const refusal = await addPosition(tx, locked, input, context);
          if (refusal) notAdded.push(notAddedOf(input, refusal));
        }
        return notAdded;
      },
    );
    return { ...cart, notAdded: result };
  });

  route(app, 'deleteCartPosition', async (request) => {
    const { cart } = await change(request, request.query.language, async (tx, locked, context) => {
      if (!(await removePosition(tx, locked, request.params.id, context))) {
        throw notFound('The cart position');
      }
    });
    return cart;
  });

  route(app, 'deleteCartPositionPackage', async (request) => {
    const { cart } = await change(request, request.query.language, async (tx, locked) => {
      if (!(await payWithMoney(tx, locked, request.params.id))) {
        throw notFound('The cart position');
      }
    });
    return cart;
  });

  route(app, 'deleteGuestCartPosition', async (request) => {
    const credentials = guestCredentialsOf(request);
    if (!isCheckoutId(credentials.cartId)) throw checkoutNotFound();
    const context = contextOf(request, request.query.language);
    const now = app.clock.now();
    return db.transaction(async (tx) => {
      const cart = await lockCartById(tx, credentials.cartId);
      if (!opensGuestCheckout(cart, credentials, context.domain, now)) throw checkoutNotFound();
      if (!(await removePosition(tx, cart, request.params.id, context))) {
        throw notFound('The cart position');
      }
      await tx
        .update(carts)
        .set({ updatedAt: now, guestExpiresAt: guestExpiryAfter(now) })
        .where(eq(carts.id, cart.id));
      return answer(tx, cart, context);
    });
  });

  route(app, 'getCartVoucher', async (request) => {
    const { result, cart } = await change(request, request.query.language, (tx, locked, context) =>
      enterVoucher(tx, locked, request.params.code, context),
    );
    return result ? { ...cart, rejectedVoucher: result } : cart;
  });

  route(app, 'deleteCartVoucher', async (request) => {
    const { cart } = await change(request, request.query.language, (tx, locked, context) =>
      removeVoucher(tx, locked, request.params.code, context.domain),
    );
    return cart;
  });

  route(app, 'getCartCustomer', async (request) => {
    const { cart } = await customerCart(request, undefined);
    return checkoutCustomerOf(db, cart);
  });

  route(app, 'getCartPaymentMethods', async (request) => {
    const { cart, context } = await customerCart(request, request.query.language);
    const contents = await loadCartContents(db, cart, context.language);
    const view = cartView(contents, { today: context.today });
    return paymentMethodsFor(
      request.domain.config.seller,
      view,
      contents,
      context.today,
      context.language,
      app.payments.methods,
    );
  });

  route(app, 'patchOrderCartPosition', async (request) => {
    const { cart } = await change(request, request.query.language, async (tx, locked) => {
      const outcome = await chooseScope(tx, locked, request.params.id, request.body);
      if (outcome === 'missing') throw notFound('The cart position');
      if (outcome !== 'ok') {
        const path = outcome === 'package' ? 'body.scopeId' : `body.${outcome}`;
        throw new AppError('VALIDATION_FAILED', 'The body is not valid.', [
          {
            path,
            code: 'NOT_ALLOWED',
            message:
              outcome === 'package'
                ? 'a package position has no scope to choose'
                : 'does not belong to this course',
          },
        ]);
      }
    });
    return cart;
  });

  route(app, 'putValidateCart', async (request) => {
    const { result, row, cart } = await change(
      request,
      request.query.language,
      (tx, locked, context) => mergeGuestCart(tx, locked, request.body, context),
    );
    const status = customerStatusOf(
      await checkoutCustomerOf(db, row),
      request.domain.config.seller,
    );
    return {
      cart: result.rejected ? { ...cart, rejectedVoucher: result.rejected } : cart,
      cartEmpty: cart.positions.length === 0,
      merged: request.body.positions.length > 0,
      ...status,
      notAdded: result.notAdded,
    };
  });

  route(app, 'putGuestCart', async (request) =>
    priceGuestCart(db, request.body, {
      ...contextOf(request, request.query.language),
      now: app.clock.now(),
    }),
  );

  route(app, 'getCustomerPackages', async (request) => {
    const { customerId } = await auth.requireCustomer(request);
    const { organizerId, type, scope } = request.query;
    const owned = await loadOwnedPackages(db, customerId);
    return owned
      .filter(
        (entry) =>
          (organizerId === undefined || entry.organizerId === organizerId) &&
          (type === undefined || entry.educationalType === type) &&
          (scope === undefined || scope.some((scopeId) => entry.scopeIds.includes(scopeId))),
      )
      .map((entry) => ({
        id: entry.id,
        packageId: entry.packageId,
        name: entry.name,
        type: entry.educationalType,
        organizerId: entry.organizerId,
        organizer: entry.organizerName,
        scopeIds: entry.scopeIds,
        creditValue: entry.creditValue,
        remainingCredits: entry.remainingCredits,
        purchasedAt: entry.purchasedAt.toISOString(),
      }));
  });
}
