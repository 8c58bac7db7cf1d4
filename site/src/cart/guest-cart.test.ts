import fc from 'fast-check';
import { localPositionKey, type LocalCartPosition } from '@kursmarkt/schemas/rules';
import { describe, expect, it } from 'vitest';
import {
  addToGuestCart,
  readGuestCart,
  removeFromGuestCart,
  withGuestVoucher,
  guestVoucherCodes,
  writeGuestCart,
  type GuestCart,
} from './guest-cart.ts';

/** A Storage of a plain map, as localStorage behaves for these calls. */
const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
};

const employmentLaw = {
  id: 17,
  durationValue: 5,
  type: 'EDUCATION',
  organizer: { id: 2 },
  professionalScopes: [{ id: 4 }],
};
const course = (scheduleId: number, extra: Partial<LocalCartPosition> = {}): LocalCartPosition => ({
  courseId: 17,
  courseScheduleId: scheduleId,
  priceLevelId: 31,
  course: employmentLaw,
  ...extra,
});
const fifteenHours = {
  packageId: 9,
  type: 'EDUCATION' as const,
  organizerId: 2,
  scopeIds: [4],
  creditValue: 15,
};
const storedPackage = { ...fifteenHours, remainingCredits: 15, cartPosition: true };
const empty: GuestCart = { positions: [], packages: [] };

describe('reading the guest cart from storage', () => {
  it('drops damaged entries instead of failing, and keeps the sound ones', () => {
    const storage = memoryStorage({
      cart: JSON.stringify([
        { courseId: 17, courseScheduleId: 3, priceLevelId: 31, packageIncluded: 'yes' },
        { courseId: -1, courseScheduleId: 4, priceLevelId: 31 },
        { courseId: 17, courseScheduleId: 5 },
        'not a position',
        null,
        { packageId: 9 },
        { courseId: 17, courseScheduleId: 6, priceLevelId: 2.5 },
      ]),
      cp: JSON.stringify([storedPackage, { packageId: 'x' }, 7]),
    });
    expect(readGuestCart(storage)).toEqual({
      positions: [
        { courseId: 17, courseScheduleId: 3, priceLevelId: 31, packageIncluded: false },
        { packageId: 9 },
      ],
      packages: [storedPackage],
    });
  });

  it('reads text that is no JSON, or JSON that is no list, as an empty cart', () => {
    expect(readGuestCart(memoryStorage({ cart: '{broken', cp: '[' }))).toEqual(empty);
    expect(readGuestCart(memoryStorage({ cart: '{"courseId":1}', cp: '3' }))).toEqual(empty);
    expect(readGuestCart(memoryStorage())).toEqual(empty);
  });

  it('keeps one line per date when the stored list holds a date twice', () => {
    const storage = memoryStorage({
      cart: JSON.stringify([course(3), course(3, { priceLevelId: 32 })]),
    });
    expect(readGuestCart(storage).positions).toEqual([
      { ...course(3), priceLevelId: 32, packageIncluded: false },
    ]);
  });

  it('drops a package of cp that is no position of the cart', () => {
    const storage = memoryStorage({
      cart: JSON.stringify([course(3)]),
      cp: JSON.stringify([storedPackage]),
    });
    expect(readGuestCart(storage).packages).toEqual([]);
  });

  it('writes what it reads back, and removes both keys for an empty cart', () => {
    const storage = memoryStorage();
    const cart = addToGuestCart(addToGuestCart(empty, { packageId: 9 }, fifteenHours), course(3));
    writeGuestCart(storage, cart);
    expect(readGuestCart(storage)).toEqual(cart);
    writeGuestCart(storage, empty);
    expect([...storage.map.keys()]).toEqual([]);
  });
});

describe('adding to the guest cart', () => {
  it('updates the price level and package flag of a date already in it instead of a second line', () => {
    const cart = addToGuestCart(addToGuestCart(empty, course(3)), course(3, { priceLevelId: 32 }));
    expect(cart.positions).toEqual([{ ...course(3), priceLevelId: 32, packageIncluded: false }]);
  });

  it('takes the credits of a course paid with a package, and gives them back when it is paid with money again', () => {
    const withPackage = addToGuestCart(empty, { packageId: 9 }, fifteenHours);
    const included = addToGuestCart(withPackage, course(3, { packageIncluded: true }));
    expect(included.packages[0]?.remainingCredits).toBe(10);
    const again = addToGuestCart(included, course(3, { packageIncluded: true }));
    expect(again.packages[0]?.remainingCredits).toBe(10);
    const money = addToGuestCart(again, course(3, { packageIncluded: false }));
    expect(money.packages[0]?.remainingCredits).toBe(15);
  });

  it('pays with money when no package fits or its credits are used up', () => {
    const other = addToGuestCart(empty, course(3, { packageIncluded: true }));
    expect(other.positions[0]?.packageIncluded).toBe(false);
    const small = addToGuestCart(empty, { packageId: 9 }, { ...fifteenHours, creditValue: 4 });
    const added = addToGuestCart(small, course(3, { packageIncluded: true }));
    expect(added.positions[1]?.packageIncluded).toBe(false);
    expect(added.packages[0]?.remainingCredits).toBe(4);
  });

  it('adds a package once', () => {
    const once = addToGuestCart(empty, { packageId: 9 }, fifteenHours);
    expect(addToGuestCart(once, { packageId: 9 }, fifteenHours)).toBe(once);
  });
});

describe('removing from the guest cart', () => {
  it('gives the credits of a course back to its package', () => {
    const cart = addToGuestCart(
      addToGuestCart(empty, { packageId: 9 }, fifteenHours),
      course(3, { packageIncluded: true }),
    );
    const removed = removeFromGuestCart(cart, 'schedule:3');
    expect(removed.positions).toEqual([{ packageId: 9 }]);
    expect(removed.packages[0]?.remainingCredits).toBe(15);
  });

  it('drops a removed package from cp, and its courses are paid with money', () => {
    const cart = addToGuestCart(
      addToGuestCart(empty, { packageId: 9 }, fifteenHours),
      course(3, { packageIncluded: true }),
    );
    const removed = removeFromGuestCart(cart, 'package:9');
    expect(removed.packages).toEqual([]);
    expect(removed.positions).toEqual([{ ...course(3), packageIncluded: false }]);
  });

  it('keeps the voucher the guest entered on each course, one code for the cart', () => {
    const cart = withGuestVoucher(
      addToGuestCart(addToGuestCart(empty, course(3)), course(4)),
      'willkommen10',
    );
    expect(guestVoucherCodes(cart)).toEqual(['WILLKOMMEN10']);
    expect(guestVoucherCodes(withGuestVoucher(cart, null))).toEqual([]);
  });
});

const action = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    scheduleId: fc.integer({ min: 1, max: 6 }),
    priceLevelId: fc.integer({ min: 1, max: 3 }),
    packageIncluded: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('addPackage' as const),
    packageId: fc.integer({ min: 8, max: 9 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), scheduleId: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('removePackage' as const),
    packageId: fc.integer({ min: 8, max: 9 }),
  }),
);

describe('any sequence of adding and removing', () => {
  it('keeps one line per date and package, credits within 0 and what the packages hold, and the last price level of each date', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let cart = empty;
        const lastLevel = new Map<number, number>();
        for (const step of actions) {
          if (step.kind === 'add') {
            cart = addToGuestCart(
              cart,
              course(step.scheduleId, {
                priceLevelId: step.priceLevelId,
                packageIncluded: step.packageIncluded,
              }),
            );
            lastLevel.set(step.scheduleId, step.priceLevelId);
          } else if (step.kind === 'addPackage') {
            cart = addToGuestCart(
              cart,
              { packageId: step.packageId },
              {
                ...fifteenHours,
                packageId: step.packageId,
              },
            );
          } else if (step.kind === 'remove') {
            cart = removeFromGuestCart(cart, `schedule:${step.scheduleId}`);
            lastLevel.delete(step.scheduleId);
          } else {
            cart = removeFromGuestCart(cart, `package:${step.packageId}`);
          }
        }
        const keys = cart.positions.map(localPositionKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const position of cart.positions) {
          if (position.courseScheduleId != null) {
            expect(position.priceLevelId).toBe(lastLevel.get(position.courseScheduleId));
          }
        }
        expect(new Set(keys)).toEqual(
          new Set([
            ...[...lastLevel.keys()].map((id) => `schedule:${id}`),
            ...cart.packages.map((entry) => `package:${entry.packageId}`),
          ]),
        );
        const used = cart.positions.filter((position) => position.packageIncluded).length * 5;
        const left = cart.packages.reduce((sum, entry) => sum + entry.remainingCredits, 0);
        expect(left + used).toBe(cart.packages.length * 15);
        for (const entry of cart.packages) expect(entry.remainingCredits).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
