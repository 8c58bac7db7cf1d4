import type { MessageDescriptor } from 'react-intl';
import type { FieldErrorCode } from '@kursmarkt/schemas';
import { waitingListSeats, type WaitingListForm } from '@kursmarkt/schemas/forms';
import { catalogueMessages } from '../messages.ts';

/** The waiting-list form's fields, in its order; `seats` is the select's value. */
export const waitingListFields = ['name', 'email', 'seats'] as const;
export type WaitingListField = (typeof waitingListFields)[number];

/** The seats one request may ask for (the contract's 1 to 10). */
export const seatChoices = Array.from(
  { length: waitingListSeats.max - waitingListSeats.min + 1 },
  (_, index) => waitingListSeats.min + index,
);

export const emptyWaitingList: WaitingListForm = { name: '', email: '', seats: '1' };

const fieldProblems: Record<WaitingListField, MessageDescriptor> = {
  name: catalogueMessages.waitingListNameInvalid,
  email: catalogueMessages.waitingListEmailInvalid,
  seats: catalogueMessages.waitingListSeatsInvalid,
};

/**
 * The text for a refused field, by the code the form's rule (`waitingListFormSchema`) or the
 * server (`waitingListRequestSchema`) gave: a value against the field's rule gets the rule's
 * text, a character the database cannot keep and any other reason get texts of their own.
 */
export function waitingListProblem(
  field: WaitingListField,
  code: FieldErrorCode,
): MessageDescriptor {
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
