// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLineKey,
  cartSchema,
  cartValidationSchema,
  collapseLocalPositions,
  localPositionKey,
  type CartValidation,
  type LocalCartPosition,
} from '@kursmarkt/schemas';
import { testDatabaseTargets } from '../db/test-databases.ts';
import {
  addVoucher,
  givePackage,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from './test-support.ts';

describe.each(testDatabaseTargets())('merging the guest’s cart at sign-in on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const validate = async (person: Person, payload: object): Promise<CartValidation> => {
    const response = await t.call('PUT', '/api/order/validate-cart', { person, payload });
    expect(response.statusCode, response.body).toBe(200);
    return cartValidationSchema.parse(response.json());
  };
  const april = () =>
    ({
      courseId: t.ids.online.courseId,
      courseScheduleId: t.ids.online.april,
      priceLevelId: t.ids.online.aprilStandard,
    }) satisfies LocalCartPosition;

  it('answers the customer’s cart unmerged when the guest had nothing', async () => {
    const person = newCustomer();
    const result = await validate(person, { positions: [] });
    expect(result).toMatchObject({
      cartEmpty: true,
      merged: false,
      validCustomerStatus: false,
      taxNumberRequired: false,
      notAdded: [],
    });
  });

  it('adds the guest’s lines, updates a date the customer has with the guest’s price level, and keeps the rest', async () => {
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
    const result = await validate(person, {
      positions: [
        {
          ...april(),
          priceLevelId: t.ids.online.aprilEarly,
          course: {
            id: t.ids.online.courseId,
            durationValue: 5,
            type: 'EDUCATION',
            organizer: { id: 1 },
            professionalScopes: [{ id: 1 }],
          },
        },
        { packageId: t.ids.packages.work },
        {
          courseId: t.ids.present.courseId,
          courseScheduleId: t.ids.present.full,
          priceLevelId: t.ids.present.fullStandard,
        },
      ],
    });
    expect(result.merged).toBe(true);
    expect(
      result.cart.positions.map((position) => [
        position.scheduleId,
        position.packageId,
        position.pricelevelId,
      ]),
    ).toEqual([
      [t.ids.online.april, null, t.ids.online.aprilEarly],
      [t.ids.family.april, null, t.ids.family.aprilStandard],
      [null, t.ids.packages.work, null],
    ]);
    expect(result.notAdded).toEqual([
      { scheduleId: t.ids.present.full, packageId: null, code: 'SCHEDULE_FULL' },
    ]);
  });

  it('pays a guest’s course with the credits of the guest’s package, and with money when none is left', async () => {
    const person = newCustomer();
    const result = await validate(person, {
      positions: [
        { ...april(), packageIncluded: true },
        {
          courseId: t.ids.online.courseId,
          courseScheduleId: t.ids.online.may,
          priceLevelId: t.ids.online.mayStandard,
          packageIncluded: true,
        },
        {
          courseId: t.ids.present.courseId,
          courseScheduleId: t.ids.present.soon,
          priceLevelId: t.ids.present.soonStandard,
          packageIncluded: true,
        },
        { packageId: t.ids.packages.work },
      ],
    });
    expect(result.notAdded).toEqual([]);
    expect(
      result.cart.positions.map((position) => [
        position.packageId ?? position.scheduleId,
        position.packageIncluded,
      ]),
    ).toEqual([
      [t.ids.packages.work, false],
      [t.ids.online.april, true],
      [t.ids.online.may, true],
      [t.ids.present.soon, false],
    ]);
  });

  it('enters the guest’s voucher codes and reports the one that does not apply', async () => {
    const code = 'MERGE-10';
    await addVoucher(t, { code, kind: 'PERCENT', value: 1_000 });
    const person = newCustomer();
    const result = await validate(person, {
      positions: [
        {
          ...april(),
          voucher: { voucherCode: 'merge-10', voucherValue: 1000, voucherValueType: 'PERCENT' },
        },
      ],
      voucherCodes: ['NICHTDA'],
    });
    expect(result.cart.cartVoucher?.code).toBe(code);
    expect(result.cart.rejectedVoucher).toEqual({ code: 'NICHTDA', reason: 'VOUCHER_UNKNOWN' });
  });

  it('tells whether the billing data is complete', async () => {
    const person = newCustomer();
    await t.call('PUT', `/api/customers/${person.customerId}`, {
      person,
      payload: {
        name: 'Anna',
        lastname: 'Berger',
        street: 'Ring 1',
        city: 'Köln',
        zipCode: '50667',
        country: 'DEU',
      },
    });
    expect((await validate(person, { positions: [] })).validCustomerStatus).toBe(true);
  });

  it('refuses a guest cart that is not one, naming the field', async () => {
    const person = newCustomer();
    const response = await t.call('PUT', '/api/order/validate-cart', {
      person,
      payload: { positions: [{ courseId: 'eins' }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(
      'body.positions.0.courseId',
    );
  });

  describe('loses no line (property)', () => {
    /** Positions a guest may hold: valid dates and packages, and ones the server refuses. */
    const candidates = (): LocalCartPosition[] => [
      april(),
      { ...april(), priceLevelId: t.ids.online.aprilEarly },
      {
        courseId: t.ids.online.courseId,
        courseScheduleId: t.ids.online.may,
        priceLevelId: t.ids.online.mayStandard,
      },
      {
        courseId: t.ids.present.courseId,
        courseScheduleId: t.ids.present.soon,
        priceLevelId: t.ids.present.soonStandard,
        scopeId: t.ids.scopes.familie,
      },
      {
        courseId: t.ids.family.courseId,
        courseScheduleId: t.ids.family.april,
        priceLevelId: t.ids.family.aprilStandard,
      },
      {
        courseId: t.ids.specialist.courseId,
        courseScheduleId: t.ids.specialist.september,
        priceLevelId: t.ids.specialist.septemberStandard,
      },
      { packageId: t.ids.packages.work },
      { packageId: t.ids.packages.family },
      // Refused: full, over, a price level of another date, a date of another course, unknown.
      {
        courseId: t.ids.present.courseId,
        courseScheduleId: t.ids.present.full,
        priceLevelId: t.ids.present.fullStandard,
      },
      {
        courseId: t.ids.present.courseId,
        courseScheduleId: t.ids.present.ended,
        priceLevelId: t.ids.present.endedStandard,
      },
      { ...april(), priceLevelId: t.ids.online.mayStandard },
      {
        courseId: t.ids.family.courseId,
        courseScheduleId: t.ids.online.may,
        priceLevelId: t.ids.online.mayStandard,
      },
      { courseId: t.ids.online.courseId, courseScheduleId: 999_999, priceLevelId: 999_999 },
      { packageId: 999_999 },
      // A scope the course does not have.
      { ...april(), scopeId: t.ids.scopes.familie },
    ];
    const refusable = new Set([
      'NOT_FOUND',
      'SCHEDULE_NOT_OF_COURSE',
      'PRICE_LEVEL_NOT_OF_SCHEDULE',
      'SCHEDULE_ENDED',
      'SCHEDULE_FULL',
    ]);

    it('keeps every customer line and every guest line, or names why a guest line could not be added', async () => {
      const pick = (count: number) =>
        fc.array(
          fc.record({
            index: fc.nat({ max: candidates().length - 1 }),
            packageIncluded: fc.boolean(),
          }),
          { maxLength: count },
        );
      await fc.assert(
        fc.asyncProperty(
          pick(6),
          pick(10),
          fc.boolean(),
          async (customerPicks, guestPicks, ownsPackage) => {
            const person = newCustomer();
            const all = candidates();
            const toLocal = ({
              index,
              packageIncluded,
            }: {
              index: number;
              packageIncluded: boolean;
            }) =>
              ({
                ...all[index]!,
                ...(all[index]!.packageId ? {} : { packageIncluded }),
              }) as LocalCartPosition;
            // The customer's cart as it was before signing in on this device.
            const customerLines = customerPicks.map(toLocal);
            if (ownsPackage) {
              await t.call('GET', '/api/cart', { person });
              await givePackage(t, person, t.ids.packages.work, 10);
            }
            if (customerLines.length > 0) {
              await t.call('POST', '/api/cart', {
                person,
                payload: {
                  positions: customerLines.map((line) =>
                    line.packageId && !line.courseScheduleId
                      ? { packageId: line.packageId }
                      : {
                          courseId: line.courseId,
                          scheduleId: line.courseScheduleId,
                          priceLevelId: line.priceLevelId,
                          packageIncluded: line.packageIncluded ?? false,
                        },
                  ),
                },
              });
            }
            const before = cartSchema.parse((await t.call('GET', '/api/cart', { person })).json());
            const beforeKeys = before.positions.map(cartLineKey);

            const guest = guestPicks.map(toLocal);
            const result = await validate(person, { positions: guest });
            const keys = result.cart.positions.map(cartLineKey);
            const refused = new Set(result.notAdded.map(cartLineKey));

            // One line per date or package.
            expect(new Set(keys).size).toBe(keys.length);
            // Nothing the customer had is gone.
            for (const key of beforeKeys) expect(keys).toContain(key);
            // Every guest line is in the cart, or named with its reason.
            const collapsed = collapseLocalPositions(guest);
            for (const line of collapsed) {
              const key = localPositionKey(line)!;
              expect(keys.includes(key) || refused.has(key), key).toBe(true);
            }
            for (const entry of result.notAdded)
              expect(refusable.has(entry.code), entry.code).toBe(true);
            // Nothing appears that neither had.
            const known = new Set([...beforeKeys, ...collapsed.map(localPositionKey)]);
            for (const key of keys) expect(known.has(key), key!).toBe(true);
            // A guest's date that was merged has the guest's price level.
            for (const line of collapsed) {
              const key = localPositionKey(line)!;
              if (line.courseScheduleId == null || refused.has(key)) continue;
              const position = result.cart.positions.find((entry) => cartLineKey(entry) === key)!;
              expect(position.pricelevelId).toBe(line.priceLevelId);
            }
            expect(result.merged).toBe(guest.length > 0);
            expect(result.cartEmpty).toBe(keys.length === 0);
            const head = await t.call('HEAD', '/api/cart', { person });
            expect(Number(head.headers['content-length'])).toBe(keys.length);
          },
        ),
        { numRuns: 40 },
      );
    }, 300_000);
  });
});
