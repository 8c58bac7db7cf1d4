/**
 * The rules of § 15 FAO that the further-training status (Fortbildungsstatus) keeps, as plain
 * values for the server's engine (packages/server/src/further-training/hours.ts) and the
 * storefront's texts (docs/decisions/0051-further-training-hours-per-title.md).
 */

import { courseTypes, type CourseType } from './constants.ts';

/** Minutes a specialist title needs per calendar year: 15 hours of 60 minutes (§ 15 (3) FAO). */
export const requiredMinutesPerYear = 15 * 60;

/** Self-study minutes that count at most per title and year, with a passed learning check (§ 15 (4) FAO). */
export const selfStudyMinutesPerYear = 5 * 60;

/** The most specialist titles a lawyer may hold (§ 43c (1) BRAO). */
export const maxSpecialistTitles = 3;

/**
 * How hours were earned: attended live in a room (`PRESENT`) or online (`ONLINE`), or by
 * self-study (`SELF`); a recording of a live event (`RECORDING`) is self-study.
 */
export const furtherTrainingFormats = ['PRESENT', 'ONLINE', 'SELF', 'RECORDING'] as const;
export type FurtherTrainingFormat = (typeof furtherTrainingFormats)[number];

/** The formats that count only as self-study: capped, and only with a passed learning check. */
export const selfStudyFormats: readonly FurtherTrainingFormat[] = ['SELF', 'RECORDING'];

/** Where credited hours come from: a booked course date, or a manual order the customer entered. */
export const creditedItemKinds = ['BOOKING', 'MANUAL'] as const;
export type CreditedItemKind = (typeof creditedItemKinds)[number];

/** Why an item counts where it counts, or does not count (text keys of the status page). */
export const itemExplanationCodes = [
  /** The customer moved it to this title. */
  'MOVED_BY_CUSTOMER',
  /** Moved to a title the course is not listed for: the chamber decides whether it counts. */
  'MOVED_OUTSIDE_COURSE_SCOPES',
  /** Moved to a scope the customer holds no title in: placed as if not moved. */
  'MOVE_IGNORED_NO_SUCH_TITLE',
  /** Only one of the customer's titles fits the course. */
  'ONLY_MATCHING_TITLE',
  /** Several titles fit: the split chose this one so that the most titles reach 15 hours. */
  'CHOSEN_BY_SPLIT',
  /** None of the customer's titles fits the course's scopes. */
  'NO_MATCHING_TITLE',
  /** Self-study without a passed learning check counts nothing. */
  'LEARNING_CHECK_MISSING',
  /** A recording counts as self-study. */
  'RECORDING_IS_SELF_STUDY',
  /** Self-study beyond 5 hours for the title in the year: the rest does not count. */
  'SELF_STUDY_OVER_CAP',
  /** Booked to an excused earlier year: counts there and not in the year it took place. */
  'MAKE_UP_FOR_EXCUSED_YEAR',
  /** Booked to an earlier year that no fitting title has excused: counts in its own year. */
  'MAKE_UP_YEAR_NOT_EXCUSED',
] as const;
export type ItemExplanationCode = (typeof itemExplanationCodes)[number];

/** What a title's year says (text keys of the status page). */
export const titleExplanationCodes = [
  /** The year of the title (or, for a candidate, of the course's start) or earlier: no duty yet. */
  'NOT_DUE_YET',
  /** A candidate's duty (§ 4 (2) FAO): from the year after the specialist course began. */
  'CANDIDATE_DUTY',
  /** 15 hours reached. */
  'REACHED',
  /** Short of 15 hours by `gapMinutes`. */
  'GAP',
  /** More self-study than counts: `selfStudyMinutes` less `selfStudyCountedMinutes` do not. */
  'SELF_STUDY_CAPPED',
  /** The chamber excused the year; its shortfall may be made up later. */
  'EXCUSED_YEAR',
  /** Hours of later years made up for this excused year (`makeUpMinutes`). */
  'MADE_UP_LATER',
] as const;
export type TitleExplanationCode = (typeof titleExplanationCodes)[number];

/** What the year's split says (text keys of the status page). */
export const yearExplanationCodes = [
  /** Items fitting several titles were split so that the most titles reach 15 hours. */
  'SPLIT_FOR_MOST_TITLES',
  /** Not every title can reach 15 hours with the year's items, however they are split. */
  'NOT_EVERY_TITLE_REACHABLE',
] as const;
export type YearExplanationCode = (typeof yearExplanationCodes)[number];

/**
 * How a course booked elsewhere (a manual order) was held: in a room, online live, or as
 * self-study; the formats of the engine a certificate names.
 */
export const manualOrderFormats = [
  'PRESENT',
  'ONLINE',
  'SELF',
] as const satisfies readonly FurtherTrainingFormat[];
export type ManualOrderFormat = (typeof manualOrderFormats)[number];

/** What a manual order may hold: its texts' lengths, its hours and the days it spans. */
export const manualOrderLimits = {
  organizer: 200,
  title: 300,
  /** Net hours are whole quarter hours: 15 minutes. */
  minuteStep: 15,
  /** The most net minutes one item may have in the engine (240 hours). */
  maxMinutes: 240 * 60,
  /** The most days from the first to the last (a year's specialist course). */
  maxDays: 366,
  firstYear: 2000,
  lastYear: 2100,
} as const;

/** The most bytes a certificate of a course booked elsewhere may have (10 MB). */
export const maxEvidenceBytes = 10 * 1024 * 1024;

/**
 * The net minutes of `hours` as a person enters them ("7,5", "7.25", 8): whole quarter hours, or
 * null for anything else (not a number, a fraction of a quarter hour).
 */
export function minutesOfHours(hours: string | number): number | null {
  const text = typeof hours === 'number' ? String(hours) : hours.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const minutes = Number(text) * 60;
  return Number.isInteger(minutes) && minutes % manualOrderLimits.minuteStep === 0 ? minutes : null;
}

/**
 * What is wrong with a manual order's last day `endDate` after its first `startDate` (ISO
 * dates): before it (`NOT_AFTER_START`), or more than `maxDays` days from it (`TOO_LARGE`);
 * null when it fits. The same day is a course of one day.
 */
export function manualOrderDaysProblem(
  startDate: string,
  endDate: string,
): 'NOT_AFTER_START' | 'TOO_LARGE' | null {
  if (endDate < startDate) return 'NOT_AFTER_START';
  const days =
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
  return days > manualOrderLimits.maxDays ? 'TOO_LARGE' : null;
}

/**
 * What "Lücke füllen" and the fourth quarter's reminder search for one title with a gap (ADR
 * 0068): the title's scope, the formats that can still count, the dates from today (or the
 * year's first day, if later) to the year's last day, and only dates with a free seat. A gap of
 * a year already over is made up by later hours: its search runs from today to the end of
 * today's year. Self-study stays in while the year's self-study counted for the title is below
 * the cap. The remaining hours do not narrow the search: every hour closes part of the gap.
 * Formats are in the order of `courseTypes`, as the search's URL reads them.
 */
export interface GapSearchPreset {
  scope: number;
  courseTypes: CourseType[];
  dateFrom: string;
  /** Absent when the window is the one day `dateFrom` (a search's end must be after its start). */
  dateTo?: string;
  freeSeats: true;
}

export function gapSearchPreset(
  title: { scopeId: number; selfStudyCountedMinutes: number },
  year: number,
  today: string,
): GapSearchPreset {
  const searchedYear = Math.max(year, Number(today.slice(0, 4)));
  const first = `${searchedYear}-01-01`;
  const dateFrom = today > first ? today : first;
  const last = `${searchedYear}-12-31`;
  return {
    scope: title.scopeId,
    courseTypes: courseTypes.filter(
      (type) => type !== 'SELF' || title.selfStudyCountedMinutes < selfStudyMinutesPerYear,
    ),
    dateFrom,
    ...(last > dateFrom ? { dateTo: last } : {}),
    freeSeats: true,
  };
}
