import { ApiRequestError } from '@kursmarkt/api';

/**
 * What the waiting-list dialog shows after sending. Apart from the form's rules
 * (`waiting-list.ts`), so that the course page, which shows the dialog, loads no zod: the form
 * loads when the dialog opens.
 */
export type WaitingListOutcome = 'received' | 'conflict' | 'failed';

/** 201 is received; 409 means places are free again or the date has begun; anything else failed. */
export function outcomeOf(failure: unknown): Exclude<WaitingListOutcome, 'received'> {
  return failure instanceof ApiRequestError && failure.status === 409 ? 'conflict' : 'failed';
}
