import type { IntlShape } from 'react-intl';

/** The day of `instant` as Germany's calendar shows it, e.g. „31. Dezember 2027“. */
export const berlinDate = (intl: IntlShape, instant: string) =>
  intl.formatDate(instant, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });
