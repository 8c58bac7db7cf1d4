import { describe, expect, it } from 'vitest';
import { filtersOf, paramsOf, queryOf } from './filters.ts';

describe('the audit trail filters', () => {
  it('keep object, person and period in the address and read them back', () => {
    const filters = {
      objectType: 'order',
      objectId: ' 4711 ',
      actor: 'team@daa-rhein-ruhr.example',
      from: '2026-11-01',
      until: '2026-11-30',
    };
    const params = paramsOf(filters);
    expect(params.toString()).toBe(
      'objectType=order&objectId=4711&actor=team%40daa-rhein-ruhr.example&from=2026-11-01&until=2026-11-30',
    );
    expect(filtersOf(params)).toEqual({ ...filters, objectId: '4711' });
  });

  it('ignore a date in the address that is not one', () => {
    expect(filtersOf(new URLSearchParams('from=gestern'))).toMatchObject({ from: null });
  });

  it('ask the API for the whole last day of the period and nothing for empty filters', () => {
    const query = queryOf(
      { objectType: '', objectId: '', actor: '', from: '2026-11-01', until: '2026-11-30' },
      '2026-11-20T10:00:00.000Z',
    );
    expect(query).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      until: new Date(2026, 11, 1).toISOString(),
      before: '2026-11-20T10:00:00.000Z',
    });
  });
});
