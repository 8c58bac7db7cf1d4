import { formatDay, germanToday } from '@kursmarkt/schemas/rules';

/** The German day of a submission's instant, in the page's language (`05.04.2027`). */
export const submittedOn = (submittedAt: string, language: string) =>
  formatDay(germanToday(new Date(submittedAt)), language);
