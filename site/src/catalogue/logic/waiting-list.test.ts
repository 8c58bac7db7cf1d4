import { ApiRequestError, type FieldProblem } from '@kursmarkt/api';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../messages.ts';
import { outcomeOf, problemsFromServer, seatChoices, validateWaitingList } from './waiting-list.ts';

const valid = { name: 'Erika Mustermann', email: 'erika@example.de', seats: '2' };

const failure = (status: number, details: FieldProblem[] = []) =>
  new ApiRequestError({
    status,
    code: 'X',
    message: 'x',
    details,
    url: '/api/orders/waitinglists',
  });

describe('validateWaitingList', () => {
  it('accepts a name, an e-mail address and 1 to 10 seats', () => {
    expect(validateWaitingList(valid)).toEqual({});
    expect(validateWaitingList({ ...valid, seats: '1' })).toEqual({});
    expect(validateWaitingList({ ...valid, seats: '10' })).toEqual({});
  });

  it('asks for a name of 2 to 120 characters, spaces aside', () => {
    expect(validateWaitingList({ ...valid, name: ' E ' }).name).toBe(
      catalogueMessages.waitingListNameInvalid,
    );
    expect(validateWaitingList({ ...valid, name: 'x'.repeat(121) }).name).toBeDefined();
  });

  it('asks for a valid e-mail address', () => {
    for (const email of ['', 'erika', 'erika@example', 'erika @example.de']) {
      expect(validateWaitingList({ ...valid, email }).email).toBe(
        catalogueMessages.waitingListEmailInvalid,
      );
    }
  });

  it('refuses seats outside 1 to 10 and anything that is not a whole number', () => {
    for (const seats of ['0', '11', '-1', '2.5', '', 'zwei']) {
      expect(validateWaitingList({ ...valid, seats }).seats).toBe(
        catalogueMessages.waitingListSeatsInvalid,
      );
    }
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(validateWaitingList({ name: '', email: '', seats: '0' }))).toEqual([
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
  it('maps the fields a 422 names to their messages and ignores other paths', () => {
    const problems = problemsFromServer(
      failure(422, [
        { path: 'body.email', code: 'INVALID_FORMAT', message: 'Invalid email' },
        { path: 'body.seats', code: 'TOO_LARGE', message: 'Too big' },
        { path: 'body.scheduleId', code: 'TOO_SMALL', message: 'Too small' },
      ]),
    );
    expect(problems).toEqual({
      email: catalogueMessages.waitingListEmailInvalid,
      seats: catalogueMessages.waitingListSeatsInvalid,
    });
  });

  it('gives each field the text for the code the server gave', () => {
    const problems = problemsFromServer(
      failure(422, [
        { path: 'body.name', code: 'UNSTORABLE', message: 'Unstorable character' },
        { path: 'body.email', code: 'TOO_LONG', message: 'Too long' },
        { path: 'body.seats', code: 'INVALID', message: 'Something else' },
      ]),
    );
    expect(problems).toEqual({
      name: catalogueMessages.waitingListUnstorable,
      email: catalogueMessages.waitingListEmailInvalid,
      seats: catalogueMessages.waitingListRejected,
    });
  });

  it('finds no field problems in other failures', () => {
    expect(problemsFromServer(failure(409))).toEqual({});
    expect(problemsFromServer(new Error('offline'))).toEqual({});
  });

  it('reads a 409 as a conflict and anything else as a failure', () => {
    expect(outcomeOf(failure(409))).toBe('conflict');
    expect(outcomeOf(failure(500))).toBe('failed');
    expect(outcomeOf(failure(0))).toBe('failed');
    expect(outcomeOf(new Error('x'))).toBe('failed');
  });
});
