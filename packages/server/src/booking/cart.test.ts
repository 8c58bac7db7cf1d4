// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  cartWithNotAddedSchema,
  checkoutCustomerSchema,
  customerPackageSchema,
  paymentMethodOptionSchema,
  type Cart,
} from '@kursmarkt/schemas';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { guestExpiryAfter, newGuestToken } from './guest-access.ts';
import {
  addVoucher,
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  givePackage,
  newCustomer,
  openCartTestApp,
  reno,
  type CartTestApp,
  type Person,
} from './test-support.ts';

describe.each(testDatabaseTargets())('the cart API on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const cartOf = async (response: Awaited<ReturnType<CartTestApp['call']>>, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return cartSchema.parse(response.json());
  };
  const count = async (person: Person, host?: string) =>
    Number(
      (await t.call('HEAD', '/api/cart', { person, ...(host ? { host } : {}) })).headers[
        'content-length'
      ],
    );
  const onlineApril = () => ({
    courseId: t.ids.online.courseId,
    scheduleId: t.ids.online.april,
    priceLevelId: t.ids.online.aprilStandard,
  });

  describe('reading and adding', () => {
    it('answers an empty cart the first time, and HEAD counts no position', async () => {
      const anna = newCustomer('Anna');
      const cart = await cartOf(await t.call('GET', '/api/cart', { person: anna }));
      expect(cart).toMatchObject({
        positions: [],
        cartVoucher: null,
        rejectedVoucher: null,
        unusedVoucher: null,
        voucherCodes: [],
        sumValue: 0,
        paymentStep: false,
        verificationStep: false,
      });
      const head = await t.call('HEAD', '/api/cart', { person: anna });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('0');
      expect(head.body).toBe('');
      // The same cart on the next call.
      expect((await cartOf(await t.call('GET', '/api/cart', { person: anna }))).id).toBe(cart.id);
    });

    it('records when a cart was made and last changed by the app’s clock', async () => {
      const anna = newCustomer('Anna');
      const { id } = await cartOf(await t.call('GET', '/api/cart', { person: anna }));
      const later = new Date(catalogueNow.getTime() + 3_600_000);
      try {
        t.clock.set(later);
        await cartOf(await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }));
      } finally {
        t.clock.set(catalogueNow);
      }
      const [row] = await t.database.database.db
        .select({ createdAt: schema.carts.createdAt, updatedAt: schema.carts.updatedAt })
        .from(schema.carts)
        .where(eq(schema.carts.id, id));
      expect(row).toEqual({ createdAt: catalogueNow, updatedAt: later });
    });

    it('adds a course date with what the cart page shows, in cents with its VAT', async () => {
      const anna = newCustomer('Anna');
      const cart = await cartOf(
        await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }),
      );
      expect(cart.positions).toHaveLength(1);
      expect(cart.positions[0]).toMatchObject({
        courseId: t.ids.online.courseId,
        scheduleId: t.ids.online.april,
        pricelevelId: t.ids.online.aprilStandard,
        packageId: null,
        packageIncluded: false,
        name: 'Arbeitsrecht online',
        organizer: 'Akademie Eins',
        organizerId: t.ids.organizers.eins,
        type: 'EDUCATION',
        courseType: 'ONLINE',
        durationValue: 5,
        scopeIds: [t.ids.scopes.arbeit],
        scopes: [{ id: t.ids.scopes.arbeit, name: 'Arbeitsrecht' }],
        priceValue: 19_900,
        discountPriceValue: 19_900,
        netPriceValue: 16_723,
        vatCategory: 'STANDARD',
        vatRate: 1_900,
        vatExemptionReason: null,
        startDate: '2027-04-01',
        endDate: '2027-04-01',
        city: null,
        remainingCredits: null,
        creditsAvailable: false,
        voucher: null,
        proofRequired: false,
        problem: null,
        detailPath: `/fortbildung/arbeitsrecht-online-${t.ids.online.courseId}`,
      });
      expect(cart.positions[0]!.priceLevels.map((level) => [level.name, level.priceValue])).toEqual(
        [
          ['Standard', 19_900],
          ['Frühbucher', 17_900],
        ],
      );
      expect(cart).toMatchObject({ sumValue: 19_900, netSumValue: 16_723, paymentStep: true });
      expect(await count(anna)).toBe(1);
    });

    it('updates the price level of a date already in the cart instead of adding a second line', async () => {
      const anna = newCustomer('Anna');
      await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() });
      const cart = await cartOf(
        await t.call('PUT', '/api/cart', {
          person: anna,
          payload: { ...onlineApril(), priceLevelId: t.ids.online.aprilEarly },
        }),
      );
      expect(cart.positions).toHaveLength(1);
      expect(cart.positions[0]).toMatchObject({
        pricelevelId: t.ids.online.aprilEarly,
        priceValue: 17_900,
      });
      // Another date of the same course is a line of its own.
      const two = await cartOf(
        await t.call('PUT', '/api/cart', {
          person: anna,
          payload: {
            ...onlineApril(),
            scheduleId: t.ids.online.may,
            priceLevelId: t.ids.online.mayStandard,
          },
        }),
      );
      expect(two.positions.map((position) => position.scheduleId)).toEqual([
        t.ids.online.april,
        t.ids.online.may,
      ]);
    });

    it('refuses unknown ids with 404, mismatched ones with their field, a date over or full with 409, and writes nothing', async () => {
      const anna = newCustomer('Anna');
      const put = (payload: object) => t.call('PUT', '/api/cart', { person: anna, payload });
      expect(errorOf(await put({ ...onlineApril(), courseId: 999_999 }), 404).code).toBe(
        'NOT_FOUND',
      );
      expect(errorOf(await put({ packageId: 999_999 }), 404).code).toBe('NOT_FOUND');
      expect(
        errorOf(await put({ ...onlineApril(), scheduleId: t.ids.family.april }), 422).details,
      ).toEqual([
        { path: 'body.scheduleId', code: 'NOT_ALLOWED', message: 'is not a date of this course' },
      ]);
      expect(
        errorOf(await put({ ...onlineApril(), priceLevelId: t.ids.online.mayStandard }), 422)
          .details,
      ).toEqual([
        {
          path: 'body.priceLevelId',
          code: 'NOT_ALLOWED',
          message: 'is not a price level of this date',
        },
      ]);
      const present = { courseId: t.ids.present.courseId };
      expect(
        errorOf(
          await put({
            ...present,
            scheduleId: t.ids.present.ended,
            priceLevelId: t.ids.present.endedStandard,
          }),
          409,
        ).code,
      ).toBe('SCHEDULE_ENDED');
      expect(
        errorOf(
          await put({
            ...present,
            scheduleId: t.ids.present.full,
            priceLevelId: t.ids.present.fullStandard,
          }),
          409,
        ).code,
      ).toBe('SCHEDULE_FULL');
      expect(
        errorOf(await put({ courseId: 1 }), 422).details?.map((detail) => [
          detail.path,
          detail.code,
        ]),
      ).toEqual([
        ['body.scheduleId', 'REQUIRED'],
        ['body.priceLevelId', 'REQUIRED'],
      ]);
      expect(errorOf(await put({ ...onlineApril(), seats: 3 }), 422).details?.[0]?.code).toBe(
        'UNKNOWN_FIELD',
      );
      expect(errorOf(await put({ ...onlineApril(), courseId: -1 }), 422).details?.[0]?.path).toBe(
        'body.courseId',
      );
      expect(await count(anna)).toBe(0);
    });

    it('refuses an early-bird price whose booking deadline has passed with 409 naming its field, and the course page no longer offers it', async () => {
      const anna = newCustomer('Anna');
      const soon = {
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
      };
      const refused = errorOf(
        await t.call('PUT', '/api/cart', {
          person: anna,
          payload: { ...soon, priceLevelId: t.ids.present.soonEarly },
        }),
        409,
      );
      expect(refused.code).toBe('PRICE_LEVEL_EXPIRED');
      expect(refused.details).toEqual([
        {
          path: 'body.priceLevelId',
          code: 'NOT_ALLOWED',
          message: 'can no longer be booked: its booking deadline has passed',
        },
      ]);
      expect(await count(anna)).toBe(0);
      const info = await t.call(
        'GET',
        `/api/course/${soon.courseId}/info?scheduleId=${soon.scheduleId}`,
      );
      expect(info.json().priceLevels.map((level: { name: string }) => level.name)).toEqual([
        'Standard',
      ]);
      expect(
        (
          await t.call('PUT', '/api/cart', {
            person: anna,
            payload: { ...soon, priceLevelId: t.ids.present.soonStandard },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('adds several positions in order and lists those it could not add', async () => {
      const anna = newCustomer('Anna');
      const response = await t.call('POST', '/api/cart', {
        person: anna,
        payload: {
          positions: [
            onlineApril(),
            {
              courseId: t.ids.present.courseId,
              scheduleId: t.ids.present.full,
              priceLevelId: t.ids.present.fullStandard,
            },
            { packageId: t.ids.packages.work },
            {
              courseId: t.ids.family.courseId,
              scheduleId: t.ids.online.may,
              priceLevelId: t.ids.online.mayStandard,
            },
            { ...onlineApril(), priceLevelId: t.ids.online.aprilEarly },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const cart = cartWithNotAddedSchema.parse(response.json());
      expect(
        cart.positions.map((position) => [
          position.scheduleId,
          position.packageId,
          position.pricelevelId,
        ]),
      ).toEqual([
        [t.ids.online.april, null, t.ids.online.aprilEarly],
        [null, t.ids.packages.work, null],
      ]);
      expect(cart.notAdded).toEqual([
        { scheduleId: t.ids.present.full, packageId: null, code: 'SCHEDULE_FULL' },
        { scheduleId: t.ids.online.may, packageId: null, code: 'SCHEDULE_NOT_OF_COURSE' },
      ]);
    });

    it('removes a position, and answers 404 for an unknown one or another customer’s', async () => {
      const anna = newCustomer('Anna');
      const jonas = newCustomer('Jonas');
      const annas = await cartOf(
        await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }),
      );
      const position = annas.positions[0]!.id;
      const foreign = await t.call('DELETE', `/api/cart/${position}`, { person: jonas });
      expect(errorOf(foreign, 404).code).toBe('NOT_FOUND');
      expect(foreign.body).not.toContain('Arbeitsrecht');
      expect(
        errorOf(await t.call('DELETE', `/api/cart/${position}/package`, { person: jonas }), 404)
          .code,
      ).toBe('NOT_FOUND');
      expect(await count(anna)).toBe(1);
      const emptied = await cartOf(
        await t.call('DELETE', `/api/cart/${position}`, { person: anna }),
      );
      expect(emptied.positions).toEqual([]);
      expect(
        errorOf(await t.call('DELETE', `/api/cart/${position}`, { person: anna }), 404).code,
      ).toBe('NOT_FOUND');
      expect(
        errorOf(await t.call('DELETE', '/api/cart/not-a-uuid', { person: anna }), 400).details?.[0],
      ).toMatchObject({
        path: 'params.id',
        code: 'INVALID_FORMAT',
      });
    });

    it('keeps one cart per domain: the RENO domain’s cart is another', async () => {
      const anna = newCustomer('Anna');
      await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() });
      const renoCart = await cartOf(await t.call('GET', '/api/cart', { person: anna, host: reno }));
      expect(renoCart.positions).toEqual([]);
      expect(await count(anna, reno)).toBe(0);
      expect(await count(anna)).toBe(1);
    });

    it('asks for a proof where a course needs one, and shows an exempt course without VAT', async () => {
      const anna = newCustomer('Anna');
      await t.call('PUT', '/api/cart', {
        person: anna,
        payload: {
          courseId: t.ids.family.courseId,
          scheduleId: t.ids.family.april,
          priceLevelId: t.ids.family.aprilStandard,
        },
      });
      const cart = await cartOf(
        await t.call('PUT', '/api/cart', {
          person: anna,
          payload: {
            courseId: t.ids.specialist.courseId,
            scheduleId: t.ids.specialist.september,
            priceLevelId: t.ids.specialist.septemberStandard,
          },
        }),
      );
      expect(cart.positions[0]).toMatchObject({
        vatCategory: 'EXEMPT',
        vatRate: 0,
        vatExemptionReason: '§ 4 Nr. 21 UStG',
        netPriceValue: 9_950,
        proofRequired: false,
      });
      expect(cart.positions[1]).toMatchObject({
        proofRequired: true,
        detailPath: expect.stringMatching(/^\/fachanwaltslehrgang\//),
      });
      expect(cart).toMatchObject({
        verificationStep: true,
        sumValue: 208_950,
        netSumValue: 9_950 + 167_227,
      });
    });

    it('marks a date that has ended since it was added, by the app’s clock in Germany', async () => {
      const anna = newCustomer('Anna');
      const present = {
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
        priceLevelId: t.ids.present.soonStandard,
      };
      expect(
        (await cartOf(await t.call('PUT', '/api/cart', { person: anna, payload: present })))
          .positions[0]!.problem,
      ).toBeNull();
      try {
        // 12 March ends at 23:00 UTC in Berlin (UTC+1).
        t.clock.set(new Date('2027-03-12T22:59:00Z'));
        expect(
          (await cartOf(await t.call('GET', '/api/cart', { person: anna }))).positions[0]!.problem,
        ).toBeNull();
        t.clock.set(new Date('2027-03-12T23:00:00Z'));
        expect(
          (await cartOf(await t.call('GET', '/api/cart', { person: anna }))).positions[0]!.problem,
        ).toBe('SCHEDULE_ENDED');
      } finally {
        t.clock.set(catalogueNow);
      }
    });
  });

  describe('price levels with a booking deadline', () => {
    it('marks an early-bird price whose deadline passed since it was added, offering it no more', async () => {
      const anna = newCustomer('Anna');
      const early = {
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
        priceLevelId: t.ids.present.soonEarly,
      };
      const levelsOf = (cart: Awaited<ReturnType<typeof cartOf>>) =>
        cart.positions[0]!.priceLevels.map((level) => level.id);
      try {
        // The deadline is 12 February; it ends at 23:00 UTC in Berlin (UTC+1).
        t.clock.set(new Date('2027-02-12T22:59:00Z'));
        const added = await cartOf(
          await t.call('PUT', '/api/cart', { person: anna, payload: early }),
        );
        expect(added.positions[0]!.problem).toBeNull();
        expect(levelsOf(added)).toEqual([t.ids.present.soonStandard, t.ids.present.soonEarly]);
        t.clock.set(new Date('2027-02-12T23:00:00Z'));
        const later = await cartOf(await t.call('GET', '/api/cart', { person: anna }));
        expect(later.positions[0]!.problem).toBe('PRICE_LEVEL_EXPIRED');
        bodyOf(
          await t.call('PUT', '/api/order/customer', { person: anna, payload: billingOf(anna) }),
        );
        bodyOf(
          await t.call('PUT', '/api/order/payment', {
            person: anna,
            payload: { paymentMethod: 'INVOICE' },
          }),
        );
        const refused = errorOf(
          await t.call('PUT', '/api/order', { person: anna, payload: { acceptTerms: true } }),
          409,
        );
        expect(refused.code).toBe('PRICE_LEVEL_EXPIRED');
        expect(refused.details?.map((detail) => detail.path)).toEqual([
          `positions.${later.positions[0]!.id}`,
        ]);
        // The chosen level stays listed so the select shows it; a new choice cannot take it.
        expect(levelsOf(later)).toEqual([t.ids.present.soonStandard, t.ids.present.soonEarly]);
        const standard = await cartOf(
          await t.call('PUT', '/api/cart', {
            person: anna,
            payload: { ...early, priceLevelId: t.ids.present.soonStandard },
          }),
        );
        expect(standard.positions[0]!.problem).toBeNull();
        expect(levelsOf(standard)).toEqual([t.ids.present.soonStandard]);
      } finally {
        t.clock.set(catalogueNow);
      }
    });
  });

  describe('scopes of a position', () => {
    it('chooses the scope and category a course counts towards, and refuses one not of the course', async () => {
      const anna = newCustomer('Anna');
      const added = await cartOf(
        await t.call('PUT', '/api/cart', {
          person: anna,
          payload: {
            courseId: t.ids.present.courseId,
            scheduleId: t.ids.present.soon,
            priceLevelId: t.ids.present.soonStandard,
          },
        }),
      );
      const id = added.positions[0]!.id;
      const patch = (payload: object) =>
        t.call('PATCH', `/api/order/cart/${id}`, { person: anna, payload });
      const chosen = await cartOf(
        await patch({ scopeId: t.ids.scopes.familie, categoryId: t.ids.categories.familie }),
      );
      expect(chosen.positions[0]).toMatchObject({
        scopeId: t.ids.scopes.familie,
        categoryId: t.ids.categories.familie,
      });
      expect(errorOf(await patch({ categoryId: t.ids.categories.arbeit }), 422).details).toEqual([
        { path: 'body.categoryId', code: 'NOT_ALLOWED', message: 'does not belong to this course' },
      ]);
      const cleared = await cartOf(await patch({ scopeId: null, categoryId: null }));
      expect(cleared.positions[0]).toMatchObject({ scopeId: null, categoryId: null });
      const online = await cartOf(
        await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }),
      );
      const onlineId = online.positions.find(
        (position) => position.scheduleId === t.ids.online.april,
      )!.id;
      expect(
        errorOf(
          await t.call('PATCH', `/api/order/cart/${onlineId}`, {
            person: anna,
            payload: { scopeId: t.ids.scopes.familie },
          }),
          422,
        ).details?.[0]?.path,
      ).toBe('body.scopeId');
      const withPackage = await cartOf(
        await t.call('PUT', '/api/cart', {
          person: anna,
          payload: { packageId: t.ids.packages.work },
        }),
      );
      const packageId = withPackage.positions.find((position) => position.packageId !== null)!.id;
      expect(
        errorOf(
          await t.call('PATCH', `/api/order/cart/${packageId}`, {
            person: anna,
            payload: { scopeId: t.ids.scopes.arbeit },
          }),
          422,
        ).details?.[0]?.message,
      ).toBe('a package position has no scope to choose');
      expect(
        errorOf(
          await t.call('PATCH', `/api/order/cart/${crypto.randomUUID()}`, {
            person: anna,
            payload: { scopeId: null },
          }),
          404,
        ).code,
      ).toBe('NOT_FOUND');
    });
  });

  describe('credit packages', () => {
    const put = (person: Person, payload: object) =>
      t.call('PUT', '/api/cart', { person, payload });

    it('pays a course with the credits of a package in the same cart, and shows what is left', async () => {
      const anna = newCustomer('Anna');
      await put(anna, { packageId: t.ids.packages.work });
      await put(anna, { packageId: t.ids.packages.work });
      const cart = await cartOf(await put(anna, { ...onlineApril(), packageIncluded: true }));
      expect(
        cart.positions.map((position) => [
          position.packageId,
          position.packageIncluded,
          position.discountPriceValue,
          position.remainingCredits,
        ]),
      ).toEqual([
        [t.ids.packages.work, false, 29_000, 5],
        [null, true, 0, 5],
      ]);
      expect(cart.sumValue).toBe(29_000);
      // 7.5 more hours do not fit into the 5 left.
      const present = {
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
        priceLevelId: t.ids.present.soonStandard,
      };
      expect(errorOf(await put(anna, { ...present, packageIncluded: true }), 409).code).toBe(
        'NO_FITTING_PACKAGE',
      );
      // A package of another organizer never pays it.
      await put(anna, { packageId: t.ids.packages.family });
      const family = {
        courseId: t.ids.family.courseId,
        scheduleId: t.ids.family.april,
        priceLevelId: t.ids.family.aprilStandard,
      };
      const withFamily = await cartOf(await put(anna, { ...family, packageIncluded: true }));
      expect(withFamily.positions.at(-1)).toMatchObject({
        packageIncluded: true,
        remainingCredits: 2.5,
      });
    });

    it('uses the customer’s own package first, with the credits its ledger has left', async () => {
      const anna = newCustomer('Anna');
      await t.call('GET', '/api/cart', { person: anna });
      await givePackage(t, anna, t.ids.packages.work, 8);
      const present = {
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
        priceLevelId: t.ids.present.soonStandard,
      };
      const cart = await cartOf(await put(anna, { ...present, packageIncluded: true }));
      expect(cart.positions[0]).toMatchObject({
        packageIncluded: true,
        discountPriceValue: 0,
        remainingCredits: 0.5,
      });
      expect(cart).toMatchObject({ sumValue: 0, paymentStep: false });
      // The same course again with another price level keeps its credits, not twice.
      const again = await cartOf(await put(anna, { ...present, packageIncluded: true }));
      expect(again.positions[0]).toMatchObject({ remainingCredits: 0.5 });
      // Paid with money again: the credits are free, and could pay it.
      const money = await cartOf(
        await t.call('DELETE', `/api/cart/${cart.positions[0]!.id}/package`, { person: anna }),
      );
      expect(money.positions[0]).toMatchObject({
        packageIncluded: false,
        discountPriceValue: 49_000,
        remainingCredits: null,
        creditsAvailable: true,
        // What the package that would pay it has left, shown before the customer chooses.
        availableCredits: 8,
      });
      const packages = await t.call('GET', '/api/customer/packages', { person: anna });
      expect(packages.statusCode).toBe(200);
      expect(customerPackageSchema.array().parse(packages.json())).toMatchObject([
        {
          packageId: t.ids.packages.work,
          remainingCredits: 8,
          // What its purchase put in the ledger.
          creditValue: 8,
          organizerId: t.ids.organizers.eins,
          type: 'EDUCATION',
        },
      ]);
    });

    it('moves the courses a removed package paid to another package with credits, or to money', async () => {
      const anna = newCustomer('Anna');
      await put(anna, { packageId: t.ids.packages.work });
      const withCourse = await cartOf(await put(anna, { ...onlineApril(), packageIncluded: true }));
      const packagePosition = withCourse.positions[0]!.id;
      const moved = await cartOf(
        await t.call('DELETE', `/api/cart/${packagePosition}`, { person: anna }),
      );
      expect(moved.positions).toHaveLength(1);
      expect(moved.positions[0]).toMatchObject({
        packageIncluded: false,
        discountPriceValue: 19_900,
      });

      const jonas = newCustomer('Jonas');
      await t.call('GET', '/api/cart', { person: jonas });
      await givePackage(t, jonas, t.ids.packages.work, 6);
      const cart = await cartOf(await put(jonas, { packageId: t.ids.packages.work }));
      // April takes 5 of the own package's 6 credits; May finds 1 left there and takes the cart's.
      await put(jonas, { ...onlineApril(), packageIncluded: true });
      const two = await cartOf(
        await put(jonas, {
          ...onlineApril(),
          scheduleId: t.ids.online.may,
          priceLevelId: t.ids.online.mayStandard,
          packageIncluded: true,
        }),
      );
      expect(two.positions.map((position) => position.remainingCredits)).toEqual([5, 1, 5]);
      const after = await cartOf(
        await t.call('DELETE', `/api/cart/${cart.positions[0]!.id}`, { person: jonas }),
      );
      expect(
        after.positions.map((position) => [position.packageIncluded, position.discountPriceValue]),
      ).toEqual([
        [true, 0],
        [false, 19_900],
      ]);
    });

    it('lists the customer’s packages by organizer, type and scopes', async () => {
      const anna = newCustomer('Anna');
      await t.call('GET', '/api/cart', { person: anna });
      await givePackage(t, anna, t.ids.packages.work, 10);
      await givePackage(t, anna, t.ids.packages.family, 5);
      const list = async (query: string) =>
        customerPackageSchema
          .array()
          .parse((await t.call('GET', `/api/customer/packages${query}`, { person: anna })).json())
          .map((entry) => entry.packageId);
      expect(await list('')).toEqual([t.ids.packages.work, t.ids.packages.family]);
      expect(await list(`?organizerId=${t.ids.organizers.zwei}`)).toEqual([t.ids.packages.family]);
      expect(await list('?type=RENO')).toEqual([]);
      expect(await list(`?scope=${t.ids.scopes.arbeit}&scope=${t.ids.scopes.familie}`)).toEqual([
        t.ids.packages.work,
        t.ids.packages.family,
      ]);
      expect(await list(`?scope=${t.ids.scopes.familie}`)).toEqual([t.ids.packages.family]);
      // The storefront's client sends an array as a comma list.
      expect(await list(`?scope=${t.ids.scopes.arbeit},${t.ids.scopes.familie}`)).toEqual([
        t.ids.packages.work,
        t.ids.packages.family,
      ]);
      expect(await list(`?scope=${t.ids.scopes.familie},`)).toEqual([t.ids.packages.family]);
      expect(
        (await t.call('GET', '/api/customer/packages?type=NOTARY', { person: anna })).statusCode,
      ).toBe(400);
      const scopeRefused = errorOf(
        await t.call('GET', '/api/customer/packages?scope=1,zwei', { person: anna }),
        400,
      );
      expect(scopeRefused.details?.map((detail) => detail.path)).toEqual(['query.scope.1']);
      expect(await list('')).toHaveLength(2);
      const jonas = newCustomer('Jonas');
      expect((await t.call('GET', '/api/customer/packages', { person: jonas })).json()).toEqual([]);
    });
  });

  describe('the checkout’s data', () => {
    it('answers the customer’s record as billing data until the checkout changes it', async () => {
      const anna = newCustomer('Anna');
      const response = await t.call('GET', '/api/cart/customer', { person: anna });
      expect(response.statusCode).toBe(200);
      expect(checkoutCustomerSchema.parse(response.json())).toEqual({
        customerKind: 'CONSUMER',
        name: 'Anna',
        lastname: 'Kunde',
        company: '',
        street: '',
        zipCode: '',
        city: '',
        country: 'DEU',
        email: anna.email,
        phone: '',
        vatId: '',
        buyerReference: '',
      });
    });

    it('offers the seller’s payment methods in its order, none for nothing to pay', async () => {
      const anna = newCustomer('Anna');
      const methods = async (language = 'de') =>
        paymentMethodOptionSchema.array().parse(
          (
            await t.call('GET', `/api/cart/payment-methods?language=${language}`, {
              person: anna,
            })
          ).json(),
        );
      expect(await methods()).toEqual([]);
      await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() });
      expect(await methods()).toEqual([
        {
          method: 'INVOICE',
          name: 'Rechnung',
          description:
            'Sie erhalten die Rechnung mit der Bestellbestätigung und überweisen den Betrag innerhalb von 14 Tagen.',
        },
        {
          method: 'PREPAYMENT',
          name: 'Vorkasse',
          description:
            'Sie überweisen den Betrag bis zum 17.03.2027; bis dahin halten wir Ihre Plätze für Sie frei.',
        },
      ]);
      expect(await methods('en')).toEqual([
        {
          method: 'INVOICE',
          name: 'Invoice',
          description:
            'You receive the invoice with the order confirmation and transfer the amount within 14 days.',
        },
        {
          method: 'PREPAYMENT',
          name: 'Prepayment',
          description:
            'You transfer the amount by 17 Mar 2027; your seats are held for you until then.',
        },
      ]);
    });

    it('offers prepayment only while it can be paid before the first course starts', async () => {
      const anna = newCustomer('Anna');
      await t.call('PUT', '/api/cart', {
        person: anna,
        payload: {
          courseId: t.ids.present.courseId,
          scheduleId: t.ids.present.soon,
          priceLevelId: t.ids.present.soonStandard,
        },
      });
      const methods = async () =>
        paymentMethodOptionSchema
          .array()
          .parse((await t.call('GET', '/api/cart/payment-methods', { person: anna })).json());
      // The course starts on 12 March: the transfer is due the day before.
      expect((await methods())[1]?.description).toContain('bis zum 11.03.2027');
      try {
        t.clock.set(new Date('2027-03-11T23:30:00Z'));
        expect((await methods()).map((method) => method.method)).toEqual(['INVOICE']);
      } finally {
        t.clock.set(catalogueNow);
      }
    });
  });

  describe('a guest’s checkout', () => {
    async function guestCheckout(domain = 'lawyer') {
      const db = t.database.database.db;
      const { token, hash } = newGuestToken();
      const [cart] = await db
        .insert(schema.carts)
        .values({ domain, guestTokenHash: hash, guestExpiresAt: guestExpiryAfter(t.clock.now()) })
        .returning();
      const [position] = await db
        .insert(schema.cartPositions)
        .values({ cartId: cart!.id, ...onlineApril() })
        .returning();
      return { cartId: cart!.id, token, positionId: position!.id };
    }

    it('removes a position with the checkout’s X-Order and X-Auth headers', async () => {
      const guest = await guestCheckout();
      const response = await t.call('DELETE', `/api/cart/guest/${guest.positionId}`, {
        headers: { 'x-order': guest.cartId, 'x-auth': guest.token },
      });
      const cart: Cart = await cartOf(response);
      expect(cart).toMatchObject({ id: guest.cartId, positions: [] });
    });

    it('answers 401 without the headers and 404 for a wrong token, another domain or an expired checkout', async () => {
      const guest = await guestCheckout();
      const remove = (headers: Record<string, string>, host?: string) =>
        t.call('DELETE', `/api/cart/guest/${guest.positionId}`, {
          headers,
          ...(host ? { host } : {}),
        });
      expect(errorOf(await remove({}), 401).code).toBe('UNAUTHORIZED');
      expect(errorOf(await remove({ 'x-order': guest.cartId }), 401).code).toBe('UNAUTHORIZED');
      const other = newGuestToken().token;
      expect(errorOf(await remove({ 'x-order': guest.cartId, 'x-auth': other }), 404).code).toBe(
        'NOT_FOUND',
      );
      expect(
        errorOf(await remove({ 'x-order': 'nonsense', 'x-auth': guest.token }), 404).code,
      ).toBe('NOT_FOUND');
      expect(
        errorOf(await remove({ 'x-order': guest.cartId, 'x-auth': guest.token }, reno), 404).code,
      ).toBe('NOT_FOUND');
      // A customer's bearer token opens no guest checkout.
      const anna = newCustomer('Anna');
      expect(
        errorOf(
          await t.call('DELETE', `/api/cart/guest/${guest.positionId}`, { person: anna }),
          401,
        ).code,
      ).toBe('UNAUTHORIZED');
      try {
        t.clock.set(new Date(catalogueNow.getTime() + 8 * 24 * 3600 * 1000));
        expect(
          errorOf(await remove({ 'x-order': guest.cartId, 'x-auth': guest.token }), 404).code,
        ).toBe('NOT_FOUND');
      } finally {
        t.clock.set(catalogueNow);
      }
      const [still] = await t.database.database.db
        .select()
        .from(schema.cartPositions)
        .where(eq(schema.cartPositions.id, guest.positionId));
      expect(still).toBeDefined();
    });

    it('does not open a customer’s cart with guest headers', async () => {
      const anna = newCustomer('Anna');
      const cart = await cartOf(
        await t.call('PUT', '/api/cart', { person: anna, payload: onlineApril() }),
      );
      const response = await t.call('DELETE', `/api/cart/guest/${cart.positions[0]!.id}`, {
        headers: { 'x-order': cart.id, 'x-auth': newGuestToken().token },
      });
      expect(errorOf(response, 404).code).toBe('NOT_FOUND');
      expect(await count(anna)).toBe(1);
    });
  });

  describe('a guest’s cart priced before the checkout', () => {
    const familyDate = () => ({
      courseId: t.ids.family.courseId,
      courseScheduleId: t.ids.family.april,
      priceLevelId: t.ids.family.aprilStandard,
    });
    const price = async (body: object) =>
      cartWithNotAddedSchema.parse(
        bodyOf(await t.call('PUT', '/api/cart/guest', { payload: body })),
      );

    it('applies a voucher a guest enters, without credentials, and keeps nothing', async () => {
      await addVoucher(t, { code: 'GAST10', kind: 'FIXED', value: 1000 });
      const [before] = await t.database.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.carts);

      const cart = await price({ positions: [familyDate()], voucherCodes: ['gast10'] });

      expect(cart.cartVoucher).toMatchObject({ code: 'GAST10', discountValue: 1000 });
      expect(cart.rejectedVoucher).toBeNull();
      expect(cart.positions.map((position) => position.discountPriceValue)).toEqual([8_950]);
      expect(cart.sumValue).toBe(8_950);
      expect(cart.notAdded).toEqual([]);
      const [after] = await t.database.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.carts);
      expect(after!.n).toBe(before!.n);
    });

    it('says why a code does not apply: unknown, expired, not yet valid, used up, or not for these courses', async () => {
      await addVoucher(t, {
        code: 'NURZWEI',
        kind: 'FIXED',
        value: 1000,
        organizerIds: [t.ids.organizers.eins],
      });
      await addVoucher(t, {
        code: 'GAST-ALT',
        kind: 'FIXED',
        value: 1000,
        validUntil: '2027-03-09',
      });
      await addVoucher(t, {
        code: 'GAST-NEU',
        kind: 'FIXED',
        value: 1000,
        validFrom: '2027-03-11',
      });
      await addVoucher(t, { code: 'GAST-LEER', kind: 'FIXED', value: 1000, maxUses: 1, uses: 1 });
      for (const [code, reason] of [
        ['GAST-ALT', 'VOUCHER_EXPIRED'],
        ['GAST-NEU', 'VOUCHER_NOT_YET_VALID'],
        ['GAST-LEER', 'VOUCHER_USED_UP'],
      ] as const) {
        const refused = await price({ positions: [familyDate()], voucherCodes: [code] });
        expect(refused.rejectedVoucher).toEqual({ code, reason });
        expect(refused.cartVoucher).toBeNull();
        expect(refused.sumValue).toBe(9_950);
      }
      expect(
        (await price({ positions: [familyDate()], voucherCodes: ['GIBTESNICHT'] })).rejectedVoucher,
      ).toEqual({ code: 'GIBTESNICHT', reason: 'VOUCHER_UNKNOWN' });
      const notHere = await price({ positions: [familyDate()], voucherCodes: ['NURZWEI'] });
      expect(notHere.rejectedVoucher).toEqual({
        code: 'NURZWEI',
        reason: 'VOUCHER_NOT_APPLICABLE',
      });
      expect(notHere.sumValue).toBe(9_950);
    });

    it('lists a date that cannot be booked and refuses a bad body with the field path', async () => {
      const full = await price({
        positions: [
          familyDate(),
          {
            courseId: t.ids.present.courseId,
            courseScheduleId: t.ids.present.full,
            priceLevelId: t.ids.present.fullStandard,
          },
        ],
      });
      expect(full.positions).toHaveLength(1);
      expect(full.notAdded).toEqual([
        { scheduleId: t.ids.present.full, packageId: null, code: 'SCHEDULE_FULL' },
      ]);
      const refused = errorOf(
        await t.call('PUT', '/api/cart/guest', { payload: { positions: 'keine' } }),
        422,
      );
      expect(refused.details?.[0]?.path).toBe('body.positions');
    });
  });
});
