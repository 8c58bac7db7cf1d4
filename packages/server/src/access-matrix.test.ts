// @vitest-environment node
/**
 * Who gets in: every call the contract does not declare `public` (schemas/src/api/routes*.ts),
 * called by its owner and by everyone else: no credentials, another customer, another guest
 * order's token, an expired guest token, and the owner on another domain. A call added to the
 * routes is in the matrix without a test written for it; one whose path names a resource this
 * file does not know fails, and says where to add it.
 *
 * The owner must get in (a read answers 2xx; a change may be refused for what it asks, but not
 * with 401, 403 or 404). Everyone else is refused with 401 or 404, never 403 ("it exists, but
 * not yours"); a call without an id in its path answers the caller's own things, which must carry
 * nothing of the owner's. After everyone else's calls, the owner's cart, checkout, orders and
 * bookmarks, saved searches, courses booked elsewhere, certificates and specialist titles are as they were. Customer data (`/api/customers/:id`) is left out: every id but one's
 * own gets 403 there without a look at the database, so it tells nothing (its own tests check it).
 * The back office's calls (`auth: 'staff'`) have their own matrix in back-office/.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type Route, type RouteName } from '@kursmarkt/schemas';
import {
  addVoucher,
  bodyOf,
  givePackage,
  newCustomer,
  reno,
  type Person,
} from './booking/test-support.ts';
import { certificatesFor } from './certificates/certificates.ts';
import {
  issueCertificate,
  newCertificateId,
  positionsAwaitingCertificates,
} from './certificates/issue.ts';
import { certificateContextOf } from './certificates/test-support.ts';
import * as schema from './db/schema.ts';
import { testDatabaseTargets } from './db/test-databases.ts';
import {
  openLearningCheckTestApp,
  type LearningCheckTestApp,
} from './learning-check/test-support.ts';
import { mailsInOutbox } from './outbox/test-support.ts';
import { recordedStripe } from './payments/test-support.ts';
import { folderStorage } from './storage/folder-storage.ts';
import type { FileStorage } from './storage/storage.ts';

const recht = 'recht.kursmarkt.test';
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A guest's headers: the checkout's or order's id and its token. */
type GuestHeaders = { 'x-order': string; 'x-auth': string };

/**
 * What one owner has: a placed order with its invoice and a card payment, and an open checkout
 * with a proof.
 */
interface Holdings {
  orderId: string;
  paymentId: string;
  orderNumber: string;
  invoiceId: string;
  invoiceNumber: string;
  cartId: string;
  positionId: string;
  /** A course position of the placed order. */
  orderPositionId: string;
  proofId: string;
  /** A bookmark of the customer; the guest has none (it is the customer's for a guest's world). */
  bookmarkId: string;
  /** A course the customer booked elsewhere; the guest has none. */
  manualOrderId: string;
  /** A credit package the customer owns; the guest owns none (a random id in a guest's world). */
  customerPackageId: string;
  /** A saved search of the customer; the guest has none. */
  favoriteId: string;
  /** A booked self-study position of the customer and its open learning-check attempt; the guest has none. */
  selfPositionId: string;
  learningCheckAttemptId: string;
  /**
   * The course and date of the placed order's first position (evaluated by the customer): public
   * numbers, kept as one object, which no answer carries as such.
   */
  courseDate: { courseId: number; scheduleId: number };
  /** The self check-in code of the booked course's day. */
  dayCode: string;
  /** A certificate of the customer's placed order; the guest's world names a random id. */
  certificateId: string;
  /** The certificate's course and date. */
  certificateCourseId: number;
  certificateScheduleId: number;
  /**
   * The scope of the customer's specialist title (a number, so no secret: it is the catalogue's);
   * a guest holds none.
   */
  titleScope: string;
  /** The chamber the customer's title names (the catalogue's, no secret either). */
  chamberId: number;
}

/** The customer's and the guest's things, and the credentials that open them. */
interface World {
  customer: Person;
  customerHoldings: Holdings;
  /** The guest's open checkout, and the headers of the order the guest placed before. */
  guestCheckout: GuestHeaders;
  guestOrder: GuestHeaders;
  guestHoldings: Holdings;
}

type Caller =
  | { kind: 'none' }
  | { kind: 'customer'; person: Person; host?: string }
  | { kind: 'guest'; headers: GuestHeaders; host?: string };

const byName = Object.entries(routes) as [RouteName, Route][];

/** The calls of the matrix: every one not public, but the customer data. */
// The back office's calls have their own matrix (back-office/access-matrix.test.ts).
const guarded = byName.filter(
  ([, route]) =>
    route.auth !== 'public' && route.auth !== 'staff' && !route.path.startsWith('/api/customers/'),
);

const paramsOf = (route: Route) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Whether the path names one of the owner's things (a voucher's code and a year of bookings
 * name nobody's: each caller gets their own).
 */
const namesOwnThing = (route: Route) =>
  paramsOf(route).some((name) => name !== 'code' && name !== 'year' && name !== 'courseId');

/**
 * Whether the call opens a placed order (its id is the order's or its invoice's), which a guest
 * opens with the order's headers; else a checkout or cart, opened with the checkout's.
 */
const opensOrder = (route: Route) =>
  route.path.endsWith('/validate-payment') ||
  (paramsOf(route).includes('id') &&
    !/\/position\/|^\/api\/cart\/|^\/api\/order\/cart\//.test(route.path));

/**
 * Whether the path's id is a payment's: starting a payment again (`PUT /api/order/{id}`) shares
 * its path, and so the name of its parameter, with the order call.
 */
const namesPayment = (route: Route) =>
  route.method === 'PUT' && /^\/api\/(guest-)?order\/:id$/.test(route.path);

/** The value of a path parameter: the owner's thing it names. */
function paramValue(route: Route, name: string, holdings: Holdings): string {
  if (name === 'docId') return holdings.proofId;
  if (name === 'code') return 'MATRIX';
  if (name === 'dayCode') return holdings.dayCode;
  if (name === 'scope') return holdings.titleScope;
  // The year of the owner's booked course dates (the test catalogue's).
  if (name === 'year') return '2027';
  if (name === 'positionId') return holdings.selfPositionId;
  if (name === 'attemptId') return holdings.learningCheckAttemptId;
  if (name === 'courseId') {
    // A course's and a date's ids name nobody's thing; the certificate is the customer's.
    return String(
      /certificat/.test(route.path) ? holdings.certificateCourseId : holdings.courseDate.courseId,
    );
  }
  if (name === 'scheduleId') return String(holdings.courseDate.scheduleId);
  // The evaluations' sums (an operator's): by course, and a speaker's of any id.
  if (name === 'type') return 'COURSE';
  if (name === 'referentId') return '1';
  if (name === 'moduleId') return String(holdings.certificateScheduleId);
  if (name === 'id') {
    if (/^\/api\/(customer-)?certificate\//.test(route.path)) return holdings.certificateId;
    if (route.path.startsWith('/api/bookmarks/')) return holdings.bookmarkId;
    if (route.path.startsWith('/api/order/manuel/')) return holdings.manualOrderId;
    if (route.path.startsWith('/api/customer/packages/')) return holdings.customerPackageId;
    if (/^\/api\/order\/position\/:id(\/calendar|\/ticket)?$/.test(route.path)) {
      return holdings.orderPositionId;
    }
    if (route.path.startsWith('/api/favorites/')) return holdings.favoriteId;
    if (route.path === '/api/order/evaluation/:id') return holdings.orderPositionId;
    if (route.path.startsWith('/api/evaluations/types/'))
      return String(holdings.courseDate.courseId);
    if (namesPayment(route)) return holdings.paymentId;
    if (route.path.startsWith('/api/customer-invoice/')) return holdings.invoiceId;
    return opensOrder(route) ? holdings.orderId : holdings.positionId;
  }
  // A course date: only an operator reaches its days, and nobody of this matrix is one.
  if (name === 'scheduleId') return '1';
  throw new Error(
    `The access matrix does not know what :${name} of ${route.method} ${route.path} names: ` +
      'add it to paramValue in access-matrix.test.ts',
  );
}

/** A body the owner's call takes, by call; `{}` for one not listed (it may then be refused). */
function bodyFor(name: RouteName, route: Route, t: LearningCheckTestApp, holdings: Holdings) {
  const courseDate = {
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.may,
    priceLevelId: t.ids.online.mayStandard,
  };
  const bodies: Partial<Record<RouteName, object>> = {
    putCart: courseDate,
    postCart: { positions: [courseDate] },
    patchOrderCartPosition: { scopeId: t.ids.scopes.arbeit, categoryId: t.ids.categories.arbeit },
    putValidateCart: { positions: [] },
    putBookmarks: { courseIds: [t.ids.family.courseId] },
    patchOrderPosition: {
      participant: { firstName: 'Mara', lastName: 'Matrixowa', email: 'mara@example.com' },
    },
    putFavorite: { id: holdings.favoriteId, name: 'Matrix', search: {} },
    putSpecialistTitles: { titles: [], reminders: false },
    postChamberLetter: { scopeIds: [Number(holdings.titleScope)], chamberId: holdings.chamberId },
    putOrderCustomer: billing('Maria', 'maria@example.com'),
    putOrderPayment: { paymentMethod: 'INVOICE' },
    putGuestPayment: { paymentMethod: 'INVOICE' },
    putOrder: { acceptTerms: true },
    putGuestOrder: { acceptTerms: true },
    putOrderValidatePayment: { orderId: holdings.orderId, paymentId: holdings.paymentId },
    putGuestValidatePayment: { orderId: holdings.orderId, paymentId: holdings.paymentId },
    putManualOrder: manualOrderFields(t),
    submitLearningCheckAttempt: { answers: [] },
    // The owner's date has not ended: refused with 409, after the lookup that refuses strangers.
    putScheduleEvaluation: { answers: { content: { grade: 2 } } },
    // An operator's change of the owner's order: nobody of this matrix may make it.
    postOrderStatus: { id: holdings.orderId, status: 'PAID', type: 'ORDER' },
    // An operator's door scan: nobody of this matrix may make it.
    postAttendanceScan: { ticketCode: 'A'.repeat(22), direction: 'IN' },
    postAttendanceCheck: { direction: 'IN' },
    postCertificateRevocation: { reason: 'Matrix' },
    postCertificateReissue: { reason: 'Matrix' },
  };
  if (bodies[name]) return bodies[name];
  // A call that takes a file (the proof uploads) has no body in the contract.
  if (route.path.endsWith('/file-upload')) return proofForm(holdings.positionId);
  if (name === 'postManualOrder') return manualOrderForm(t);
  return ['GET', 'HEAD', 'DELETE'].includes(route.method) ? undefined : {};
}

const billing = (name: string, email: string) => ({
  customerKind: 'CONSUMER',
  name,
  lastname: 'Matrixowa',
  street: 'Ring 7',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email,
});

function proofForm(positionId: string) {
  const form = new FormData();
  form.append('positionId', positionId);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Zulassung.pdf');
  return form;
}

/** A course booked elsewhere, as its form sends it. */
const manualOrderFields = (t: LearningCheckTestApp) => ({
  organizer: 'Anwaltsakademie Nord',
  title: 'Kündigungsschutz aktuell',
  startDate: '2027-02-04',
  endDate: '2027-02-04',
  hours: '7,5',
  format: 'PRESENT',
  scopeId: String(t.ids.scopes.arbeit),
});

function manualOrderForm(t: LearningCheckTestApp) {
  const form = new FormData();
  for (const [key, value] of Object.entries(manualOrderFields(t))) form.append(key, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Zertifikat.pdf');
  return form;
}

/** Who owns a call: the customer, the guest, or both; nobody of this matrix for other kinds. */
const ownersOf = (route: Route): ('customer' | 'guest')[] =>
  route.auth === 'customer'
    ? ['customer']
    : route.auth === 'guest'
      ? ['guest']
      : (route.auth as string) === 'customerOrGuest'
        ? ['customer', 'guest']
        : [];

describe.each(testDatabaseTargets())('access to every guarded call on $name', (target) => {
  let t: LearningCheckTestApp;
  let storageDir: string;
  /** The world whose owner everyone else tries to reach. */
  let world: World;
  /** The same, with the guest's checkout and order expired. */
  let expired: World;
  let matrixChamberId: number;

  let storage: FileStorage;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-matrix-'));
    storage = folderStorage(storageDir);
    // Restarting a payment needs a provider; this matrix's payments are settled, so it is never asked.
    t = await openLearningCheckTestApp(target, {
      storage,
      paymentProvider: recordedStripe().provider,
      // A world per call places a guest order each: the matrix is about access, not bursts.
      guestOrderLimits: { perClient: 1_000, perEmail: 1_000, perDate: 1_000 },
    });
    await addVoucher(t, { code: 'MATRIX', kind: 'FIXED', value: 500 });
    // A specialist title needs a specialist lawyers' scope and takes a chamber.
    await t.database.database.db
      .update(schema.scopes)
      .set({ searchType: 'SPECIALIZATION' })
      .where(eq(schema.scopes.id, t.ids.scopes.arbeit));
    const [chamber] = await t.database.database.db
      .insert(schema.chambers)
      .values({ name: 'Rechtsanwaltskammer Matrix', city: 'Köln' })
      .returning();
    matrixChamberId = chamber!.id;
    world = await newWorld();
    expired = await newWorld();
    const past = new Date(t.clock.now().getTime() - 1000);
    await t.database.database.db
      .update(schema.carts)
      .set({ guestExpiresAt: past })
      .where(eq(schema.carts.id, expired.guestCheckout['x-order']));
    await t.database.database.db
      .update(schema.orders)
      .set({ guestExpiresAt: past })
      .where(eq(schema.orders.id, expired.guestOrder['x-order']));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  }, 60_000);

  const send = (
    caller: Caller,
    method: Route['method'],
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> => {
    const host = caller.kind === 'none' ? recht : (caller.host ?? recht);
    return t.call(method, url, {
      host,
      ...(caller.kind === 'customer' ? { person: caller.person } : {}),
      ...(caller.kind === 'guest' ? { headers: caller.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  };

  /** An order placed, then a checkout with a course that asks for a proof, and the proof. */
  async function customerWorld(): Promise<{ person: Person; holdings: Holdings }> {
    const person = newCustomer('Matrix');
    const as: Caller = { kind: 'customer', person };
    bodyOf(
      await send(as, 'PUT', '/api/cart', {
        courseId: t.ids.family.courseId,
        scheduleId: t.ids.family.april,
        priceLevelId: t.ids.family.aprilStandard,
      }),
    );
    bodyOf(await send(as, 'PUT', '/api/cart', t.self));
    bodyOf(await send(as, 'PUT', '/api/order/customer', billing('Carla', person.email)));
    bodyOf(await send(as, 'PUT', '/api/order/payment', { paymentMethod: 'INVOICE' }));
    // The self-study course has begun: its early start is agreed to.
    const order = bodyOf(
      await send(as, 'PUT', '/api/order', { acceptTerms: true, earlyStartConsent: true }),
      201,
    );
    const cart = bodyOf(
      await send(as, 'PUT', '/api/cart', {
        courseId: t.ids.specialist.courseId,
        scheduleId: t.ids.specialist.september,
        priceLevelId: t.ids.specialist.septemberStandard,
      }),
    );
    bodyOf(await send(as, 'GET', '/api/cart/voucher/MATRIX'));
    const positionId: string = cart.positions[0].id;
    const proof = bodyOf(
      await send(as, 'POST', '/api/order/file-upload', proofForm(positionId)),
      201,
    );
    const { bookmarks } = bodyOf(
      await send(as, 'PUT', '/api/bookmarks', { courseIds: [t.ids.online.courseId] }),
    );
    const manual = bodyOf(await send(as, 'POST', '/api/order/manuel', manualOrderForm(t)), 201);
    const selfPositionId: string = order.positions.find(
      (position: { courseId: number }) => position.courseId === t.self.courseId,
    ).id;
    const attempt = bodyOf(
      await send(as, 'POST', `/api/learning-checks/${selfPositionId}/attempts`),
    );
    const [favorite] = bodyOf(
      await send(as, 'PUT', '/api/favorites', {
        name: 'Arbeitsrecht',
        search: { scope: t.ids.scopes.arbeit },
      }),
    );
    bodyOf(
      await send(as, 'PUT', '/api/customer/titles', {
        titles: [{ scopeId: t.ids.scopes.arbeit, sinceYear: 2020, chamberId: matrixChamberId }],
        reminders: true,
      }),
    );
    return {
      person,
      holdings: await holdingsOf(
        order,
        cart.id,
        positionId,
        proof.id,
        bookmarks[0].id,
        manual.id,
        await givePackage(t, person, t.ids.packages.work, 10),
        favorite.id,
        { selfPositionId, learningCheckAttemptId: attempt.id },
        await certificateOf(order.positions[0].id),
      ),
    };
  }

  async function guestWorld(): Promise<{
    checkout: GuestHeaders;
    order: GuestHeaders;
    holdings: Holdings;
  }> {
    const open = async (scheduleId: number, priceLevelId: number, courseId: number) => {
      const response = await send({ kind: 'none' }, 'PUT', '/api/guest-order/guest', {
        ...billing('Gerda', `${randomUUID().slice(0, 8)}@example.com`),
        positions: [{ courseId, courseScheduleId: scheduleId, priceLevelId }],
        voucherCodes: ['MATRIX'],
      });
      const body = bodyOf(response);
      return {
        headers: {
          'x-order': String(response.headers['x-order']),
          'x-auth': String(response.headers['x-auth']),
        },
        body,
      };
    };
    const placed = await open(
      t.ids.family.april,
      t.ids.family.aprilStandard,
      t.ids.family.courseId,
    );
    const as: Caller = { kind: 'guest', headers: placed.headers };
    bodyOf(await send(as, 'PUT', '/api/guest-order/payment', { paymentMethod: 'INVOICE' }));
    const held = bodyOf(await send(as, 'PUT', '/api/guest-order', { acceptTerms: true }), 201);
    // The order is placed for good, with its invoice, once the mail's link confirms the address.
    const link = (await mailsInOutbox(t.database.database.db))
      .filter((mail) => mail.to === placed.body.customer.email)
      .at(-1)!;
    const [, token] = /\/confirm#([A-Za-z0-9_-]{43})/.exec(link.text)!;
    const order = bodyOf(
      await send({ kind: 'none' }, 'POST', `/api/guest-order/${held.id}/confirm`, { token }),
    );
    const checkout = await open(
      t.ids.specialist.september,
      t.ids.specialist.septemberStandard,
      t.ids.specialist.courseId,
    );
    const positionId: string = checkout.body.cart.positions[0].id;
    const proof = bodyOf(
      await send(
        { kind: 'guest', headers: checkout.headers },
        'POST',
        '/api/guest-order/file-upload',
        proofForm(positionId),
      ),
      201,
    );
    return {
      checkout: checkout.headers,
      order: { 'x-order': order.id, 'x-auth': placed.headers['x-auth'] },
      holdings: await holdingsOf(
        order,
        checkout.headers['x-order'],
        positionId,
        proof.id,
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
        { selfPositionId: randomUUID(), learningCheckAttemptId: randomUUID() },
        newCertificateId(),
      ),
    };
  }

  async function holdingsOf(
    order: {
      id: string;
      orderNumber: string;
      invoiceNumber: string;
      positions: { id: string; courseId: number | null; scheduleId: number | null }[];
    },
    cartId: string,
    positionId: string,
    proofId: string,
    bookmarkId: string,
    manualOrderId: string,
    customerPackageId: string,
    favoriteId: string,
    learningCheck: Pick<Holdings, 'selfPositionId' | 'learningCheckAttemptId'>,
    certificateId: string,
  ): Promise<Holdings> {
    const titleScope = String(t.ids.scopes.arbeit);
    const [invoice] = await t.database.database.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.orderId, order.id));
    // A card payment of the order, settled: its calls answer without asking the provider.
    const now = t.clock.now();
    const [payment] = await t.database.database.db
      .insert(schema.payments)
      .values({
        orderId: order.id,
        provider: 'stripe',
        method: 'CARD',
        state: 'SUCCEEDED',
        amountCents: 100,
        expiresAt: now,
        settledAt: now,
        updatedAt: now,
      })
      .returning({ id: schema.payments.id });
    const [day] = await t.database.database.db
      .select({ code: schema.scheduleDays.checkInCode })
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, t.ids.family.april));
    return {
      orderId: order.id,
      paymentId: payment!.id,
      orderNumber: order.orderNumber,
      invoiceId: invoice!.id,
      invoiceNumber: invoice!.number,
      cartId,
      positionId,
      orderPositionId: order.positions[0]!.id,
      proofId,
      bookmarkId,
      manualOrderId,
      customerPackageId,
      favoriteId,
      ...learningCheck,
      courseDate: {
        courseId: order.positions[0]!.courseId!,
        scheduleId: order.positions[0]!.scheduleId!,
      },
      dayCode: day!.code,
      certificateId,
      certificateCourseId: t.ids.family.courseId,
      certificateScheduleId: t.ids.family.april,
      titleScope,
      chamberId: matrixChamberId,
    };
  }

  /**
   * The certificate of the family course's April date (`positionId`), issued as the job issues
   * it once the participant attended the whole day.
   */
  async function certificateOf(positionId: string): Promise<string> {
    const db = t.database.database.db;
    const days = await db
      .select()
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, t.ids.family.april));
    await db.insert(schema.attendancePresences).values(
      days.map((day) => ({
        positionId,
        dayId: day.id,
        source: 'SELF_CHECK_IN' as const,
        startedAt: day.startsAt,
        endedAt: day.endsAt,
      })),
    );
    const later = new Date('2027-04-21T08:00:00Z');
    const context = await certificateContextOf(t, storage, { now: () => later });
    const position = (await positionsAwaitingCertificates(db, '2027-04-21')).find(
      (candidate) => candidate.id === positionId,
    );
    await issueCertificate(context, position!);
    const [issued] = await certificatesFor(db, [positionId]);
    return issued!.id;
  }

  async function newWorld(): Promise<World> {
    const customer = await customerWorld();
    const guest = await guestWorld();
    return {
      customer: customer.person,
      customerHoldings: customer.holdings,
      guestCheckout: guest.checkout,
      guestOrder: guest.order,
      guestHoldings: guest.holdings,
    };
  }

  /** The owner's request of a call in `of`: its URL, body, and who sends it. */
  function ownerRequest(name: RouteName, route: Route, of: World, owner: 'customer' | 'guest') {
    const holdings = owner === 'customer' ? of.customerHoldings : of.guestHoldings;
    const url = route.path.replace(/:(\w+)/g, (_, param: string) =>
      paramValue(route, param, holdings),
    );
    const caller: Caller =
      owner === 'customer'
        ? { kind: 'customer', person: of.customer }
        : { kind: 'guest', headers: opensOrder(route) ? of.guestOrder : of.guestCheckout };
    return { url, payload: bodyFor(name, route, t, holdings), caller };
  }

  /** Every text that tells one of the owner's things apart (ids, numbers, the e-mail address). */
  const secretsOf = (of: World, owner: 'customer' | 'guest', person: boolean) => {
    const holdings = owner === 'customer' ? of.customerHoldings : of.guestHoldings;
    const { titleScope: _scope, chamberId: _chamber, ...secret } = holdings;
    return [
      // The course's, date's and title's ids are the catalogue's, not secrets.
      ...Object.values(secret).filter((value) => typeof value === 'string'),
      ...(owner === 'guest'
        ? [of.guestCheckout['x-auth'], of.guestOrder['x-auth']]
        : person
          ? [of.customer.email, of.customer.customerId]
          : []),
    ];
  };

  /** What the owner's things look like to the owner. */
  const snapshot = async (of: World) => {
    const customer: Caller = { kind: 'customer', person: of.customer };
    const guest: Caller = { kind: 'guest', headers: of.guestCheckout };
    const guestOrder: Caller = { kind: 'guest', headers: of.guestOrder };
    return Promise.all([
      send(customer, 'GET', '/api/cart').then(bodyOf),
      send(customer, 'GET', `/api/order/${of.customerHoldings.orderId}`).then(bodyOf),
      send(guest, 'GET', '/api/guest-order/guest').then(bodyOf),
      send(guestOrder, 'GET', `/api/guest-order/${of.guestHoldings.orderId}`).then(bodyOf),
      send(customer, 'GET', '/api/bookmarks').then(bodyOf),
      send(customer, 'GET', '/api/order/manuel').then(bodyOf),
      send(customer, 'GET', `/api/order/position/${of.customerHoldings.orderPositionId}`).then(
        bodyOf,
      ),
      send(customer, 'GET', '/api/favorites').then(bodyOf),
      send(customer, 'GET', `/api/learning-checks/${of.customerHoldings.selfPositionId}`).then(
        bodyOf,
      ),
      send(
        customer,
        'GET',
        `/api/customer-certificate/certification/${of.customerHoldings.certificateCourseId}`,
      ).then(bodyOf),
      send(customer, 'GET', '/api/customer/titles').then(bodyOf),
    ]);
  };

  it('lists the cart, order, upload and guest-order calls it checks', () => {
    const paths = guarded.map(([, route]) => route.path);
    for (const expected of [
      '/api/cart',
      '/api/cart/:id',
      '/api/order/:id',
      '/api/order/file-upload',
      '/api/guest-order/:id',
      '/api/guest-order/file-upload',
      '/api/guest-order/position/:id/document/:docId',
      '/api/customer/orders',
      '/api/customer/orders/:year',
      '/api/bookmarks',
      '/api/bookmarks/:id',
      '/api/order/manuel',
      '/api/order/manuel/:id',
      '/api/customer/packages',
      '/api/customer/packages/:id',
      '/api/order/position/:id',
      '/api/favorites',
      '/api/favorites/:id',
      '/api/learning-checks/:positionId/attempts/:attemptId',
      '/api/order/evaluation/:id',
      '/api/courses/:courseId/schedule/:scheduleId/evaluation',
      '/api/evaluations/courses/:courseId/schedules/:scheduleId',
      '/api/evaluations/courses/:courseId',
      '/api/order/position/:id/ticket',
      '/api/attendance/scan',
      '/api/attendance/check/:dayCode',
      '/api/customer-certificate/:id',
      '/api/customer-certificate/:id/module/:moduleId',
      '/api/customer-certificate/certification/:courseId',
      '/api/certificate/:id/revocation',
      '/api/certificate/:id/reissue',
      '/api/customer/titles',
      '/api/customer/state/:year',
      '/api/customer/state/:year/:scope',
      '/api/customer/state/:year/letter',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  /** The owner's answers, by call and owner, each asked once. */
  const ownerAnswers = new Map<string, Promise<LightMyRequestResponse>>();

  /** The owner's call; a change in a world of its own, since it may use up what it changes. */
  function ownerAnswer(name: RouteName, route: Route, owner: 'customer' | 'guest') {
    const key = `${name} ${owner}`;
    let answer = ownerAnswers.get(key);
    if (!answer) {
      answer = (async () => {
        const own = ['GET', 'HEAD'].includes(route.method)
          ? world
          : owner === 'customer'
            ? await customerWorld().then(({ person, holdings }) => ({
                ...world,
                customer: person,
                customerHoldings: holdings,
              }))
            : await guestWorld().then(({ checkout, order, holdings }) => ({
                ...world,
                guestCheckout: checkout,
                guestOrder: order,
                guestHoldings: holdings,
              }));
        const request = ownerRequest(name, route, own, owner);
        return send(request.caller, route.method, request.url, request.payload);
      })();
      ownerAnswers.set(key, answer);
    }
    return answer;
  }

  it('refuses everyone but the owner with 401 or 404, and leaves the owner’s things as they were', async () => {
    const before = await snapshot(world);
    const other = await guestWorld();
    const problems: string[] = [];

    for (const [name, route] of guarded) {
      const owners = ownersOf(route);
      const hasParams = namesOwnThing(route);
      for (const owner of owners.length > 0 ? owners : (['customer'] as const)) {
        const request = ownerRequest(name, route, world, owner);
        const expiredRequest = ownerRequest(name, route, expired, owner);
        const ownersAnswer = owners.length > 0 ? await ownerAnswer(name, route, owner) : undefined;
        const guestHeaders = (of: World) => (opensOrder(route) ? of.guestOrder : of.guestCheckout);
        /** Who tries, with what, and whether they may have things of their own there. */
        const strangers: {
          who: string;
          caller: Caller;
          url?: string;
          payload?: object;
          secrets?: string[];
          ownThings: boolean;
        }[] = [
          { who: 'no credentials', caller: { kind: 'none' }, ownThings: false },
          {
            who: 'another customer',
            caller: { kind: 'customer', person: newCustomer('Fremd') },
            ownThings: true,
          },
          {
            who: "another guest checkout's token",
            caller: { kind: 'guest', headers: other.checkout },
            ownThings: true,
          },
          {
            who: "another guest order's token",
            caller: { kind: 'guest', headers: other.order },
            ownThings: true,
          },
          {
            // The owner's own things, asked for with their expired token.
            who: 'an expired guest token',
            caller: { kind: 'guest', headers: guestHeaders(expired) },
            url: expiredRequest.url,
            payload: expiredRequest.payload,
            secrets: secretsOf(expired, owner, true),
            ownThings: false,
          },
          {
            // The same person or guest: their things on this domain are not theirs on another.
            who: 'the owner on another domain',
            caller:
              owner === 'customer'
                ? { kind: 'customer', person: world.customer, host: reno }
                : { kind: 'guest', headers: guestHeaders(world), host: reno },
            secrets: secretsOf(world, owner, false),
            ownThings: true,
          },
        ];
        for (const stranger of strangers) {
          const response = await send(
            stranger.caller,
            route.method,
            stranger.url ?? request.url,
            stranger.payload ?? request.payload,
          );
          const label = `${route.method} ${route.path} by ${stranger.who}: ${response.statusCode} ${response.body.slice(0, 160)}`;
          const refused =
            [401, 404].includes(response.statusCode) ||
            // A call nobody here owns (an operator's) may say "not for you".
            (owners.length === 0 && response.statusCode === 403);
          // The input itself refused, as it is for the owner, before anything is looked up.
          const sameRefusalAsOwner =
            [400, 422].includes(response.statusCode) &&
            ownersAnswer?.statusCode === response.statusCode;
          const ownThings =
            stranger.ownThings &&
            owners.length > 0 &&
            !hasParams &&
            response.statusCode < 500 &&
            response.statusCode !== 403;
          if (!refused && !sameRefusalAsOwner && !ownThings) problems.push(label);
          // Whole JSON strings: KM-2027-1 is not in KM-2027-18.
          const leaked = (stranger.secrets ?? secretsOf(world, owner, true)).filter((secret) =>
            response.body.includes(JSON.stringify(secret)),
          );
          if (leaked.length > 0) problems.push(`${label} — carries ${leaked.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot(world)).toEqual(before);
  }, 240_000);

  it('lets the owner in to every call, with answers no cache keeps', async () => {
    const problems: string[] = [];
    for (const [name, route] of guarded) {
      for (const owner of ownersOf(route)) {
        const response = await ownerAnswer(name, route, owner);
        const label = `${route.method} ${route.path} by its ${owner}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        const gotIn = ['GET', 'HEAD'].includes(route.method)
          ? response.statusCode >= 200 && response.statusCode < 300
          : response.statusCode < 500 && ![401, 403, 404].includes(response.statusCode);
        if (!gotIn) problems.push(label);
        // What the owner gets is theirs alone: no cache keeps it or hands it to someone else.
        if (response.headers['cache-control'] !== 'private, no-store')
          problems.push(`${label}: cache-control ${response.headers['cache-control']}`);
        if (!String(response.headers.vary).includes('Authorization, X-Auth, X-Order'))
          problems.push(`${label}: vary ${response.headers.vary}`);
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
