import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

export type ContactMessage = RequestInput<'putContact'>['body'];
export type ContactReceipt = ResponseOf<'putContact'>;

/** PUT /api/contact: sends a message to the operator. */
export const putContact = (client: ApiClient, message: ContactMessage) =>
  client.request('putContact', { body: message });

export const contactKey = () => ['putContact'] as const;

/**
 * Sends the contact form: `trigger(message)`. The message changes no data the storefront reads,
 * so nothing is revalidated.
 */
export const useContactMutation = (
  config?: SWRMutationConfiguration<
    ContactReceipt,
    ApiRequestError,
    ReturnType<typeof contactKey>,
    ContactMessage
  >,
) => {
  const client = useApiClient();
  return useSWRMutation<
    ContactReceipt,
    ApiRequestError,
    ReturnType<typeof contactKey>,
    ContactMessage
  >(contactKey(), (_key, { arg }) => putContact(client, arg), config);
};
