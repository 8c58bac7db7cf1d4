import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartPositionInput, CartRefusal, NotAdded } from '@kursmarkt/schemas';
import { cartAnswer, changeCart, readCart } from '../booking/cart-calls.ts';
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
  loadCartContents,
  type CartRow,
} from '../booking/cart-data.ts';
import { cartView } from '../booking/cart-view.ts';
import { findCustomerPackage, listCustomerPackages } from '../booking/customer-packages.ts';
import { checkoutCustomerOf, customerStatusOf, paymentMethodsFor } from '../booking/checkout.ts';
import type { CheckoutIdentity } from '../booking/checkout-identity.ts';
import { mergeGuestCart } from '../booking/merge.ts';
import type { Db, Transaction } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import { germanToday } from '../german-today.ts';
import { languageOf } from '../plugins/domain.ts';
import { priceGuestCart } from '../booking/guest-cart.ts';
import { route, routeEach } from './contract.ts';

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
export function registerCartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const contextOf = (request: FastifyRequest, language?: string) => ({
    today: germanToday(app.clock.now()),
    language: languageOf(request, language),
    domain: request.domain.config.id,
  });

  /** Runs `work` on the caller's locked cart in one transaction (booking/cart-calls.ts). */
  const change = <T>(
    request: FastifyRequest,
    identity: CheckoutIdentity,
    language: string | undefined,
    work: (
      tx: Transaction,
      cart: CartRow,
      context: ChangeContext & { domain: string },
    ) => Promise<T>,
  ) => {
    const context = contextOf(request, language);
    return changeCart(db, identity, context, app.clock.now(), (tx, cart) =>
      work(tx, cart, context),
    );
  };

  /** The caller's cart on this domain, made when there is none. */
  const customerCart = async (
    request: FastifyRequest,
    identity: CheckoutIdentity,
    language: string | undefined,
  ) => {
    const context = contextOf(request, language);
    return { cart: await readCart(db, identity, context, app.clock.now()), context };
  };

  // Declared before GET /api/cart, which would otherwise answer HEAD itself.
  route(app, 'headCart', async (_request, reply, { customerId, domain }) => {
    const count = await countCustomerCartPositions(db, domain, customerId);
    reply.header('content-length', String(count));
    return null;
  });

  route(app, 'getCart', async (request, _reply, identity) => {
    const { cart, context } = await customerCart(request, identity, request.query.language);
    return cartAnswer(db, cart, context);
  });

  route(app, 'putCart', async (request, _reply, identity) => {
    const { cart } = await change(
      request,
      identity,
      request.query.language,
      async (tx, locked, context) => {
        const refusal = await addPosition(tx, locked, request.body, context);
        if (refusal) throw refusalError(refusal, request.body);
      },
    );
    return cart;
  });

  route(app, 'postCart', async (request, _reply, identity) => {
    const { result, cart } = await change(
      request,
      identity,
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

  routeEach(
    app,
    ['deleteCartPosition', 'deleteGuestCartPosition'],
    async (request, _reply, identity) => {
      const { cart } = await change(
        request,
        identity,
        request.query.language,
        async (tx, locked, context) => {
          if (!(await removePosition(tx, locked, request.params.id, context))) {
            throw notFound('The cart position');
          }
        },
      );
      return cart;
    },
  );

  route(app, 'deleteCartPositionPackage', async (request, _reply, identity) => {
    const { cart } = await change(request, identity, request.query.language, async (tx, locked) => {
      if (!(await payWithMoney(tx, locked, request.params.id))) {
        throw notFound('The cart position');
      }
    });
    return cart;
  });

  route(app, 'getCartVoucher', async (request, _reply, identity) => {
    const { result, cart } = await change(
      request,
      identity,
      request.query.language,
      (tx, locked, context) => enterVoucher(tx, locked, request.params.code, context),
    );
    return result ? { ...cart, rejectedVoucher: result } : cart;
  });

  route(app, 'deleteCartVoucher', async (request, _reply, identity) => {
    const { cart } = await change(
      request,
      identity,
      request.query.language,
      (tx, locked, context) => removeVoucher(tx, locked, request.params.code, context.domain),
    );
    return cart;
  });

  route(app, 'getCartCustomer', async (request, _reply, identity) => {
    const { cart } = await customerCart(request, identity, undefined);
    return checkoutCustomerOf(db, cart);
  });

  route(app, 'getCartPaymentMethods', async (request, _reply, identity) => {
    const { cart, context } = await customerCart(request, identity, request.query.language);
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

  route(app, 'patchOrderCartPosition', async (request, _reply, identity) => {
    const { cart } = await change(request, identity, request.query.language, async (tx, locked) => {
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

  route(app, 'putValidateCart', async (request, _reply, identity) => {
    const { result, row, cart } = await change(
      request,
      identity,
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

  route(app, 'getCustomerPackages', async (request, _reply, { customerId }) =>
    listCustomerPackages(
      db,
      { customerId, domain: request.domain.config.id },
      request.query,
      germanToday(app.clock.now()),
    ),
  );

  route(app, 'getCustomerPackage', async (request, _reply, { customerId }) => {
    const owner = { customerId, domain: request.domain.config.id };
    const found = await findCustomerPackage(db, owner, request.params.id, {
      language: languageOf(request, request.query.language),
      today: germanToday(app.clock.now()),
    });
    if (!found) throw notFound('The package');
    return found;
  });
}
