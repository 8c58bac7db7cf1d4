import { describe, expect, it } from 'vitest';
import { endpoints } from './index.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the cart contract', () => {
  it('takes a course date with its price level, or a package, and names what is missing', () => {
    const body = endpoints.putCart.body;
    expect(body.safeParse({ courseId: 1, scheduleId: 2, priceLevelId: 3 }).success).toBe(true);
    expect(body.safeParse({ packageId: 4 }).success).toBe(true);
    expect(issues(body.safeParse({ courseId: 1 }))).toEqual(['scheduleId', 'priceLevelId']);
    expect(issues(body.safeParse({ packageId: 4, packageIncluded: true }))).toEqual([
      'packageIncluded',
    ]);
    expect(
      issues(body.safeParse({ courseId: 1, scheduleId: 2, priceLevelId: 3, seats: 2 })),
    ).toEqual(['']);
  });

  it('takes the guest’s positions as the browser keeps them, course snapshot and voucher included', () => {
    const parsed = endpoints.putValidateCart.body.safeParse({
      positions: [
        {
          courseId: 5,
          courseScheduleId: 9,
          priceLevelId: 11,
          packageIncluded: false,
          scopeId: null,
          categoryId: null,
          course: {
            id: 5,
            durationValue: 15,
            type: 'EDUCATION',
            organizer: { id: 2 },
            professionalScopes: [{ id: 3 }],
          },
          voucher: { voucherCode: 'willkommen10', voucherValue: 1000, voucherValueType: 'PERCENT' },
        },
        { packageId: 2 },
      ],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.voucherCodes).toEqual([]);
    expect(
      issues(endpoints.putValidateCart.body.safeParse({ positions: [{ courseId: 5 }] })),
    ).toEqual(['positions.0.courseScheduleId', 'positions.0.priceLevelId']);
  });

  it('reads one or several scopes of the customer packages query', () => {
    const query = endpoints.getCustomerPackages.query;
    expect(query.parse({ scope: '3' }).scope).toEqual([3]);
    expect(query.parse({ scope: ['3', '7'], type: 'EDUCATION' })).toEqual({
      scope: [3, 7],
      type: 'EDUCATION',
    });
    expect(query.safeParse({ scope: 'x' }).success).toBe(false);
  });

  it('takes voucher codes of letters, digits, hyphens and underscores only', () => {
    const params = endpoints.getCartVoucher.params;
    expect(params.parse({ code: ' Willkommen-10 ' }).code).toBe('Willkommen-10');
    expect(params.safeParse({ code: 'a b' }).success).toBe(false);
    expect(params.safeParse({ code: 'x'.repeat(41) }).success).toBe(false);
  });
});
