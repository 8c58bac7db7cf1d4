import type { MessageDescriptor } from 'react-intl';
import { ApiRequestError } from '@kursmarkt/api';
import type { FieldErrorCode } from '@kursmarkt/schemas';
import { catalogueMessages } from '../messages.ts';

/** The waiting-list form as typed; `seats` is the select's value. */
export type WaitingListFields = { name: string; email: string; seats: string };
export type WaitingListField = keyof WaitingListFields;
export type WaitingListProblems = Partial<Record<WaitingListField, MessageDescriptor>>;

/** The seats one request may ask for (the contract's 1 to 10). */
export const seatChoices = Array.from({ length: 10 }, (_, index) => index + 1);

export const emptyWaitingList: WaitingListFields = { name: '', email: '', seats: '1' };

const fieldProblems: Record<WaitingListField, MessageDescriptor> = {
  name: catalogueMessages.waitingListNameInvalid,
  email: catalogueMessages.waitingListEmailInvalid,
  seats: catalogueMessages.waitingListSeatsInvalid,
};

/** The rules of the contract (`waitingListRequestSchema`), checked before sending. */
export function validateWaitingList(fields: WaitingListFields): WaitingListProblems {
  const problems: WaitingListProblems = {};
  const name = fields.name.trim();
  if (name.length < 2 || name.length > 120) problems.name = fieldProblems.name;
  const email = fields.email.trim();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    problems.email = fieldProblems.email;
  }
  const seats = Number(fields.seats);
  if (!/^\d+$/.test(fields.seats) || seats < 1 || seats > 10) problems.seats = fieldProblems.seats;
  return problems;
}

/**
 * The text for a field the server refused, by the code it gave (`waitingListRequestSchema` has
 * the rules): a value against the field's rule gets the rule's text, a character the database
 * cannot keep and any other reason get texts of their own.
 */
function serverProblem(field: WaitingListField, code: FieldErrorCode): MessageDescriptor {
  switch (code) {
    case 'UNSTORABLE':
      return catalogueMessages.waitingListUnstorable;
    case 'INVALID':
    case 'UNKNOWN_FIELD':
      return catalogueMessages.waitingListRejected;
    default:
      return fieldProblems[field];
  }
}
const isField = (value: string): value is WaitingListField => Object.hasOwn(fieldProblems, value);

/**
 * The fields a 422 answer names (`body.name`, `body.email`, `body.seats`), each with the text
 * for the code the server gave; empty for any other failure or when the answer names no field of
 * the form.
 */
export function problemsFromServer(failure: unknown): WaitingListProblems {
  const problems: WaitingListProblems = {};
  if (!(failure instanceof ApiRequestError) || failure.status !== 422) return problems;
  for (const detail of failure.details) {
    const field = detail.path.replace(/^body\./, '');
    if (isField(field)) problems[field] = serverProblem(field, detail.code);
  }
  return problems;
}

/** What the dialog shows after sending. */
export type WaitingListOutcome = 'received' | 'conflict' | 'failed';

/** 201 is received; 409 means places are free again or the date has begun; anything else failed. */
export function outcomeOf(failure: unknown): Exclude<WaitingListOutcome, 'received'> {
  return failure instanceof ApiRequestError && failure.status === 409 ? 'conflict' : 'failed';
}
