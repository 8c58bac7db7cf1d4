/**
 * Stories only: an API client for the components that load their own data (the learning check
 * of a booking card), answering every request with `body`.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { ApiProvider, createApiClient } from '@kursmarkt/api';

/** Every request of the story answered 200 with `body`, as the server sends JSON. */
export const withApiAnswer =
  (body: unknown): Decorator =>
  (Story) => {
    const [client] = useState(() =>
      createApiClient({
        fetch: async () =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        retryDelay: () => 0,
      }),
    );
    return (
      <ApiProvider client={client} swrConfig={{ revalidateOnMount: true }}>
        <Story />
      </ApiProvider>
    );
  };
