/**
 * Example content for the stories of the data-driven modules (course preview, organizers, news,
 * newsletter, text search, a provider's courses): configurations, the texts of their message ids
 * and API answers as SWR fallback data. Stories only; never imported by a module.
 */
import {
  coursesOverviewKey,
  organizersKey,
  searchKey,
  type CoursesOverviewResponse,
  type OrganizersResponse,
  type SearchParams,
  type SearchResult,
  type SearchResultCourse,
} from '@kursmarkt/api';
import type { ModuleConfig } from '@kursmarkt/schemas';
import { unstable_serialize } from 'swr';
import { coursePreviewParams } from './CoursePreview/index.ts';

type StoryLocale = 'de' | 'en';

/** Message id → [German, English]. */
const labels: Record<string, [string, string]> = {
  'modules.latestCourses.title': ['Demnächst beginnende Kurse', 'Courses starting soon'],
  'modules.renoCourses.title': [
    'Seminare für Kanzleimitarbeitende',
    'Seminars for legal office staff',
  ],

  'modules.ourOrganizers.title': ['Unsere Veranstalter', 'Our organizers'],

  'modules.latestNews.title': ['Neuigkeiten', 'News'],
  'modules.latestNews.faoTitle': [
    'Neue Online-Seminare für die 15 Stunden nach § 15 FAO',
    'New online seminars for the 15 hours under § 15 FAO',
  ],
  'modules.latestNews.faoText': [
    'Ab sofort finden Sie über 40 neue Online-Seminare, mit denen Sie Ihre Fortbildungspflicht bequem vom Schreibtisch aus erfüllen.',
    'More than 40 new online seminars now let you meet your training duty from your desk.',
  ],
  'modules.latestNews.beaTitle': [
    'beA: Was sich 2026 ändert',
    'Electronic mailbox: what changes in 2026',
  ],
  'modules.latestNews.beaText': [
    'Unsere Veranstalter haben ihre Seminare zum elektronischen Rechtsverkehr aktualisiert.',
    'Our organizers have updated their seminars on electronic legal communication.',
  ],
  'modules.latestNews.statusTitle': [
    'Fortbildungsstatus im Kundenkonto',
    'Training status in your account',
  ],
  'modules.latestNews.statusText': [
    'Im Kundenkonto sehen Sie jetzt, wie viele Stunden Ihnen in diesem Jahr noch fehlen.',
    'Your account now shows how many hours you still need this year.',
  ],

  'modules.newsletterSignUp.title': ['Bleiben Sie auf dem Laufenden', 'Stay up to date'],
  'modules.newsletterSignUp.text': [
    'Neue Fachanwaltslehrgänge, Frühbucherpreise und Änderungen der FAO – einmal im Monat in Ihrem Postfach.',
    'New specialist courses, early-bird prices and changes to the FAO – once a month in your inbox.',
  ],

  'modules.quickSearch.title': ['Kurs suchen', 'Find a course'],
  'modules.quickSearch.placeholder': [
    'z. B. Arbeitsrecht Kündigungsschutz',
    'e.g. employment law dismissal protection',
  ],

  'modules.providerCourses.title': [
    'Termine der Deutschen Anwaltsakademie Rhein-Ruhr',
    'Dates of the Deutsche Anwaltsakademie Rhein-Ruhr',
  ],
};

/** The story texts of one language, by message id. */
export const dataStoryLabels: Record<StoryLocale, Record<string, string>> = {
  de: Object.fromEntries(Object.entries(labels).map(([id, [de]]) => [id, de])),
  en: Object.fromEntries(Object.entries(labels).map(([id, [, en]]) => [id, en])),
};

// Configurations --------------------------------------------------------------------------------

export const coursePreview = {
  title: 'modules.latestCourses.title',
  types: ['SPECIALIZATION', 'EDUCATION'],
} satisfies ModuleConfig<'COURSE_PREVIEW'>;

export const coursePreviewReno = {
  title: 'modules.renoCourses.title',
  types: ['RENO'],
  courseType: 'ONLINE',
} satisfies ModuleConfig<'COURSE_PREVIEW'>;

export const organizerInfo = {
  title: 'modules.ourOrganizers.title',
} satisfies ModuleConfig<'ORGANIZER_INFO'>;

export const organizerInfoSelected = {
  title: 'modules.ourOrganizers.title',
  organizerIds: [4, 1],
} satisfies ModuleConfig<'ORGANIZER_INFO'>;

export const news = {
  title: 'modules.latestNews.title',
  items: [
    {
      date: '2026-03-02',
      title: 'modules.latestNews.faoTitle',
      text: 'modules.latestNews.faoText',
      href: '/online-seminare',
    },
    {
      date: '2026-01-15',
      title: 'modules.latestNews.beaTitle',
      text: 'modules.latestNews.beaText',
      href: 'https://www.brak.de',
    },
    {
      date: '2025-11-20',
      title: 'modules.latestNews.statusTitle',
      text: 'modules.latestNews.statusText',
    },
  ],
} satisfies ModuleConfig<'NEWS'>;

export const newsletter = {
  title: 'modules.newsletterSignUp.title',
  text: 'modules.newsletterSignUp.text',
} satisfies ModuleConfig<'NEWSLETTER'>;

export const textSearch = {
  title: 'modules.quickSearch.title',
  placeholder: 'modules.quickSearch.placeholder',
} satisfies ModuleConfig<'TEXT_SEARCH'>;

export const educationProviderCourses = {
  title: 'modules.providerCourses.title',
  organizerId: 1,
} satisfies ModuleConfig<'EDUCATION_PROVIDER_COURSES'>;

/** The year the provider's course stories show, fixed so that they look the same every year. */
export const storyYear = 2026;

// API answers -----------------------------------------------------------------------------------

const organizers: OrganizersResponse = [
  {
    id: 6,
    name: 'Akademie für Familien- und Erbrecht Berlin',
    slug: 'akademie-familien-erbrecht-berlin',
    city: 'Berlin',
    website: 'https://familien-erbrecht.example',
    courseCount: 18,
  },
  {
    id: 1,
    name: 'Deutsche Anwaltsakademie Rhein-Ruhr',
    slug: 'daa-rhein-ruhr',
    city: 'Essen',
    website: 'https://daa-rhein-ruhr.example',
    courseCount: 64,
  },
  {
    id: 2,
    name: 'Fachinstitut für Arbeitsrecht Köln',
    slug: 'fachinstitut-arbeitsrecht-koeln',
    city: 'Köln',
    website: 'https://arbeitsrecht-koeln.example',
    courseCount: 1,
  },
  {
    id: 4,
    name: 'Hanseatische Anwaltsakademie',
    slug: 'hanseatische-anwaltsakademie',
    city: 'Hamburg',
    website: 'https://hanseatische-anwaltsakademie.example',
    courseCount: 37,
  },
  {
    id: 3,
    name: 'RENO-Bildungswerk Nord',
    slug: 'reno-bildungswerk-nord',
    city: 'Bremen',
    website: 'https://reno-nord.example',
    courseCount: 0,
  },
];

const schedule = (id: number, startDate: string, city: [number, string] | null) => ({
  id,
  startDate,
  endDate: startDate,
  city: city && { id: city[0], name: city[1] },
  distanceKm: null,
  full: false,
  running: false,
});

const courseSummaries: SearchResultCourse[] = [
  {
    id: 101,
    slug: 'fachanwaltslehrgang-arbeitsrecht',
    name: 'Fachanwaltslehrgang Arbeitsrecht',
    courseType: 'PRESENT',
    searchType: 'SPECIALIZATION',
    category: 'fachanwaltslehrgang',
    durationValue: 120,
    organizer: { id: 2, name: 'Fachinstitut für Arbeitsrecht Köln' },
    scopes: [{ id: 2, name: 'Arbeitsrecht' }],
    nextSchedule: schedule(1001, '2026-04-13', [5, 'Köln']),
    scheduleCount: 2,
    priceFrom: 249_000,
    detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-arbeitsrecht-101',
  },
  {
    id: 102,
    slug: 'aktuelle-rechtsprechung-familienrecht',
    name: 'Aktuelle Rechtsprechung im Familienrecht 2026',
    courseType: 'ONLINE',
    searchType: 'EDUCATION',
    category: 'fortbildung-15-fao',
    durationValue: 5,
    organizer: { id: 6, name: 'Akademie für Familien- und Erbrecht Berlin' },
    scopes: [{ id: 6, name: 'Familienrecht' }],
    nextSchedule: schedule(1002, '2026-04-21', null),
    scheduleCount: 3,
    priceFrom: 18_900,
    detailPath: '/fortbildung-15-fao/aktuelle-rechtsprechung-familienrecht-102',
  },
  {
    id: 103,
    slug: 'erbrecht-im-selbststudium',
    name: 'Erbrecht im Selbststudium: Pflichtteil und Testamentsgestaltung',
    courseType: 'SELF',
    searchType: 'EDUCATION',
    category: 'selbststudium',
    durationValue: 1,
    organizer: { id: 6, name: 'Akademie für Familien- und Erbrecht Berlin' },
    scopes: [{ id: 5, name: 'Erbrecht' }],
    nextSchedule: null,
    scheduleCount: 0,
    priceFrom: 7_900,
    detailPath: '/fortbildung/erbrecht-im-selbststudium-103',
  },
  {
    id: 104,
    slug: 'verkehrsunfallregulierung-kompakt',
    name: 'Verkehrsunfallregulierung kompakt',
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'fortbildung-15-fao',
    durationValue: 5.5,
    organizer: { id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' },
    scopes: [{ id: 22, name: 'Verkehrsrecht' }],
    nextSchedule: schedule(1004, '2026-05-08', [7, 'Essen']),
    scheduleCount: 1,
    priceFrom: 24_500,
    detailPath: '/fortbildung-15-fao/verkehrsunfallregulierung-kompakt-104',
  },
  {
    id: 105,
    slug: 'fachanwaltslehrgang-handels-und-gesellschaftsrecht',
    name: 'Fachanwaltslehrgang Handels- und Gesellschaftsrecht',
    courseType: 'ONLINE',
    searchType: 'SPECIALIZATION',
    category: 'fachanwaltslehrgang',
    durationValue: 120,
    organizer: { id: 4, name: 'Hanseatische Anwaltsakademie' },
    scopes: [{ id: 8, name: 'Handels- und Gesellschaftsrecht' }],
    nextSchedule: schedule(1005, '2026-06-01', null),
    scheduleCount: 1,
    priceFrom: null,
    detailPath: '/fachanwaltslehrgang/fachanwaltslehrgang-handels-und-gesellschaftsrecht-105',
  },
];

const renoCourseSummaries: SearchResultCourse[] = [
  {
    id: 201,
    slug: 'zwangsvollstreckung-fuer-einsteiger',
    name: 'Zwangsvollstreckung für Einsteiger',
    courseType: 'ONLINE',
    searchType: 'RENO',
    category: 'online-seminar',
    durationValue: 3,
    organizer: { id: 3, name: 'RENO-Bildungswerk Nord' },
    scopes: [{ id: 101, name: 'Zwangsvollstreckung' }],
    nextSchedule: schedule(2001, '2026-04-09', null),
    scheduleCount: 4,
    priceFrom: 11_900,
    detailPath: '/fortbildung/zwangsvollstreckung-fuer-einsteiger-201',
  },
  {
    id: 202,
    slug: 'rvg-update',
    name: 'RVG-Update: Gebühren richtig abrechnen',
    courseType: 'ONLINE',
    searchType: 'RENO',
    category: 'online-seminar',
    durationValue: 2.5,
    organizer: { id: 3, name: 'RENO-Bildungswerk Nord' },
    scopes: [{ id: 102, name: 'Gebührenrecht (RVG)' }],
    nextSchedule: schedule(2002, '2026-04-16', null),
    scheduleCount: 2,
    priceFrom: 9_900,
    detailPath: '/fortbildung/rvg-update-202',
  },
];

const searchResult = (courses: SearchResultCourse[], params: SearchParams): SearchResult => ({
  courses,
  count: courses.length,
  countCapped: false,
  start: params.start ?? 1,
  limit: params.limit ?? 20,
  filters: { scopes: [], courseTypes: [], cities: [], months: [] },
});

const searchFallback = (config: ModuleConfig<'COURSE_PREVIEW'>, courses: SearchResultCourse[]) => {
  const params = coursePreviewParams(config);
  return { [unstable_serialize(searchKey(params))]: searchResult(courses, params) };
};

/** `GET /api/organizer` as SWR fallback data for `parameters.swr.fallback`. */
export const organizersFallback = { [unstable_serialize(organizersKey())]: organizers };

/** The lawyer preview's search and the organizers. */
export const coursePreviewFallback = {
  ...searchFallback(coursePreview, courseSummaries),
  ...organizersFallback,
};

/** The office staff's preview (RENO online seminars) and the organizers. */
export const coursePreviewRenoFallback = {
  ...searchFallback(coursePreviewReno, renoCourseSummaries),
  ...organizersFallback,
};

/** The lawyer preview's search without a single course. */
export const coursePreviewEmptyFallback = {
  ...searchFallback(coursePreview, []),
  ...organizersFallback,
};

const overviewCourse = (
  id: number,
  name: string,
  startDate: string,
  city: [number, string] | null,
  detailPath: string,
): CoursesOverviewResponse['months'][number]['courses'][number] => ({
  id,
  name,
  organizer: { id: 1, name: 'Deutsche Anwaltsakademie Rhein-Ruhr' },
  courseType: city ? 'PRESENT' : 'ONLINE',
  durationValue: 5,
  schedule: {
    id: id * 10,
    city: city && { id: city[0], name: city[1] },
    startDate,
    endDate: startDate,
    available: 12,
    full: false,
  },
  priceFrom: 24_500,
  detailPath,
});

const providerOverview: CoursesOverviewResponse = {
  year: storyYear,
  months: [
    {
      month: '2026-04',
      courses: [
        overviewCourse(
          301,
          'Insolvenzanfechtung in der Praxis',
          '2026-04-17',
          [7, 'Essen'],
          '/fortbildung-15-fao/insolvenzanfechtung-in-der-praxis-301',
        ),
        overviewCourse(
          302,
          'Aktuelles Mietrecht 2026',
          '2026-04-24',
          null,
          '/fortbildung-15-fao/aktuelles-mietrecht-2026-302',
        ),
      ],
    },
    {
      month: '2026-05',
      courses: [
        overviewCourse(
          104,
          'Verkehrsunfallregulierung kompakt',
          '2026-05-08',
          [7, 'Essen'],
          '/fortbildung-15-fao/verkehrsunfallregulierung-kompakt-104',
        ),
      ],
    },
    {
      month: '2026-06',
      courses: [
        overviewCourse(
          303,
          'Fachanwaltslehrgang Strafrecht',
          '2026-06-05',
          [9, 'Düsseldorf'],
          '/fachanwaltslehrgang/fachanwaltslehrgang-strafrecht-303',
        ),
        overviewCourse(
          304,
          'Sportrecht: Verträge mit Profisportlern',
          '2026-06-19',
          null,
          '/fortbildung/sportrecht-vertraege-mit-profisportlern-304',
        ),
        overviewCourse(
          305,
          'Der Versicherungsfall im Erbrecht',
          '2026-06-26',
          [5, 'Köln'],
          '/fortbildung-15-fao/der-versicherungsfall-im-erbrecht-305',
        ),
      ],
    },
  ],
};

/** The provider's coming dates of `storyYear`, as the module asks for them. */
export const providerOverviewFallback = {
  [unstable_serialize(coursesOverviewKey(storyYear, true, educationProviderCourses.organizerId))]:
    providerOverview,
};

/** The provider has no coming dates. */
export const providerOverviewEmptyFallback = {
  [unstable_serialize(coursesOverviewKey(storyYear, true, educationProviderCourses.organizerId))]: {
    year: storyYear,
    months: [],
  } satisfies CoursesOverviewResponse,
};
