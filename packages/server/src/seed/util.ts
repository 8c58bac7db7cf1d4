/**
 * Deterministic helpers for the demo catalogue: a hash-seeded pseudo-random generator (so every
 * value depends only on a stable key, never on call order), calendar days as ISO dates (their
 * arithmetic is date-fns'), slugs.
 */
import { tz } from '@date-fns/tz';
import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  formatISO,
  getDay,
  isValid,
  nextDay,
  parse,
  parseISO,
  startOfMonth,
  type Day,
} from 'date-fns';

/** FNV-1a hash of a string to a 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG; the same seed yields the same sequence on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** A generator seeded by `key`: `random('schedule:12:0')` always yields the same numbers. */
export function random(key: string): Random {
  const next = mulberry32(hash(`kursmarkt:${key}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability: number) => next() < probability,
  };
}

// Dates ----------------------------------------------------------------------------------------

/** The demo's calendar days are Berlin's, like every calendar day of the product. */
const berlin = tz('Europe/Berlin');

/** A calendar day 'YYYY-MM-DD' as the start of that day in Berlin; throws when it is none. */
export function parseIsoDate(value: string): Date {
  const day = parse(value, 'yyyy-MM-dd', 0, { in: berlin });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(day)) {
    throw new Error(`Not an ISO date: ${value}`);
  }
  return day;
}

/** 'YYYY-MM-DD' of the day in Berlin that `date` falls on. */
export function isoDate(date: Date): string {
  return formatISO(date, { representation: 'date', in: berlin });
}

export function addDays(value: string, days: number): string {
  return isoDate(addCalendarDays(parseIsoDate(value), days));
}

/** Adds months, clamping the day (31 January + 1 month = 28/29 February). */
export function addMonths(value: string, months: number): string {
  return isoDate(addCalendarMonths(parseIsoDate(value), months));
}

/** The first day on or after `value` that falls on `weekday` (0 = Sunday ... 6 = Saturday). */
export function nextWeekday(value: string, weekday: Day): string {
  const date = parseIsoDate(value);
  return isoDate(getDay(date) === weekday ? date : nextDay(date, weekday));
}

/** The first day of the month `now` falls in, in Berlin: the default reference date. */
export function firstOfCurrentMonth(now: Date = new Date()): string {
  return isoDate(startOfMonth(now, { in: berlin }));
}

/** The instant the day `value` begins in UTC: the demo's times of creation and change. */
export function startOfUtcDay(value: string): Date {
  return parseISO(value, { in: tz('UTC') });
}

// Text -----------------------------------------------------------------------------------------

/** German number format for hours: 2.5 -> "2,5". */
export function germanNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** "A", "A und B", "A, B und C" (or "and" in English). */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
