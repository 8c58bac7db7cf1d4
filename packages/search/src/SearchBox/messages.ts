import { defineMessages } from 'react-intl';

/** Texts without placeholders. */
const plainMessages = defineMessages({
  tabsLabel: { id: 'search.box.tabs', defaultMessage: 'Kurssuche' },
  primaryTab: { id: 'search.box.primaryTab', defaultMessage: 'Kurse finden' },
  secondaryText: {
    id: 'search.box.secondary.text',
    defaultMessage: 'Dieses Angebot finden Sie auf einer eigenen Seite.',
  },
  scopeHeading: {
    id: 'search.box.scope.heading',
    defaultMessage: 'In welchem Fachgebiet suchen Sie?',
  },
  topScopes: { id: 'search.box.scope.top', defaultMessage: 'Häufig gesuchte Fachgebiete' },
  furtherScopes: { id: 'search.box.scope.further', defaultMessage: 'Weitere Fachgebiete' },
  otherScopes: { id: 'search.box.scope.other', defaultMessage: 'Sonstige' },
  chosenScope: { id: 'search.box.filters.scope', defaultMessage: 'Gewähltes Fachgebiet' },
  back: { id: 'search.box.back', defaultMessage: 'Anderes Fachgebiet wählen' },
  typeLabel: { id: 'search.box.type.label', defaultMessage: 'Art der Fortbildung' },
  typeEDUCATION: { id: 'search.box.type.EDUCATION', defaultMessage: 'Fortbildung' },
  typeSPECIALIZATION: {
    id: 'search.box.type.SPECIALIZATION',
    defaultMessage: 'Fachanwaltslehrgang',
  },
  typeRENO: { id: 'search.box.type.RENO', defaultMessage: 'Fortbildung für Kanzleimitarbeitende' },
  courseTypeLabel: { id: 'search.box.courseType.label', defaultMessage: 'Format' },
  courseTypeALL: { id: 'search.box.courseType.ALL', defaultMessage: 'Alle' },
  courseTypeONLINE: { id: 'search.box.courseType.ONLINE', defaultMessage: 'Online-Seminar' },
  courseTypePRESENT: { id: 'search.box.courseType.PRESENT', defaultMessage: 'Präsenzschulung' },
  courseTypeSELF: { id: 'search.box.courseType.SELF', defaultMessage: 'Selbststudium' },
  cityLabel: { id: 'search.box.city.label', defaultMessage: 'Ort' },
  cityHelp: { id: 'search.box.city.help', defaultMessage: 'Ab 3 Buchstaben' },
  cityNotFound: { id: 'search.box.city.notFound', defaultMessage: 'Ort nicht gefunden' },
  radiusLabel: { id: 'search.box.radius.label', defaultMessage: 'Umkreis' },
  dateFromLabel: { id: 'search.box.dateFrom.label', defaultMessage: 'Von' },
  dateToLabel: { id: 'search.box.dateTo.label', defaultMessage: 'Bis' },
  submit: { id: 'search.box.submit', defaultMessage: 'Suchen' },
  chooseScope: { id: 'search.box.chooseScope', defaultMessage: 'Fachgebiet wählen' },
  reset: { id: 'search.box.reset', defaultMessage: 'Zurücksetzen' },
  errorRequired: {
    id: 'search.box.error.required',
    defaultMessage: 'Bitte machen Sie hier eine Angabe.',
  },
  errorDateFromRequired: {
    id: 'search.box.error.dateFromRequired',
    defaultMessage: 'Bitte geben Sie an, ab wann Sie suchen.',
  },
  errorNotInFuture: {
    id: 'search.box.error.notInFuture',
    defaultMessage: 'Das Datum darf nicht in der Vergangenheit liegen.',
  },
  errorEndBeforeStart: {
    id: 'search.box.error.endBeforeStart',
    defaultMessage: 'Das Enddatum muss nach dem Startdatum liegen.',
  },
});

type ValuesOf = {
  secondaryLink: { label: string };
  filterForm: { scope: string };
  radiusOption: { radius: number };
};

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<ValuesOf>({
  secondaryLink: { id: 'search.box.secondary.link', defaultMessage: 'Zur Seite „{label}“' },
  filterForm: { id: 'search.box.filters.label', defaultMessage: 'Suche im Fachgebiet {scope}' },
  radiusOption: { id: 'search.box.radius.option', defaultMessage: '{radius} km' },
});

/**
 * The texts of the start-page search box. A domain may override any of them in its `labels`,
 * like every built-in text.
 */
export const messages = { ...plainMessages, ...messagesWithValues };
