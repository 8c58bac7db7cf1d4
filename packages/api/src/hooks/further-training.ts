import useSWR, { type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client.ts';
import { useApiClient } from '../context.tsx';
import type { ApiRequestError } from '../errors.ts';
import type { RequestInput, ResponseOf } from '../types.ts';

/*
 * Mein Fortbildungsstatus (ADR 0063): the signed-in customer's specialist titles with the
 * reminder opt-in, the hours of a year per title, one title's part of it, and the chamber letter.
 */

export type SpecialistTitlesResponse = ResponseOf<'getSpecialistTitles'>;
export type SpecialistTitlesInput = RequestInput<'putSpecialistTitles'>['body'];
export type FurtherTrainingYearResponse = ResponseOf<'getFurtherTrainingYear'>;
export type FurtherTrainingScopeResponse = ResponseOf<'getFurtherTrainingScope'>;
export type ChamberLetterInput = RequestInput<'postChamberLetter'>['body'];

/** GET /api/customer/titles: the titles with scope and chamber names in `language`. */
export const getSpecialistTitles = (client: ApiClient, language?: string) =>
  client.request('getSpecialistTitles', { query: { language } });

export const specialistTitlesKey = (language?: string) =>
  ['getSpecialistTitles', language ?? null] as const;

/** The customer's titles and the reminder opt-in; `enabled: false` makes no call. */
export const useSpecialistTitles = (
  enabled: boolean,
  language?: string,
  config?: SWRConfiguration<SpecialistTitlesResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    SpecialistTitlesResponse,
    ApiRequestError,
    ReturnType<typeof specialistTitlesKey> | null
  >(
    enabled ? specialistTitlesKey(language) : null,
    ([, lang]) => getSpecialistTitles(client, lang ?? undefined),
    config,
  );
};

/** PUT /api/customer/titles: replaces the titles and the opt-in; answers them. */
export const putSpecialistTitles = (
  client: ApiClient,
  titles: SpecialistTitlesInput,
  language?: string,
) =>
  client.request(
    'putSpecialistTitles',
    { query: { language }, body: titles },
    { redirectOnNotFound: false },
  );

/** Saves the titles: `trigger(titles)`; the answer becomes `useSpecialistTitles`'s. */
export const useSaveSpecialistTitlesMutation = (language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    SpecialistTitlesResponse,
    ApiRequestError,
    ReturnType<typeof specialistTitlesKey>,
    SpecialistTitlesInput,
    SpecialistTitlesResponse
  >(specialistTitlesKey(language), (_, { arg }) => putSpecialistTitles(client, arg, language), {
    populateCache: (answer) => answer,
    revalidate: false,
  });
};

/** GET /api/customer/state/:year: the hours of the year per title, its items and their sources. */
export const getFurtherTrainingYear = (client: ApiClient, year: number) =>
  client.request('getFurtherTrainingYear', { params: { year } });

export const furtherTrainingYearKey = (year: number) => ['getFurtherTrainingYear', year] as const;

/** The hours of `year`; `null` makes no call. */
export const useFurtherTrainingYear = (
  year: number | null,
  config?: SWRConfiguration<FurtherTrainingYearResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    FurtherTrainingYearResponse,
    ApiRequestError,
    ReturnType<typeof furtherTrainingYearKey> | null
  >(
    year === null ? null : furtherTrainingYearKey(year),
    ([, of]) => getFurtherTrainingYear(client, of),
    config,
  );
};

/** GET /api/customer/state/:year/:scope: one title's part of the year. */
export const getFurtherTrainingScope = (client: ApiClient, year: number, scope: number) =>
  client.request('getFurtherTrainingScope', { params: { year, scope } });

/** One title's part of `year`; `null` makes no call. */
export const useFurtherTrainingScope = (
  year: number | null,
  scope: number | null,
  config?: SWRConfiguration<FurtherTrainingScopeResponse, ApiRequestError>,
) => {
  const client = useApiClient();
  return useSWR<
    FurtherTrainingScopeResponse,
    ApiRequestError,
    readonly ['getFurtherTrainingScope', number, number] | null
  >(
    year === null || scope === null ? null : (['getFurtherTrainingScope', year, scope] as const),
    ([, of, title]) => getFurtherTrainingScope(client, of, title),
    config,
  );
};

/** POST /api/customer/state/:year/letter: the letter to a chamber as a PDF Blob. */
export const postChamberLetter = (
  client: ApiClient,
  year: number,
  letter: ChamberLetterInput,
  language?: string,
) =>
  client.request(
    'postChamberLetter',
    { params: { year }, query: { language }, body: letter },
    { redirectOnNotFound: false },
  );

/** Loads the chamber letter of `year`: `trigger(letter)` resolves with its Blob. */
export const useChamberLetter = (year: number, language?: string) => {
  const client = useApiClient();
  return useSWRMutation<
    Blob,
    ApiRequestError,
    readonly ['postChamberLetter', number],
    ChamberLetterInput
  >(['postChamberLetter', year] as const, (_, { arg }) =>
    postChamberLetter(client, year, arg, language),
  );
};
