import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  BankRowAssignmentBody,
  BankStatementBody,
  OrderDunningBody,
  OrderPaymentBody,
} from '@kursmarkt/schemas';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { ResponseOf } from '../types.ts';

/*
 * Payments from the bank (docs/decisions/0073): a statement imported and matched, the open bank
 * rows an operator assigns, an order's ledger and money booked on it by hand, and its dunning.
 */

export type BankStatementImportResponse = ResponseOf<'postBankStatement'>;
export type BankRowsResponse = ResponseOf<'getBankRows'>;
export type BankRowAssignmentResponse = ResponseOf<'postBankRowAssignment'>;
export type OrderLedgerResponse = ResponseOf<'getOrderLedger'>;
export type OrderPaymentResponse = ResponseOf<'postOrderPayment'>;
export type OrderDunningResponse = ResponseOf<'postOrderDunning'>;

/** Refusals a page explains itself. */
const quiet = { redirectOnNotFound: false } as const;

/** An order of an organizer, as the organizer's payment calls name it. */
interface OrderOf {
  organizerId: number;
  orderId: string;
}

/** POST /api/backoffice/bank-statements: an operator imports a CAMT.053 or CSV statement. */
export const postBankStatement = (client: ApiClient, body: BankStatementBody) =>
  client.request('postBankStatement', { body }, quiet);

/** GET /api/backoffice/bank-rows: the open (or all) bank rows with their suggestions. */
export const getBankRows = (client: ApiClient, state: 'open' | 'all') =>
  client.request('getBankRows', { query: { state } }, quiet);

export const bankRowsKey = (state: 'open' | 'all') => ['getBankRows', state] as const;

/** The bank rows still to be assigned (`open`) or all. */
export const useBankRows = (
  state: 'open' | 'all' = 'open',
  config?: SWRConfiguration<BankRowsResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<BankRowsResponse, ApiRequestError, ReturnType<typeof bankRowsKey>>(
    bankRowsKey(state),
    ([, which]) => getBankRows(client, which),
    config,
  );
};

/** Imports a statement: `trigger({ content })` resolves with what was booked and what is open. */
export const useImportBankStatement = () => {
  const client = useApiClient();
  return useSWRMutation<
    BankStatementImportResponse,
    ApiRequestError,
    ReturnType<typeof bankRowsKey>,
    BankStatementBody
  >(bankRowsKey('open'), (_key, { arg }) => postBankStatement(client, arg), {
    populateCache: false,
    revalidate: true,
  });
};

/** POST /api/backoffice/bank-rows/:rowId/assignment: an operator books a row on orders. */
export const postBankRowAssignment = (
  client: ApiClient,
  rowId: string,
  body: BankRowAssignmentBody,
) => client.request('postBankRowAssignment', { params: { rowId }, body }, quiet);

/** Assigns an open bank row: `trigger({ rowId, ...body })`; the open rows are read again. */
export const useAssignBankRow = () => {
  const client = useApiClient();
  return useSWRMutation<
    BankRowAssignmentResponse,
    ApiRequestError,
    ReturnType<typeof bankRowsKey>,
    BankRowAssignmentBody & { rowId: string }
  >(
    bankRowsKey('open'),
    (_key, { arg: { rowId, ...body } }) => postBankRowAssignment(client, rowId, body),
    { populateCache: false, revalidate: true },
  );
};

/** GET …/orders/:orderId/payments: the order's ledger. */
export const getOrderLedger = (client: ApiClient, order: OrderOf) =>
  client.request('getOrderLedger', { params: order }, quiet);

export const orderLedgerKey = (order: OrderOf) =>
  ['getOrderLedger', order.organizerId, order.orderId] as const;

/** An order's bookings of money; `null` makes no call. */
export const useOrderLedger = (
  order: OrderOf | null,
  config?: SWRConfiguration<OrderLedgerResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<OrderLedgerResponse, ApiRequestError, ReturnType<typeof orderLedgerKey> | null>(
    order === null ? null : orderLedgerKey(order),
    ([, organizerId, orderId]) => getOrderLedger(client, { organizerId, orderId }),
    config,
  );
};

/** POST …/orders/:orderId/payments: staff book money received (an Idempotency-Key is sent). */
export const postOrderPayment = (client: ApiClient, order: OrderOf, body: OrderPaymentBody) =>
  client.request('postOrderPayment', { params: order, body }, quiet);

/** Books money on the order: `trigger(body)`; the ledger is read again. */
export const useBookOrderPayment = (order: OrderOf) => {
  const client = useApiClient();
  return useSWRMutation<
    OrderPaymentResponse,
    ApiRequestError,
    ReturnType<typeof orderLedgerKey>,
    OrderPaymentBody
  >(orderLedgerKey(order), (_key, { arg }) => postOrderPayment(client, order, arg), {
    populateCache: false,
    revalidate: true,
  });
};

/** POST …/orders/:orderId/dunning: stops or resumes the order's dunning with a reason. */
export const postOrderDunning = (client: ApiClient, order: OrderOf, body: OrderDunningBody) =>
  client.request('postOrderDunning', { params: order, body }, quiet);

/** Stops or resumes the dunning: `trigger({ stopped, reason })`. */
export const useSetOrderDunning = (order: OrderOf) => {
  const client = useApiClient();
  return useSWRMutation<
    OrderDunningResponse,
    ApiRequestError,
    readonly ['postOrderDunning', number, string],
    OrderDunningBody
  >(['postOrderDunning', order.organizerId, order.orderId] as const, (_key, { arg }) =>
    postOrderDunning(client, order, arg),
  );
};
