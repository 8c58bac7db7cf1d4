/**
 * The checkout's calls for a customer and a guest alike (docs/architecture.md, the checkout
 * identity): each takes who calls (booking/checkout-identity.ts) and answers plain data; what a
 * guest's checkout does otherwise (its cart in the answer, the limits and the hold of ADR 0039,
 * its own token as the owner of its proofs) is decided here, once.
 */
import { and, eq } from 'drizzle-orm';
import type {
  Cart,
  CheckoutCustomer,
  LocalCartPositionInput,
  NotAdded,
  Order,
} from '@kursmarkt/schemas';
import {
  findCustomerCart,
  loadCartContents,
  lockCartById,
  lockCustomerCheckout,
  type CartRow,
} from '../booking/cart-data.ts';
import { cartView } from '../booking/cart-view.ts';
import {
  changeCheckout,
  ownsOrder,
  readCheckout,
  type CheckoutIdentity,
  type CustomerIdentity,
  type GuestIdentity,
} from '../booking/checkout-identity.ts';
import {
  checkoutNotFound,
  guestExpiryAfter,
  hashGuestToken,
  newGuestToken,
  opensGuestCheckout,
} from '../booking/guest-access.ts';
import { mergeGuestCart } from '../booking/merge.ts';
import { voucherNotValid } from '../booking/vouchers.ts';
import type { Db, Transaction } from '../db/client.ts';
import { cartPositions, carts, orderPositions, orders, type OrderRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { Payments } from '../payments/payments.ts';
import { checkoutWithFullDates, refuseFullDates } from '../seats/seats.ts';
import type { Uploads } from '../uploads/plugin.ts';
import type { ReceivedFile, UploadOwner } from '../uploads/uploads.ts';
import { confirmCheckoutVatId } from '../vat-ids/checks.ts';
import type { VatIdConfirmation } from '../vat-ids/confirmation.ts';
import {
  attachProof,
  checkoutPayment,
  checkoutSummary,
  choosePayment,
  customerState,
  setCheckoutCustomer,
  type CheckoutContext,
} from './checkout-state.ts';
import type { guestOrderLimits } from './guest-limits.ts';
import { findOrder, findOrderOfCart, orderView } from './order-view.ts';
import { placeOrder, type PlacedOrder, type PlaceOrderContext } from './place.ts';
import { latestPaymentOf } from './provider-payment.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';

/** The return page of the provider's payment of each kind of buyer. */
const areaOf = (identity: CheckoutIdentity) =>
  identity.kind === 'customer' ? '/order' : '/guest-order';

/** The checkout's billing data with the verdict on them. */
type CustomerData = Awaited<ReturnType<typeof customerState>>;
/** A guest's checkout answers its cart beside them (the guest has no cart page of the server). */
type GuestData = CustomerData & { cart: Cart; notAdded: NotAdded[] };
type CheckoutData = CustomerData | GuestData;

/** What placing an order asks of the caller besides the checkout. */
export type PlaceContext = Omit<PlaceOrderContext, 'input'> & {
  /** The client's address, counted against a guest's limits. */
  ip: string;
  input: PlaceOrderContext['input'] & {
    cartId?: string | undefined;
    challenge?: string | undefined;
  };
};

export function checkoutCalls(deps: {
  db: Db;
  vatIds: VatIdConfirmation;
  uploads: Uploads;
  payments: Pick<Payments, 'startPayment'>;
  limits: ReturnType<typeof guestOrderLimits>;
}) {
  const { db } = deps;

  /** Asks VIES about the checkout's VAT id where reverse charge depends on it (vat-ids/). */
  const confirmVatId = (cart: CartRow, context: CheckoutContext) =>
    confirmCheckoutVatId(db, cart, context.seller, deps.vatIds, context.now);

  const cartAnswer = async (tx: Db | Transaction, cart: CartRow, c: CheckoutContext) =>
    cartView(await loadCartContents(tx, cart, c.language), { today: c.today });

  /** The billing data and verdict; a guest's checkout answers its cart beside them. */
  async function dataOf(
    identity: CheckoutIdentity,
    cart: CartRow,
    context: CheckoutContext,
  ): Promise<CustomerData | GuestData> {
    const state = await customerState(db, cart, context.seller);
    if (identity.kind === 'customer') return state;
    return { ...state, cart: await cartAnswer(db, cart, context), notAdded: [] };
  }

  /** The checkout's billing data and the verdict on them. */
  function data(identity: CustomerIdentity, context: CheckoutContext): Promise<CustomerData>;
  function data(identity: GuestIdentity, context: CheckoutContext): Promise<GuestData>;
  function data(identity: CheckoutIdentity, context: CheckoutContext): Promise<CheckoutData>;
  async function data(identity: CheckoutIdentity, context: CheckoutContext) {
    return dataOf(
      identity,
      await readCheckout(db, identity, context.language, context.now),
      context,
    );
  }

  /** Sets the checkout's billing data, then confirms its VAT id where it matters. */
  function setData(
    identity: CustomerIdentity,
    customer: CheckoutCustomer,
    context: CheckoutContext,
  ): Promise<CustomerData>;
  function setData(
    identity: GuestIdentity,
    customer: CheckoutCustomer,
    context: CheckoutContext,
  ): Promise<GuestData>;
  async function setData(
    identity: CheckoutIdentity,
    customer: CheckoutCustomer,
    context: CheckoutContext,
  ) {
    const cart = await changeCheckout(db, identity, context.language, context.now, (tx, locked) =>
      setCheckoutCustomer(tx, locked, customer, context.now),
    );
    return dataOf(identity, await confirmVatId(cart, context), context);
  }

  /**
   * Opens a guest's checkout with the billing data, the cart of the browser and its vouchers;
   * answers it with the token the guest's next calls carry in `X-Auth`. 409 VOUCHER_NOT_VALID
   * for a code that does not apply (and nothing is opened).
   */
  async function openGuestCheckout(
    input: {
      customer: CheckoutCustomer;
      positions: LocalCartPositionInput[];
      voucherCodes: string[];
    },
    context: CheckoutContext & { domain: string },
  ) {
    const { token, hash } = newGuestToken();
    const { row, ...answer } = await withUnitOfWork(db, async (tx) => {
      const [created] = await tx
        .insert(carts)
        .values({
          domain: context.domain,
          guestTokenHash: hash,
          guestExpiresAt: guestExpiryAfter(context.now),
          language: context.language,
          createdAt: context.now,
          updatedAt: context.now,
        })
        .returning();
      const cart = await setCheckoutCustomer(tx, created!, input.customer, context.now);
      const merged = await mergeGuestCart(
        tx,
        cart,
        { positions: input.positions, voucherCodes: input.voucherCodes },
        context,
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
    return { token, answer };
  }

  const payment = async (identity: CheckoutIdentity, context: CheckoutContext) =>
    checkoutPayment(db, await readCheckout(db, identity, context.language, context.now), context);

  const choose = (
    identity: CheckoutIdentity,
    method: Parameters<typeof choosePayment>[2],
    context: CheckoutContext,
  ) =>
    changeCheckout(db, identity, context.language, context.now, (tx, cart) =>
      choosePayment(tx, cart, method, context),
    );

  const summary = async (identity: CheckoutIdentity, context: CheckoutContext) =>
    checkoutSummary(
      db,
      await confirmVatId(await readCheckout(db, identity, context.language, context.now), context),
      context,
    );

  /** The identity's order `id`; 404 for anyone else's. */
  async function orderOf(identity: CheckoutIdentity, id: string, now: Date): Promise<OrderRow> {
    if (identity.kind === 'guest' && identity.order?.id === id) return identity.order;
    const order = await findOrder(db, id);
    if (!order || !ownsOrder(identity, order, now)) throw notFound('The order');
    return order;
  }

  /**
   * Starts the payment of an order at the provider, when it is paid through one (the payment
   * `written` by the order's transaction, or its latest), and answers it as started.
   */
  async function startPayment(
    order: OrderRow,
    context: { origin: string; area: '/order' | '/guest-order' },
    written?: { payment: PlacedOrder['payment'] },
  ) {
    const row = written ? written.payment : await latestPaymentOf(db, order.id);
    return (
      row &&
      deps.payments.startPayment(row, {
        orderNumber: order.orderNumber,
        email: order.billingEmail,
        language: order.language,
        origin: context.origin,
        area: context.area,
      })
    );
  }

  /**
   * Places the order of the identity's checkout in one transaction (orders/place.ts) and answers
   * it with what its transaction wrote (`placed`) or, for a repeat whose checkout already became
   * an order, that order. A customer's full dates are refused before the transaction and the
   * provider's payment started after it; a guest's attempt is counted against the limits first
   * (ADR 0039: no payment before the hold is confirmed).
   */
  async function place(identity: CheckoutIdentity, context: PlaceContext): Promise<Order> {
    const { ip, input, ...placeContext } = context;
    const orderContext = { ...placeContext, input };
    if (identity.kind === 'guest') return placeGuestOrder(identity, orderContext, ip);
    const { customerId, domain } = identity;
    const { cartId } = input;
    const checkout = await checkoutWithFullDates(db, domain, customerId);
    if (checkout) {
      if (cartId === undefined || cartId === checkout.cart.id)
        refuseFullDates(checkout.fullPositions);
      await confirmVatId(checkout.cart, context);
    }
    const placed = await withUnitOfWork(db, async (tx) => {
      const cart = await lockCustomerCheckout(tx, domain, customerId);
      if (cartId !== undefined && cart?.id !== cartId) {
        // Another tab placed the order of this checkout: the same order is the answer.
        const before = await findOrderOfCart(tx, cartId);
        if (before && ownsOrder(identity, before, context.now)) return before;
        throw checkoutNotFound();
      }
      if (!cart) throw new AppError('CART_EMPTY', 'The cart is empty.');
      return placeOrder(tx, cart, orderContext);
    });
    const area = areaOf(identity);
    if ('id' in placed) {
      // The order placed before, as read under the checkout's lock.
      await startPayment(placed, { origin: context.origin, area });
      return orderView(db, placed, context.seller);
    }
    // The answer is made from what the order's transaction wrote.
    const payment = await startPayment(placed.order, { origin: context.origin, area }, placed);
    return orderView(db, placed.order, context.seller, { ...placed, payment });
  }

  async function placeGuestOrder(
    identity: GuestIdentity,
    context: Omit<PlaceContext, 'ip'>,
    ip: string,
  ) {
    const { credentials } = identity;
    let attempt: { release(): Promise<void> } | undefined;
    if (identity.checkout) {
      const dates = await db
        .select({ scheduleId: cartPositions.scheduleId })
        .from(cartPositions)
        .where(eq(cartPositions.cartId, identity.checkout.id));
      attempt = await deps.limits.check({
        ip,
        email: identity.checkout.billingEmail,
        scheduleIds: dates.flatMap(({ scheduleId }) => (scheduleId === null ? [] : [scheduleId])),
        challenge: context.input.challenge,
      });
      await confirmVatId(identity.checkout, context);
    }
    const placed = await withUnitOfWork(db, async (tx) => {
      const cart = await lockCartById(tx, credentials.cartId);
      // Placed before (a second tab, a lost answer): the order it became is looked up below.
      if (!cart) return undefined;
      if (!opensGuestCheckout(cart, credentials, identity.domain, context.now)) {
        throw checkoutNotFound();
      }
      return placeOrder(tx, cart, context);
    }).catch(async (error: unknown) => {
      // A refused order is no attempt that counts against the guest.
      await attempt?.release();
      throw error;
    });
    if (placed) return orderView(db, placed.order, context.seller, placed);
    const before = await findOrderOfCart(db, credentials.cartId);
    if (!before) throw checkoutNotFound();
    return orderView(db, await orderOf(identity, before.id, context.now), context.seller);
  }

  /** Who owns the uploads of the identity's checkout: the customer, or the guest's token. */
  const ownerOf = (identity: CheckoutIdentity, cart?: CartRow): UploadOwner =>
    identity.kind === 'customer'
      ? { customerId: identity.customerId }
      : { guestTokenHash: cart?.guestTokenHash ?? hashGuestToken(identity.credentials.token) };

  /** Keeps the uploaded proof of a course position of the identity's checkout. */
  async function storeProof(
    identity: CheckoutIdentity,
    { positionId, file }: { positionId: string; file: ReceivedFile },
    context: CheckoutContext,
  ) {
    let stored: string | undefined;
    return changeCheckout(db, identity, context.language, context.now, async (tx, cart) => {
      const [position] = await tx
        .select({ id: cartPositions.id })
        .from(cartPositions)
        .where(and(eq(cartPositions.id, positionId), eq(cartPositions.cartId, cart.id)));
      if (!position) throw notFound('The cart position');
      const upload = await deps.uploads.store(file, ownerOf(identity, cart), tx);
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
    }).catch(async (error: unknown) => {
      // The row went with the transaction: its file must not stay behind.
      if (stored) await deps.uploads.discard(stored);
      throw error;
    });
  }

  /**
   * The proof `docId` of position `id`, a position of the identity's open checkout or of one of
   * its orders, with its bytes; 404 for anything else.
   */
  async function proof(identity: CheckoutIdentity, id: string, docId: string, now: Date) {
    const inCheckout = async () => {
      const cart =
        identity.kind === 'guest'
          ? identity.checkout
          : await findCustomerCart(db, identity.domain, identity.customerId);
      if (!cart) return false;
      const rows = await db
        .select({ id: cartPositions.id })
        .from(cartPositions)
        .where(
          and(
            eq(cartPositions.id, id),
            eq(cartPositions.cartId, cart.id),
            eq(cartPositions.proofUploadId, docId),
          ),
        );
      return rows.length > 0;
    };
    const inOrder = async () => {
      const [row] = await db
        .select({ order: orders })
        .from(orderPositions)
        .innerJoin(orders, eq(orders.id, orderPositions.orderId))
        .where(and(eq(orderPositions.id, id), eq(orderPositions.proofUploadId, docId)));
      return row !== undefined && ownsOrder(identity, row.order, now);
    };
    if (!(await inCheckout()) && !(await inOrder())) throw notFound('The document');
    const found = await deps.uploads.open(docId, ownerOf(identity));
    if (!found) throw notFound('The document');
    return found;
  }

  return {
    confirmVatId,
    data,
    setData,
    openGuestCheckout,
    payment,
    choose,
    summary,
    orderOf,
    startPayment,
    place,
    storeProof,
    proof,
  };
}

export type CheckoutCalls = ReturnType<typeof checkoutCalls>;
