import { use } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';

/**
 * One answer a page needs before it shows: the SWR key its hook asks with (or that key already
 * serialized, as SWR's infinite lists key their pages), and the call.
 */
export type DataRequest<Answer = unknown> = {
  key: string | readonly unknown[];
  load: (client: ApiClient) => Promise<Answer>;
  /** The calls that need this one's answer (a city page's search names the city found). */
  next?(answer: Answer): readonly DataRequest[];
};

/**
 * Loads `requests` and gives their answers by SWR's serialized key: the `fallback` of a page
 * rendered with its data. A call that fails is left out (and the calls that need its answer),
 * so the page's hook asks again.
 */
export async function loadFallback(
  client: ApiClient,
  requests: readonly DataRequest[],
): Promise<Record<string, unknown>> {
  const unique = new Map(requests.map((request) => [unstable_serialize(request.key), request]));
  const answers = await Promise.all(
    [...unique].map(async ([key, request]): Promise<Record<string, unknown>> => {
      let answer: unknown;
      try {
        answer = await request.load(client);
      } catch {
        return {};
      }
      const next = request.next ? await loadFallback(client, request.next(answer)) : {};
      return { [key]: answer, ...next };
    }),
  );
  return Object.assign({}, ...answers);
}

/**
 * Calls started ahead per SWR cache and client, by serialized key. Settled ones stay: a call
 * that failed is not repeated here, the page's hook asks again.
 */
const startedAhead = new WeakMap<object, WeakMap<ApiClient, Map<string, Promise<unknown>>>>();

function startedCalls(cache: object, client: ApiClient) {
  let byClient = startedAhead.get(cache);
  if (!byClient) {
    byClient = new WeakMap();
    startedAhead.set(cache, byClient);
  }
  let started = byClient.get(client);
  if (!started) {
    started = new Map();
    byClient.set(client, started);
  }
  return started;
}

/**
 * Makes the calling component (a route's page) wait, by suspending, until SWR has every answer
 * of `requests`, in its cache or as fallback: data first, then the page, as a route loader does.
 * A call that fails does not hold the page up; the page's own hook then shows the error. On the
 * server nothing is loaded here: the server loads a page's data before it renders.
 */
export function useDataAhead(requests: readonly DataRequest[]) {
  const client = useApiClient();
  const { cache, fallback, mutate } = useSWRConfig();
  if (typeof document === 'undefined') return;
  const started = startedCalls(cache, client);
  // Every call starts before the first wait; a call once started is waited for on every render,
  // so that React, replaying the render after the wait, sees the same `use` calls.
  const calls = requests.flatMap((request) => {
    const key = unstable_serialize(request.key);
    let call = started.get(key);
    if (!call) {
      const known =
        cache.get(key)?.data !== undefined ||
        (fallback as Record<string, unknown>)[key] !== undefined;
      if (known) return [];
      call = mutate(request.key, request.load(client), { revalidate: false }).catch(
        () => undefined,
      );
      started.set(key, call);
    }
    return [call];
  });
  for (const call of calls) use(call);
}
