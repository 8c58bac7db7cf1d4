// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultDayDates, defaultScheduleDays } from './default-days.ts';
import { attendedOf, dayAttendance, positionVerdict, type PresenceInterval } from './evidence.ts';
import { germanInstant } from './wall-time.ts';

const day = '2026-11-12';
const at = (time: string, on = day) => germanInstant(on, time);
const window = { startsAt: at('09:00'), endsAt: at('17:00'), netMinutes: 420 };
const evening = at('20:00');
const joined = (from: string, to: string | null): PresenceInterval => ({
  startedAt: at(from),
  endedAt: to === null ? null : at(to),
  source: 'IMPORT',
});

describe('dayAttendance', () => {
  it('counts a day attended from start to end as its net minutes, complete', () => {
    const result = dayAttendance({
      ...window,
      presences: [joined('08:50', '17:05')],
      now: evening,
    });
    expect(result).toMatchObject({
      scheduledMinutes: 420,
      attendedMinutes: 420,
      gaps: [],
      toleratedAbsenceMinutes: 0,
      sources: ['IMPORT'],
      checkOutMissing: false,
      verdict: 'COMPLETE',
    });
  });

  it('merges re-joins and overlapping rows and tolerates a reconnect of a few minutes', () => {
    const result = dayAttendance({
      ...window,
      presences: [
        joined('09:00', '11:00'),
        joined('10:30', '12:00'),
        joined('12:10', '17:00'),
        { startedAt: at('13:00'), endedAt: at('14:00'), source: 'SELF_CHECK_IN' },
      ],
      now: evening,
    });
    expect(result.verdict).toBe('COMPLETE');
    expect(result.attendedMinutes).toBe(420);
    expect(result.toleratedAbsenceMinutes).toBe(10);
    expect(result.sources).toEqual(['SELF_CHECK_IN', 'IMPORT']);
  });

  it('deducts an absence longer than 15 minutes as a gap and calls the day partial', () => {
    const result = dayAttendance({
      ...window,
      presences: [joined('09:20', '12:00'), joined('13:00', '16:50')],
      now: evening,
    });
    expect(result.gaps).toEqual([
      { from: at('09:00'), to: at('09:20'), minutes: 20 },
      { from: at('12:00'), to: at('13:00'), minutes: 60 },
    ]);
    expect(result.toleratedAbsenceMinutes).toBe(10);
    expect(result.attendedMinutes).toBe(420 - 80);
    expect(result.verdict).toBe('PARTIAL');
  });

  it('takes an absence of exactly 15 minutes as tolerated, and one second more as a gap', () => {
    const fifteen = dayAttendance({
      ...window,
      presences: [joined('09:15', '17:00')],
      now: evening,
    });
    expect(fifteen.verdict).toBe('COMPLETE');
    const more = dayAttendance({
      ...window,
      presences: [
        { startedAt: new Date(+at('09:15') + 1000), endedAt: at('17:00'), source: 'DOOR_SCAN' },
      ],
      now: evening,
    });
    expect(more.gaps).toEqual([
      { from: at('09:00'), to: new Date(+at('09:15') + 1000), minutes: 16 },
    ]);
    expect(more.verdict).toBe('PARTIAL');
  });

  it('clips presences to the window and ignores those outside it', () => {
    const result = dayAttendance({
      ...window,
      presences: [joined('07:00', '08:30'), joined('16:00', '19:00')],
      now: evening,
    });
    expect(result.gaps).toEqual([{ from: at('09:00'), to: at('16:00'), minutes: 420 }]);
    expect(result.attendedMinutes).toBe(0);
    expect(result.sources).toEqual(['IMPORT']);
    expect(result.verdict).toBe('PARTIAL');
  });

  it('calls a day without any presence in its window absent', () => {
    const result = dayAttendance({
      ...window,
      presences: [joined('18:00', '19:00')],
      now: evening,
    });
    expect(result).toMatchObject({ attendedMinutes: 0, sources: [], verdict: 'ABSENT' });
  });

  it('counts a check-in without check-out up to the end of the window and says so', () => {
    const result = dayAttendance({
      ...window,
      presences: [{ startedAt: at('08:55'), endedAt: null, source: 'DOOR_SCAN' }],
      now: evening,
    });
    expect(result).toMatchObject({
      attendedMinutes: 420,
      checkOutMissing: true,
      sources: ['DOOR_SCAN'],
      verdict: 'COMPLETE',
    });
  });

  it('keeps a running day open and counts only what has passed', () => {
    const presences = [{ startedAt: at('09:00'), endedAt: null, source: 'DOOR_SCAN' as const }];
    const running = dayAttendance({ ...window, presences, now: at('13:00') });
    expect(running).toMatchObject({ verdict: 'OPEN', gaps: [], attendedMinutes: 420 - 240 });
    const before = dayAttendance({ ...window, presences: [], now: at('08:00') });
    expect(before).toMatchObject({ verdict: 'OPEN', gaps: [], attendedMinutes: 0 });
    const over = dayAttendance({ ...window, presences, now: at('17:00') });
    expect(over.verdict).toBe('COMPLETE');
  });

  it('measures a window across the spring change to summer time in real minutes', () => {
    const dst = '2026-03-29';
    const spring = { startsAt: at('01:00', dst), endsAt: at('05:00', dst) };
    expect((+spring.endsAt - +spring.startsAt) / 60_000).toBe(180);
    const result = dayAttendance({
      ...spring,
      netMinutes: 180,
      presences: [
        { startedAt: at('01:00', dst), endedAt: at('01:50', dst), source: 'IMPORT' },
        { startedAt: at('03:00', dst), endedAt: at('05:00', dst), source: 'IMPORT' },
      ],
      now: at('12:00', dst),
    });
    // 01:50 to 03:00 in Berlin's wall time is 10 minutes: 02:00 to 03:00 does not exist.
    expect(result).toMatchObject({ gaps: [], toleratedAbsenceMinutes: 10, verdict: 'COMPLETE' });
  });

  it('measures a window across the autumn change to winter time in real minutes', () => {
    const dst = '2026-10-25';
    const autumn = { startsAt: at('01:00', dst), endsAt: at('04:00', dst) };
    expect((+autumn.endsAt - +autumn.startsAt) / 60_000).toBe(240);
  });
});

describe('positionVerdict', () => {
  it('is open while a day is, and otherwise complete, absent or partial over all days', () => {
    expect(positionVerdict(['COMPLETE', 'OPEN'])).toBe('OPEN');
    expect(positionVerdict(['COMPLETE', 'COMPLETE'])).toBe('COMPLETE');
    expect(positionVerdict(['ABSENT', 'ABSENT'])).toBe('ABSENT');
    expect(positionVerdict([])).toBe('ABSENT');
    expect(positionVerdict(['COMPLETE', 'ABSENT'])).toBe('PARTIAL');
  });
});

describe('attendedOf', () => {
  const oneDay = [dayAttendance({ ...window, presences: [], now: evening })].map((verdict) => ({
    ...verdict,
    dayId: 1,
    day,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    confirmations: 0,
  }));
  const passed = {
    positionId: 'p',
    passedAt: evening,
    percent: 80,
    attempt: 1,
    questionsAsked: 10,
    correct: 8,
  };

  it('tells the customer of a dated course attended, partly or not by its verdict, nothing while open', () => {
    const dated = (verdict: 'COMPLETE' | 'PARTIAL' | 'ABSENT' | 'OPEN') =>
      attendedOf({ courseType: 'PRESENT', learningCheck: null, verdict, days: oneDay });
    expect([dated('COMPLETE'), dated('PARTIAL'), dated('ABSENT'), dated('OPEN')]).toEqual([
      'ATTENDED',
      'PARTLY_ATTENDED',
      'NOT_ATTENDED',
      null,
    ]);
  });

  it('says nothing of a date without days, and calls self-study attended once its check is passed', () => {
    expect(
      attendedOf({ courseType: 'ONLINE', learningCheck: null, verdict: 'ABSENT', days: [] }),
    ).toBeNull();
    expect(
      attendedOf({ courseType: 'SELF', learningCheck: null, verdict: 'ABSENT', days: [] }),
    ).toBeNull();
    expect(
      attendedOf({ courseType: 'SELF', learningCheck: passed, verdict: 'ABSENT', days: [] }),
    ).toBe('ATTENDED');
  });
});

describe('default days', () => {
  it('meets every day of a short date and in weekly two-day blocks over weeks', () => {
    expect(defaultDayDates('2026-11-12', '2026-11-13')).toEqual(['2026-11-12', '2026-11-13']);
    const blocks = defaultDayDates('2026-11-12', '2026-11-28');
    expect(blocks).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-19',
      '2026-11-20',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it("splits the course's hours over the days in quarter hours, from 09:00 Berlin time with a break", () => {
    const days = defaultScheduleDays(7, ['2026-03-28', '2026-03-29'], 15);
    expect(days.map((row) => row.netMinutes)).toEqual([450, 450]);
    expect(days[1]!.startsAt).toEqual(new Date('2026-03-29T07:00:00Z'));
    expect(days[1]!.endsAt).toEqual(new Date('2026-03-29T15:30:00Z'));
    expect(days[0]!.startsAt).toEqual(new Date('2026-03-28T08:00:00Z'));
    expect(
      defaultScheduleDays(7, ['2026-11-12', '2026-11-13', '2026-11-14'], 2.5).map(
        (row) => row.netMinutes,
      ),
    ).toEqual([60, 45, 45]);
    expect(new Set(days.map((row) => row.checkInCode)).size).toBe(2);
    expect(days[0]!.checkInCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
