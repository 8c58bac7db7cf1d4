const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last day worked out and the minute (since the epoch) it was worked out for. */
let kept = { minute: Number.NaN, day: '' };

/**
 * Today's date in Germany as 'YYYY-MM-DD': the day that decides which schedules are still
 * current and whether a date has ended. Read from the clock of the process (not the database),
 * so tests can fix it.
 *
 * Formatting a date in a time zone takes microseconds, and every search asks, so the day is
 * worked out once per minute: German offsets from UTC are whole hours, so a German day never
 * changes within a UTC minute.
 */
export function germanToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== kept.minute) kept = { minute, day: berlinDay.format(now) };
  return kept.day;
}
