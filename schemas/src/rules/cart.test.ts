import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocalPosition,
  cartLineKey,
  collapseLocalPositions,
  localPositionKey,
  packageExpired,
  packageExpiresOn,
  packageFitsCourse,
  type LocalCartPosition,
} from './cart.ts';

const course = (scheduleId: number, priceLevelId: number, extra: Partial<LocalCartPosition> = {}) =>
  ({
    courseId: 7,
    courseScheduleId: scheduleId,
    priceLevelId,
    ...extra,
  }) satisfies LocalCartPosition;

describe('the lines of a cart', () => {
  it('are one per course date and one per package', () => {
    expect(cartLineKey({ scheduleId: 12 })).toBe('schedule:12');
    expect(cartLineKey({ packageId: 3 })).toBe('package:3');
    expect(cartLineKey({})).toBeNull();
    expect(localPositionKey(course(12, 1))).toBe('schedule:12');
  });
});

describe('adding to the guest’s cart', () => {
  it('updates the price level and package flag of a date already in it instead of a second line', () => {
    const first = addLocalPosition([], course(12, 1, { packageIncluded: true, scopeId: 4 }));
    const again = addLocalPosition(first, course(12, 2));
    expect(again).toEqual([
      { courseId: 7, courseScheduleId: 12, priceLevelId: 2, packageIncluded: false, scopeId: 4 },
    ]);
  });

  it('appends another date of the same course, and keeps a package once', () => {
    const positions = [course(12, 1), { packageId: 3 }, course(13, 5), { packageId: 3 }].reduce(
      addLocalPosition,
      [] as LocalCartPosition[],
    );
    expect(positions.map(localPositionKey)).toEqual(['schedule:12', 'package:3', 'schedule:13']);
  });

  it('leaves out a position that names neither a date nor a package', () => {
    expect(addLocalPosition([course(12, 1)], { courseId: 7 })).toEqual([course(12, 1)]);
  });
});

const positionArbitrary: fc.Arbitrary<LocalCartPosition> = fc.oneof(
  fc.record({
    courseId: fc.integer({ min: 1, max: 4 }),
    courseScheduleId: fc.integer({ min: 1, max: 6 }),
    priceLevelId: fc.integer({ min: 1, max: 9 }),
    packageIncluded: fc.boolean(),
  }),
  fc.record({ packageId: fc.integer({ min: 1, max: 3 }) }),
);

describe('collapsing the guest’s cart (property)', () => {
  it('keeps every line once, and a date takes the price level and flag it was given last', () => {
    fc.assert(
      fc.property(fc.array(positionArbitrary, { maxLength: 30 }), (positions) => {
        const collapsed = collapseLocalPositions(positions);
        const keys = collapsed.map(localPositionKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(positions.map(localPositionKey)));
        for (const line of collapsed) {
          const last = positions.findLast(
            (position) => localPositionKey(position) === localPositionKey(line),
          )!;
          expect(line.priceLevelId).toBe(last.priceLevelId);
          expect(line.packageIncluded ?? false).toBe(last.packageIncluded ?? false);
        }
        // Lines keep the order in which they first appeared.
        const firstSeen = [...new Set(positions.map(localPositionKey))];
        expect(keys).toEqual(firstSeen);
      }),
      { numRuns: 500 },
    );
  });
});

describe('whether a credit package pays a course', () => {
  const creditPackage = { organizerId: 4, educationalType: 'EDUCATION', scopeIds: [1, 2] } as const;
  it('needs the same organizer, the type as the course’s search type and a common scope', () => {
    expect(
      packageFitsCourse(creditPackage, {
        organizerId: 4,
        searchType: 'EDUCATION',
        scopeIds: [2, 9],
      }),
    ).toBe(true);
    expect(
      packageFitsCourse(creditPackage, { organizerId: 5, searchType: 'EDUCATION', scopeIds: [2] }),
    ).toBe(false);
    expect(
      packageFitsCourse(creditPackage, { organizerId: 4, searchType: 'RENO', scopeIds: [2] }),
    ).toBe(false);
    expect(
      packageFitsCourse(creditPackage, { organizerId: 4, searchType: 'EDUCATION', scopeIds: [3] }),
    ).toBe(false);
  });
});

describe('how long a credit package pays courses', () => {
  it('lasts until 31 December of the third year after its purchase, that day included', () => {
    expect(packageExpiresOn('2026-01-01')).toBe('2029-12-31');
    expect(packageExpiresOn('2026-12-31')).toBe('2029-12-31');
    expect(packageExpired('2029-12-31', '2029-12-31')).toBe(false);
    expect(packageExpired('2029-12-31', '2030-01-01')).toBe(true);
  });
});
