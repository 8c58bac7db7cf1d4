import { courseDetailPath, type SearchCourseSummary } from '@kursmarkt/schemas';
import { byGerman } from './german-order.ts';
import type { PageRow } from './result-page.ts';

/** A row of the page statement as the contract's course in a search result. */
export function courseSummary(row: PageRow): SearchCourseSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    courseType: row.courseType,
    searchType: row.searchType,
    category: row.category,
    durationValue: row.durationValue,
    organizer: { id: row.organizerId, name: row.organizerName },
    scopes: (row.scopes ?? []).sort((a, b) => byGerman(a.name, b.name)),
    nextSchedule:
      row.scheduleId === null || row.startDate === null || row.endDate === null
        ? null
        : {
            id: row.scheduleId,
            startDate: row.startDate,
            endDate: row.endDate,
            city: row.cityId === null ? null : { id: row.cityId, name: row.cityName ?? '' },
            distanceKm:
              row.distanceM === null || row.cityId === null
                ? null
                : Math.round(row.distanceM / 100) / 10,
            full: row.full ?? false,
            running: row.running ?? false,
          },
    scheduleCount: row.scheduleCount,
    priceFrom: row.priceFrom,
    detailPath: courseDetailPath(row),
  };
}
