import { ApiRequestError, type FieldProblem } from '@kursmarkt/api';
import { formFieldErrors, waitingListFormSchema } from '@kursmarkt/schemas/forms';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../messages.ts';
import { outcomeOf } from './waiting-list-outcome.ts';
import { seatChoices, waitingListProblem, type WaitingListField } from './waiting-list.ts';

const valid = { name: 'Erika Mustermann', email: 'erika@example.de', seats: '2' };

const failure = (status: number, details: FieldProblem[] = []) =>
  new ApiRequestError({
    status,
    code: 'X',
    message: 'x',
    details,
    url: '/api/orders/waitinglists',
  });

const refused = (fields: typeof valid) =>
  formFieldErrors(waitingListFormSchema, fields).map(({ field, code }) => ({
    field,
    text: waitingListProblem(field as WaitingListField, code),
  }));

describe('the waiting-list form rule', () => {
  it('accepts a name, an e-mail address and 1 to 10 seats', () => {
    expect(refused(valid)).toEqual([]);
    expect(refused({ ...valid, seats: '1' })).toEqual([]);
    expect(refused({ ...valid, seats: '10' })).toEqual([]);
  });

  it('asks for a name of 2 to 120 characters, spaces aside', () => {
    expect(refused({ ...valid, name: ' E ' })).toEqual([
      { field: 'name', text: catalogueMessages.waitingListNameInvalid },
    ]);
    expect(refused({ ...valid, name: 'x'.repeat(121) })).toEqual([
      { field: 'name', text: catalogueMessages.waitingListNameInvalid },
    ]);
  });

  it('asks for a valid e-mail address', () => {
    for (const email of ['', 'erika', 'erika@example', 'erika @example.de']) {
      expect(refused({ ...valid, email })).toEqual([
        { field: 'email', text: catalogueMessages.waitingListEmailInvalid },
      ]);
    }
  });

  it('refuses seats outside 1 to 10 and anything that is not a whole number', () => {
    for (const seats of ['0', '11', '-1', '2.5', '', 'zwei']) {
      expect(refused({ ...valid, seats })).toEqual([
        { field: 'seats', text: catalogueMessages.waitingListSeatsInvalid },
      ]);
    }
  });

  it('reports every bad field at once', () => {
    expect(refused({ name: '', email: '', seats: '0' }).map(({ field }) => field)).toEqual([
      'name',
      'email',
      'seats',
    ]);
  });

  it('offers exactly the seats 1 to 10', () => {
    expect(seatChoices).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('answers of the server', () => {
  it('gives each field the text for the code the server gave', () => {
    expect(waitingListProblem('email', 'INVALID_FORMAT')).toBe(
      catalogueMessages.waitingListEmailInvalid,
    );
    expect(waitingListProblem('seats', 'TOO_LARGE')).toBe(
      catalogueMessages.waitingListSeatsInvalid,
    );
    expect(waitingListProblem('name', 'UNSTORABLE')).toBe(catalogueMessages.waitingListUnstorable);
    expect(waitingListProblem('email', 'TOO_LONG')).toBe(catalogueMessages.waitingListEmailInvalid);
    expect(waitingListProblem('seats', 'INVALID')).toBe(catalogueMessages.waitingListRejected);
  });

  it('reads a 409 as a conflict and anything else as a failure', () => {
    expect(outcomeOf(failure(409))).toBe('conflict');
    expect(outcomeOf(failure(500))).toBe('failed');
    expect(outcomeOf(failure(0))).toBe('failed');
    expect(outcomeOf(new Error('x'))).toBe('failed');
  });
});
