// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, customerPackageSchema, endpoints } from '@kursmarkt/schemas';
import { testDatabaseTargets } from '../db/test-databases.ts';
import {
  aprilDates,
  bodyOf,
  errorOf,
  givePackage,
  newCustomer,
  openCartTestApp,
  orderOnInvoice,
  reno,
  type CartTestApp,
  type Person,
} from './test-support.ts';

const detailSchema = endpoints.getCustomerPackage.response;

describe.each(testDatabaseTargets())('the customer’s credit packages on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  const onlineApril = () => aprilDates(t).online;
  const familyApril = () => aprilDates(t).family;
  const order = (person: Person, positions: object[]) => orderOnInvoice(t, person, positions);
  const detail = async (person: Person, id: string, query = '') =>
    detailSchema.parse(
      bodyOf(await t.call('GET', `/api/customer/packages/${id}${query}`, { person })),
    );
  const list = async (person: Person) =>
    customerPackageSchema
      .array()
      .parse(bodyOf(await t.call('GET', '/api/customer/packages', { person })));

  it('lists the booking that used credits and the credits a cancellation gave back', async () => {
    const anna = newCustomer('Anna');
    await t.call('GET', '/api/cart', { person: anna });
    const owned = await givePackage(
      t,
      anna,
      t.ids.packages.family,
      10,
      new Date('2026-11-28T09:00:00Z'),
    );
    const placed = await order(anna, [onlineApril(), { ...familyApril(), packageIncluded: true }]);
    const family = placed.positions.find((position) => position.scheduleId === t.ids.family.april)!;

    const used = await detail(anna, owned);
    expect(used).toMatchObject({
      id: owned,
      packageId: t.ids.packages.family,
      name: 'Paket Familienrecht',
      creditValue: 10,
      remainingCredits: 10 - family.credits,
      expiresOn: '2029-12-31',
      expired: false,
      scopes: [{ id: t.ids.scopes.familie, name: 'Familienrecht' }],
    });
    expect(used.ledger.map((entry) => [entry.reason, entry.delta, entry.booking])).toEqual([
      ['PURCHASE', 10, null],
      [
        'BOOKING',
        -family.credits,
        {
          orderId: placed.id,
          orderNumber: placed.orderNumber,
          name: family.name,
          startDate: family.startDate,
        },
      ],
    ]);

    bodyOf(
      await t.call('POST', `/api/order/${placed.id}/cancellation`, { person: anna, payload: {} }),
      201,
    );
    const restored = await detail(anna, owned);
    expect(restored.remainingCredits).toBe(10);
    expect(restored.ledger.map((entry) => [entry.reason, entry.delta])).toEqual([
      ['PURCHASE', 10],
      ['BOOKING', -family.credits],
      ['CANCELLATION', family.credits],
    ]);
    expect(restored.ledger[2]!.booking).toEqual(restored.ledger[1]!.booking);
    // The list names the same package with the same credits left.
    expect(await list(anna)).toMatchObject([
      { id: owned, remainingCredits: 10, expiresOn: '2029-12-31', expired: false },
    ]);
  });

  it('marks a package expired after 31 December of the third year after its purchase, and pays no new course from it', async () => {
    const bernd = newCustomer('Bernd');
    await t.call('GET', '/api/cart', { person: bernd });
    const old = await givePackage(
      t,
      bernd,
      t.ids.packages.family,
      10,
      new Date('2023-06-01T10:00:00Z'),
    );
    expect(await detail(bernd, old)).toMatchObject({ expiresOn: '2026-12-31', expired: true });
    expect(await list(bernd)).toMatchObject([{ id: old, expired: true, remainingCredits: 10 }]);
    const cart = await t.call('PUT', '/api/cart', {
      person: bernd,
      payload: { ...familyApril(), packageIncluded: true },
    });
    expect(errorOf(cart, 409).code).toBe('NO_FITTING_PACKAGE');
    // Paid with money, the cart offers no credits from it.
    const withMoney = cartSchema.parse(
      bodyOf(await t.call('PUT', '/api/cart', { person: bernd, payload: familyApril() })),
    );
    expect(withMoney.positions[0]).toMatchObject({
      creditsAvailable: false,
      availableCredits: null,
    });
  });

  it('shows a customer none of another customer’s packages: the list is empty and the id answers 404', async () => {
    const carla = newCustomer('Carla');
    const dieter = newCustomer('Dieter');
    await t.call('GET', '/api/cart', { person: carla });
    await t.call('GET', '/api/cart', { person: dieter });
    const carlas = await givePackage(
      t,
      carla,
      t.ids.packages.work,
      10,
      new Date('2027-01-05T10:00:00Z'),
    );
    expect(await list(dieter)).toEqual([]);
    expect(
      errorOf(await t.call('GET', `/api/customer/packages/${carlas}`, { person: dieter }), 404)
        .code,
    ).toBe('NOT_FOUND');
    expect((await detail(carla, carlas, '?language=en')).scopes).toEqual([
      { id: t.ids.scopes.arbeit, name: 'Employment law' },
    ]);
  });

  it('offers the cart no credits of a package bought on another domain', async () => {
    const frieda = newCustomer('Frieda');
    await order(frieda, [{ packageId: t.ids.packages.work }]);
    const paidWithMoney = async (host?: string) =>
      cartSchema.parse(
        bodyOf(
          await t.call('PUT', '/api/cart', {
            person: frieda,
            payload: onlineApril(),
            ...(host ? { host } : {}),
          }),
        ),
      ).positions[0];
    // Where it was bought, the cart offers its credits before they are chosen.
    expect(await paidWithMoney()).toMatchObject({ creditsAvailable: true, availableCredits: 10 });
    expect(await paidWithMoney(reno)).toMatchObject({
      creditsAvailable: false,
      availableCredits: null,
    });
    const withCredits = await t.call('PUT', '/api/cart', {
      person: frieda,
      payload: { ...onlineApril(), packageIncluded: true },
      host: reno,
    });
    expect(errorOf(withCredits, 409).code).toBe('NO_FITTING_PACKAGE');
  });

  it('refuses an id that is not a UUID at its path, and a call without sign-in', async () => {
    const erika = newCustomer('Erika');
    const refused = errorOf(
      await t.call('GET', '/api/customer/packages/7', { person: erika }),
      400,
    );
    expect(refused.details?.map((entry) => [entry.path, entry.code])).toEqual([
      ['params.id', 'INVALID_FORMAT'],
    ]);
    expect((await t.call('GET', `/api/customer/packages/${crypto.randomUUID()}`)).statusCode).toBe(
      401,
    );
  });
});
