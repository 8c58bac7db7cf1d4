import {
  getOrganizers,
  getSearch,
  organizersKey,
  searchKey,
  type DataRequest,
  type SearchParams,
} from '@kursmarkt/api';
import type { ModuleConfig } from '@kursmarkt/schemas';

type Config = ModuleConfig<'COURSE_PREVIEW'>;

/** Courses the preview shows at most (docs/routes-and-screens.md: a search with limit 12, start 1). */
export const coursePreviewLimit = 12;

/**
 * The search the preview shows: the first page of 12 with the config's types and course type.
 * The module's hook and whoever loads the start page's data ahead ask with the same SWR key.
 */
export function coursePreviewParams(config: Config): SearchParams {
  return {
    start: 1,
    limit: coursePreviewLimit,
    ...(config.types && { types: config.types }),
    ...(config.courseType && { courseType: config.courseType }),
  };
}

/** What the route loads before the preview shows (docs/routes-and-screens.md): organizers and search. */
export function coursePreviewRequests(config: Config): DataRequest[] {
  const params = coursePreviewParams(config);
  return [
    { key: organizersKey(), load: (client) => getOrganizers(client) },
    { key: searchKey(params), load: (client) => getSearch(client, params) },
  ];
}
