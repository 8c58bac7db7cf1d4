import type { AuditQuery } from '@kursmarkt/api';

/** The audit trail's filters as the address keeps them; dates as `YYYY-MM-DD`. */
export type AuditFilters = {
  objectType: string;
  objectId: string;
  actor: string;
  from: string | null;
  until: string | null;
};

const filterKeys = ['objectType', 'objectId', 'actor'] as const;

/** The filters of the page's address (`?objectType=…&actor=…&from=…&until=…`). */
export function filtersOf(params: URLSearchParams): AuditFilters {
  const date = (name: string) => {
    const value = params.get(name);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  };
  return {
    objectType: params.get('objectType') ?? '',
    objectId: params.get('objectId') ?? '',
    actor: params.get('actor') ?? '',
    from: date('from'),
    until: date('until'),
  };
}

/** The address's parameters of `filters`: empty ones left out. */
export function paramsOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.from) params.set('from', filters.from);
  if (filters.until) params.set('until', filters.until);
  return params;
}

/** The start of a day in the browser's time zone, as the API's date-time. */
const startOfDay = (date: string, days = 0) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + days).toISOString();
};

/**
 * The API's query for `filters`: the period from the start of its first day to the end of its
 * last (the start of the day after), `before` for the next page of older entries.
 */
export function queryOf(filters: AuditFilters, before?: string): NonNullable<AuditQuery> {
  const query: NonNullable<AuditQuery> = {};
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  if (filters.from) query.from = startOfDay(filters.from);
  if (filters.until) query.until = startOfDay(filters.until, 1);
  if (before) query.before = before;
  return query;
}
