import { defineMessages } from 'react-intl';

/** Texts without placeholders. */
const plainMessages = defineMessages({
  title: { id: 'search.page.title', defaultMessage: 'Suchergebnisse' },
  titleFachanwaltslehrgaenge: {
    id: 'search.page.category.fachanwaltslehrgaenge',
    defaultMessage: 'Fachanwaltslehrgänge',
  },
  titleFortbildungen: { id: 'search.page.category.fortbildungen', defaultMessage: 'Fortbildungen' },
  titleFortbildungen15Fao: {
    id: 'search.page.category.fortbildungen15Fao',
    defaultMessage: 'Fortbildungen nach § 15 FAO',
  },
  titleOnlineSeminare: {
    id: 'search.page.category.onlineSeminare',
    defaultMessage: 'Online-Seminare',
  },
  titleOnlineSeminareMitarbeiter: {
    id: 'search.page.category.onlineSeminareMitarbeiter',
    defaultMessage: 'Online-Seminare für Kanzleimitarbeitende',
  },
  titlePraesenzschulung: {
    id: 'search.page.category.praesenzschulung',
    defaultMessage: 'Präsenzschulungen',
  },
  titleSelbststudium: { id: 'search.page.category.selbststudium', defaultMessage: 'Selbststudium' },
  titleSelbststudiumMitarbeiter: {
    id: 'search.page.category.selbststudiumMitarbeiter',
    defaultMessage: 'Selbststudium für Kanzleimitarbeitende',
  },
  filters: { id: 'search.page.filters.title', defaultMessage: 'Suche verfeinern' },
  showFilters: { id: 'search.page.filters.show', defaultMessage: 'Filter anzeigen' },
  hideFilters: { id: 'search.page.filters.hide', defaultMessage: 'Filter ausblenden' },
  resetFilters: { id: 'search.page.filters.reset', defaultMessage: 'Filter zurücksetzen' },
  showResults: { id: 'search.page.filters.showResults', defaultMessage: 'Ergebnisse anzeigen' },
  term: { id: 'search.page.filters.term', defaultMessage: 'Suchbegriff' },
  termHelp: {
    id: 'search.page.filters.termHelp',
    defaultMessage: 'Kursname, Thema, Veranstalter oder Referent',
  },
  applyTerm: { id: 'search.page.filters.applyTerm', defaultMessage: 'Suchen' },
  scope: { id: 'search.page.filters.scope', defaultMessage: 'Fachgebiet' },
  allScopes: { id: 'search.page.filters.allScopes', defaultMessage: 'Alle Fachgebiete' },
  type: { id: 'search.page.filters.type', defaultMessage: 'Art der Fortbildung' },
  allTypes: { id: 'search.page.filters.allTypes', defaultMessage: 'Alle' },
  courseType: { id: 'search.page.filters.courseType', defaultMessage: 'Format' },
  allCourseTypes: { id: 'search.page.filters.allCourseTypes', defaultMessage: 'Alle Formate' },
  typeEDUCATION: { id: 'search.page.type.EDUCATION', defaultMessage: 'Fortbildung' },
  typeSPECIALIZATION: {
    id: 'search.page.type.SPECIALIZATION',
    defaultMessage: 'Fachanwaltslehrgang',
  },
  typeRENO: { id: 'search.page.type.RENO', defaultMessage: 'Fortbildung für Kanzleimitarbeitende' },
  courseTypeONLINE: { id: 'search.page.courseType.ONLINE', defaultMessage: 'Online-Seminar' },
  courseTypePRESENT: { id: 'search.page.courseType.PRESENT', defaultMessage: 'Präsenzschulung' },
  courseTypeSELF: { id: 'search.page.courseType.SELF', defaultMessage: 'Selbststudium' },
  dateFrom: { id: 'search.page.filters.dateFrom', defaultMessage: 'Beginn ab' },
  dateTo: { id: 'search.page.filters.dateTo', defaultMessage: 'Beginn bis' },
  freeSeats: {
    id: 'search.page.filters.freeSeats',
    defaultMessage: 'Nur Termine mit freien Plätzen',
  },
  radius: { id: 'search.page.filters.radius', defaultMessage: 'Umkreis' },
  citiesFacet: { id: 'search.page.filters.cities', defaultMessage: 'Orte mit Terminen' },
  monthsFacet: { id: 'search.page.filters.months', defaultMessage: 'Monate mit Terminen' },
  notInFuture: {
    id: 'search.page.error.notInFuture',
    defaultMessage: 'Das Datum darf nicht in der Vergangenheit liegen.',
  },
  endBeforeStart: {
    id: 'search.page.error.endBeforeStart',
    defaultMessage: 'Das Enddatum muss nach dem Startdatum liegen.',
  },
  results: { id: 'search.page.results', defaultMessage: 'Gefundene Kurse' },
  loading: { id: 'search.page.loading', defaultMessage: 'Die Kurse werden gesucht …' },
  loadMore: { id: 'search.page.loadMore', defaultMessage: 'Mehr laden' },
  emptyTitle: { id: 'search.page.empty.title', defaultMessage: 'Keine passenden Kurse' },
  emptyText: {
    id: 'search.page.empty.text',
    defaultMessage:
      'Für diese Suche haben wir keine Kurse gefunden. Versuchen Sie es mit weniger Filtern, einem größeren Umkreis oder einem anderen Zeitraum.',
  },
  errorTitle: { id: 'search.page.error.title', defaultMessage: 'Die Suche ist fehlgeschlagen' },
  errorText: {
    id: 'search.page.error.text',
    defaultMessage: 'Die Kurse konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
  retry: { id: 'search.page.error.retry', defaultMessage: 'Erneut versuchen' },
  organizer: { id: 'search.page.course.organizer', defaultMessage: 'Veranstalter' },
  scopes: { id: 'search.page.course.scopes', defaultMessage: 'Fachgebiete' },
  duration: { id: 'search.page.course.duration', defaultMessage: 'Dauer' },
  nextDate: { id: 'search.page.course.nextDate', defaultMessage: 'Nächster Termin' },
  anyTime: { id: 'search.page.course.anyTime', defaultMessage: 'Jederzeit starten' },
  online: { id: 'search.page.course.online', defaultMessage: 'online' },
  full: { id: 'search.page.course.full', defaultMessage: 'ausgebucht' },
  running: { id: 'search.page.course.running', defaultMessage: 'läuft bereits' },
  priceFrom: { id: 'search.page.course.priceFrom', defaultMessage: 'ab' },
});

type ValuesOf = {
  titleWithScope: { title: string; scope: string };
  cityTitle: { city: string };
  cityScopeTitle: { city: string; scope: string };
  count: { count: number };
  countCapped: { count: number };
  withCount: { label: string; count: number };
  hours: { hours: number };
  distance: { distance: string };
  moreDates: { count: number };
  runningSince: { date: string };
  radiusOption: { radius: number };
  month: { month: string; count: number };
  openFilters: { count: number };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  titleWithScope: { id: 'search.page.titleWithScope', defaultMessage: '{title}: {scope}' },
  cityTitle: { id: 'search.page.city.title', defaultMessage: 'Kurse in {city}' },
  cityScopeTitle: { id: 'search.page.city.scopeTitle', defaultMessage: '{scope}: Kurse in {city}' },
  count: {
    id: 'search.page.count',
    defaultMessage:
      '{count, plural, =0 {Keine Kurse gefunden} one {# Kurs gefunden} other {# Kurse gefunden}}',
  },
  countCapped: {
    id: 'search.page.countCapped',
    defaultMessage: 'Mehr als {count, number} Kurse gefunden',
  },
  withCount: { id: 'search.page.withCount', defaultMessage: '{label} ({count})' },
  hours: {
    id: 'search.page.course.hours',
    defaultMessage: '{hours, plural, one {# Zeitstunde} other {# Zeitstunden}}',
  },
  distance: { id: 'search.page.course.distance', defaultMessage: '{distance} km entfernt' },
  runningSince: {
    id: 'search.page.course.runningSince',
    defaultMessage: 'läuft seit {date}, Einstieg noch möglich',
  },
  moreDates: {
    id: 'search.page.course.moreDates',
    defaultMessage: '{count, plural, one {und # weiterer Termin} other {und # weitere Termine}}',
  },
  radiusOption: { id: 'search.page.filters.radiusOption', defaultMessage: '{radius} km' },
  month: { id: 'search.page.filters.month', defaultMessage: '{month} ({count})' },
  openFilters: {
    id: 'search.page.filters.open',
    defaultMessage: '{count, plural, =0 {Filter} other {Filter (# aktiv)}}',
  },
});

/**
 * The texts of the search results, category and city pages, German by default. A domain may
 * override any of them in its `labels`.
 */
export const searchPageMessages = { ...plainMessages, ...messagesWithValues };
