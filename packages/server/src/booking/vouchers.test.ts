// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@kursmarkt/schemas';
import { testDatabaseTargets } from '../db/test-databases.ts';
import {
  addVoucher,
  catalogueNow,
  givePackage,
  newCustomer,
  openCartTestApp,
  reno,
  useVoucher,
  type CartTestApp,
  type Person,
} from './test-support.ts';

describe.each(testDatabaseTargets())('vouchers in the cart on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const cartOf = async (response: Awaited<ReturnType<CartTestApp['call']>>): Promise<Cart> => {
    expect(response.statusCode, response.body).toBe(200);
    return cartSchema.parse(response.json());
  };
  const enter = async (person: Person, code: string, host?: string) =>
    cartOf(await t.call('GET', `/api/cart/voucher/${code}`, { person, ...(host ? { host } : {}) }));
  const read = async (person: Person) => cartOf(await t.call('GET', '/api/cart', { person }));

  /** A customer whose cart holds April's online course (199 €) and the family course (99.50 €). */
  async function customerWithCourses() {
    const person = newCustomer();
    await t.call('POST', '/api/cart', {
      person,
      payload: {
        positions: [
          {
            courseId: t.ids.online.courseId,
            scheduleId: t.ids.online.april,
            priceLevelId: t.ids.online.aprilStandard,
          },
          {
            courseId: t.ids.family.courseId,
            scheduleId: t.ids.family.april,
            priceLevelId: t.ids.family.aprilStandard,
          },
        ],
      },
    });
    return person;
  }

  let serial = 0;
  /** A voucher with a code of its own. */
  const voucher = async (fields: Partial<Parameters<typeof addVoucher>[1]> = {}) => {
    serial += 1;
    const code = `TEST-${serial}`;
    const id = await addVoucher(t, { code, kind: 'PERCENT', value: 1_000, ...fields });
    return { id, code };
  };

  it('takes a percentage off each course it fits, rounded half up per position, whatever the case of the code', async () => {
    const person = await customerWithCourses();
    const { code } = await voucher({ kind: 'PERCENT', value: 1_250 });
    const cart = await enter(person, code.toLowerCase());
    // 12.5 % of 199.00 € is 24.875 €: 24.88 €; of 99.50 € it is 12.4375 €: 12.44 €.
    expect(
      cart.positions.map((position) => [position.priceValue, position.discountPriceValue]),
    ).toEqual([
      [19_900, 17_412],
      [9_950, 8_706],
    ]);
    expect(cart.cartVoucher).toEqual({ code, kind: 'PERCENT', value: 1_250, discountValue: 3_732 });
    expect(cart.positions[0]!.voucher).toEqual({
      voucherCode: code,
      voucherValue: 1_250,
      voucherValueType: 'PERCENT',
    });
    expect(cart).toMatchObject({ sumValue: 26_118, voucherCodes: [code], rejectedVoucher: null });
    // It stays with the cart.
    expect((await read(person)).cartVoucher?.discountValue).toBe(3_732);
  });

  it('spreads a fixed amount over the courses it fits in proportion, never more than their sum', async () => {
    const person = await customerWithCourses();
    const { code } = await voucher({ kind: 'FIXED', value: 5_000 });
    const cart = await enter(person, code);
    expect(
      cart.positions.map((position) => 19_900 + 9_950 - position.discountPriceValue),
    ).toBeDefined();
    const discounts = cart.positions.map(
      (position) => position.priceValue - position.discountPriceValue,
    );
    expect(discounts).toEqual([3_333, 1_667]);
    expect(cart.sumValue).toBe(29_850 - 5_000);
    const { code: large } = await voucher({ kind: 'FIXED', value: 100_000 });
    const free = await enter(person, large);
    expect(free).toMatchObject({
      sumValue: 0,
      paymentStep: false,
      cartVoucher: { code: large, discountValue: 29_850 },
    });
    expect(free.voucherCodes).toEqual([large]);
  });

  it('discounts only the courses of its organizers, scopes and course types, never a package', async () => {
    const person = await customerWithCourses();
    await t.call('PUT', '/api/cart', { person, payload: { packageId: t.ids.packages.work } });
    const { code } = await voucher({
      kind: 'PERCENT',
      value: 1_000,
      organizerIds: [t.ids.organizers.zwei],
    });
    const cart = await enter(person, code);
    expect(cart.positions.map((position) => position.discountPriceValue)).toEqual([
      19_900, 8_955, 29_000,
    ]);
    const { code: byScope } = await voucher({
      kind: 'PERCENT',
      value: 1_000,
      scopeIds: [t.ids.scopes.arbeit],
    });
    expect(
      (await enter(person, byScope)).positions.map((position) => position.discountPriceValue),
    ).toEqual([17_910, 9_950, 29_000]);
    const { code: present } = await voucher({ courseTypes: ['PRESENT'] });
    const refused = await enter(person, present);
    expect(refused.rejectedVoucher).toEqual({ code: present, reason: 'VOUCHER_NOT_APPLICABLE' });
    // The voucher it had stays.
    expect(refused.cartVoucher?.code).toBe(byScope);
  });

  it('names why a code does not apply: unknown, not yet valid, expired, used up, already used', async () => {
    const person = await customerWithCourses();
    expect((await enter(person, 'GIBTESNICHT')).rejectedVoucher).toEqual({
      code: 'GIBTESNICHT',
      reason: 'VOUCHER_UNKNOWN',
    });
    const future = await voucher({ validFrom: '2027-03-11' });
    expect((await enter(person, future.code)).rejectedVoucher?.reason).toBe(
      'VOUCHER_NOT_YET_VALID',
    );
    const past = await voucher({ validUntil: '2027-03-09' });
    expect((await enter(person, past.code)).rejectedVoucher?.reason).toBe('VOUCHER_EXPIRED');
    const once = await voucher({ maxUses: 1 });
    await useVoucher(t, once.id, newCustomer());
    expect((await enter(person, once.code)).rejectedVoucher?.reason).toBe('VOUCHER_USED_UP');
    const perCustomer = await voucher({ maxUsesPerCustomer: 1 });
    await useVoucher(t, perCustomer.id, person);
    expect((await enter(person, perCustomer.code)).rejectedVoucher?.reason).toBe(
      'VOUCHER_ALREADY_USED',
    );
    const cart = await read(person);
    expect(cart).toMatchObject({ cartVoucher: null, rejectedVoucher: null, voucherCodes: [] });
    // Someone else may still use the per-customer voucher.
    const other = await customerWithCourses();
    expect((await enter(other, perCustomer.code)).cartVoucher?.code).toBe(perCustomer.code);
  });

  it('counts validity in German days by the app’s clock, last day included', async () => {
    const person = await customerWithCourses();
    const { code } = await voucher({ validFrom: '2027-03-10', validUntil: '2027-03-10' });
    expect((await enter(person, code)).cartVoucher?.code).toBe(code);
    try {
      t.clock.set(new Date('2027-03-10T22:59:59Z'));
      expect((await read(person)).cartVoucher?.code).toBe(code);
      t.clock.set(new Date('2027-03-10T23:00:00Z'));
      const expired = await read(person);
      expect(expired.cartVoucher).toBeNull();
      expect(expired.rejectedVoucher).toEqual({ code, reason: 'VOUCHER_EXPIRED' });
      expect(expired.sumValue).toBe(29_850);
    } finally {
      t.clock.set(catalogueNow);
    }
  });

  it('is unused while every course it fits is paid with credits, and comes back when one is not', async () => {
    const person = newCustomer();
    await t.call('GET', '/api/cart', { person });
    await givePackage(t, person, t.ids.packages.work, 10);
    const course = {
      courseId: t.ids.online.courseId,
      scheduleId: t.ids.online.april,
      priceLevelId: t.ids.online.aprilStandard,
    };
    const added = await cartOf(
      await t.call('PUT', '/api/cart', { person, payload: { ...course, packageIncluded: true } }),
    );
    const { code } = await voucher({ organizerIds: [t.ids.organizers.eins] });
    const unused = await enter(person, code);
    expect(unused).toMatchObject({
      cartVoucher: null,
      unusedVoucher: { code, discountValue: 0 },
      rejectedVoucher: null,
      voucherCodes: [code],
      sumValue: 0,
    });
    const paid = await cartOf(
      await t.call('DELETE', `/api/cart/${added.positions[0]!.id}/package`, { person }),
    );
    expect(paid).toMatchObject({
      unusedVoucher: null,
      cartVoucher: { code, discountValue: 1_990 },
      sumValue: 17_910,
    });
  });

  it('stays in the cart when its courses go, reported as not applicable, and applies again with them', async () => {
    const person = newCustomer();
    const added = await cartOf(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.online.courseId,
          scheduleId: t.ids.online.april,
          priceLevelId: t.ids.online.aprilStandard,
        },
      }),
    );
    const { code } = await voucher();
    await enter(person, code);
    const empty = await cartOf(
      await t.call('DELETE', `/api/cart/${added.positions[0]!.id}`, { person }),
    );
    expect(empty).toMatchObject({
      rejectedVoucher: { code, reason: 'VOUCHER_NOT_APPLICABLE' },
      voucherCodes: [code],
    });
    const again = await cartOf(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.online.courseId,
          scheduleId: t.ids.online.april,
          priceLevelId: t.ids.online.aprilStandard,
        },
      }),
    );
    expect(again.cartVoucher?.code).toBe(code);
  });

  it('removes a code from the cart, and removing one it does not hold changes nothing', async () => {
    const person = await customerWithCourses();
    const { code } = await voucher();
    await enter(person, code);
    const untouched = await cartOf(await t.call('DELETE', '/api/cart/voucher/ANDERER', { person }));
    expect(untouched.voucherCodes).toEqual([code]);
    const removed = await cartOf(
      await t.call('DELETE', `/api/cart/voucher/${code.toLowerCase()}`, { person }),
    );
    expect(removed).toMatchObject({ cartVoucher: null, voucherCodes: [], sumValue: 29_850 });
  });

  it('knows a domain’s own voucher only on that domain', async () => {
    const { code } = await voucher({ domain: 'lawyer' });
    const person = newCustomer();
    await t.call('PUT', '/api/cart', {
      person,
      host: reno,
      payload: {
        courseId: t.ids.online.courseId,
        scheduleId: t.ids.online.april,
        priceLevelId: t.ids.online.aprilStandard,
      },
    });
    expect((await enter(person, code, reno)).rejectedVoucher?.reason).toBe('VOUCHER_UNKNOWN');
    const lawyer = await customerWithCourses();
    expect((await enter(lawyer, code)).cartVoucher?.code).toBe(code);
  });

  it('refuses a code that is not letters, digits, hyphens or underscores with 400', async () => {
    const person = newCustomer();
    const response = await t.call('GET', '/api/cart/voucher/%3Cscript%3E', { person });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      details: [{ path: 'params.code', code: 'INVALID_FORMAT' }],
    });
  });
});
