import { defineMessages, type MessageTag } from 'react-intl';

/**
 * The accessibility statement (BFSG § 14 with Annex 3 BFSGV): what the storefront meets, what it
 * does not yet, how to report a barrier and who enforces the law. A domain may word any of it
 * anew in its `labels`.
 */
const plainMessages = defineMessages({
  title: { id: 'accessibility.statement.title', defaultMessage: 'Erklärung zur Barrierefreiheit' },
  statusTitle: {
    id: 'accessibility.statement.statusTitle',
    defaultMessage: 'Stand der Vereinbarkeit mit den Anforderungen',
  },
  status: {
    id: 'accessibility.statement.status',
    defaultMessage:
      'Diese Website ist mit den Anforderungen der europäischen Norm EN 301 549 und der Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA teilweise vereinbar. Die Unvereinbarkeiten sind unten aufgeführt. Alle Seiten lassen sich mit der Tastatur bedienen, werden automatisch auf Barrieren geprüft und erfüllen in allen Farbschemata die geforderten Kontraste.',
  },
  limitationsTitle: {
    id: 'accessibility.statement.limitationsTitle',
    defaultMessage: 'Nicht barrierefreie Inhalte',
  },
  limitationPdf: {
    id: 'accessibility.statement.limitationPdf',
    defaultMessage:
      'Rechnungen und die Kursbeschreibungen als PDF sind noch nicht als barrierefreies PDF (PDF/UA) mit Struktur ausgezeichnet. Dieselben Angaben finden Sie barrierefrei auf der Kursseite und in Ihrem Kundenkonto.',
  },
  limitationOrganizers: {
    id: 'accessibility.statement.limitationOrganizers',
    defaultMessage:
      'Texte, Bilder und Dokumente, die Veranstalter zu ihren Kursen bereitstellen, prüfen wir nicht vollständig auf Barrierefreiheit. Fehlt etwa eine Bildbeschreibung, melden Sie es uns bitte.',
  },
  dateTitle: {
    id: 'accessibility.statement.dateTitle',
    defaultMessage: 'Erstellung dieser Erklärung',
  },
  reportTitle: { id: 'accessibility.statement.reportTitle', defaultMessage: 'Barriere melden' },
  reportSubject: {
    id: 'accessibility.statement.reportSubject',
    defaultMessage: 'Barriere melden',
  },
  enforcementTitle: {
    id: 'accessibility.statement.enforcementTitle',
    defaultMessage: 'Marktüberwachung',
  },
  enforcement: {
    id: 'accessibility.statement.enforcement',
    defaultMessage:
      'Erhalten Sie auf Ihre Meldung keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg. Sie prüft, ob Dienstleistungen die Anforderungen des BFSG erfüllen.',
  },
});

/** Texts with placeholders, typed so `formatMessage` asks for their values. */
const messagesWithValues = defineMessages<{
  intro: { brand: string };
  date: { date: string };
  report: { link: MessageTag };
  reportEmail: { email: string; link: MessageTag };
}>({
  intro: {
    id: 'accessibility.statement.intro',
    defaultMessage:
      '{brand} möchte allen Menschen die Suche, die Buchung und die Verwaltung von Fortbildungen ohne Barrieren ermöglichen. Diese Erklärung gilt für diese Website mit Kurssuche, Warenkorb, Bestellung und Kundenkonto und beschreibt, wie sie die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) erfüllt.',
  },
  date: {
    id: 'accessibility.statement.date',
    defaultMessage:
      'Diese Erklärung wurde am {date} erstellt. Grundlage ist eine Selbstbewertung mit automatischen Prüfungen (axe) und Prüfungen der Bedienung mit der Tastatur.',
  },
  report: {
    id: 'accessibility.statement.report',
    defaultMessage:
      'Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie Informationen in einer anderen Form? Schreiben Sie uns über das <link>Kontaktformular</link>. Wir antworten innerhalb von zwei Wochen.',
  },
  reportEmail: {
    id: 'accessibility.statement.reportEmail',
    defaultMessage: 'Oder per E-Mail an <link>{email}</link>.',
  },
});

export const accessibilityMessages = { ...plainMessages, ...messagesWithValues };
