/**
 * Frequently asked questions in both languages. Entries with the same category and position are
 * translations of each other.
 */
import type { FaqCategory } from '../db/schema.ts';

export interface FaqSeed {
  category: FaqCategory;
  de: { question: string; answer: string };
  en: { question: string; answer: string };
}

export const faqSeeds: FaqSeed[] = [
  {
    category: 'COMMON',
    de: {
      question: 'Was ist der Kursmarkt?',
      answer:
        'Der Kursmarkt ist ein Marktplatz für die Fortbildung von Rechtsanwältinnen, Rechtsanwälten und Kanzleimitarbeitenden. Sie finden hier Fachanwaltslehrgänge, Fortbildungen nach § 15 FAO und Schulungen für Rechtsanwaltsfachangestellte verschiedener Veranstalter und buchen sie mit einem Warenkorb.',
    },
    en: {
      question: 'What is Kursmarkt?',
      answer:
        'Kursmarkt is a marketplace for continuing education for lawyers and law office staff. You find specialist lawyer courses, continuing education under section 15 FAO and training for paralegals from various providers and book them with one shopping cart.',
    },
  },
  {
    category: 'COMMON',
    de: {
      question:
        'Wie viele Fortbildungsstunden muss ich als Fachanwältin oder Fachanwalt nachweisen?',
      answer:
        'Nach § 15 FAO müssen Fachanwältinnen und Fachanwälte jährlich mindestens 15 Zeitstunden Fortbildung auf ihrem Fachgebiet wahrnehmen und der Rechtsanwaltskammer nachweisen. Bis zu fünf Stunden davon können im Selbststudium mit Lernerfolgskontrolle erbracht werden.',
    },
    en: {
      question: 'How many hours of continuing education do certified specialist lawyers need?',
      answer:
        'Under section 15 FAO, certified specialist lawyers must complete at least 15 hours of continuing education in their field each year and prove this to their bar association. Up to five of these hours may be completed by self-study with a learning assessment.',
    },
  },
  {
    category: 'COMMON',
    de: {
      question: 'Was unterscheidet Präsenz-, Online- und Selbststudienkurse?',
      answer:
        'Präsenzkurse finden an einem Veranstaltungsort statt. Online-Seminare werden live übertragen und ermöglichen Fragen an die Referierenden. Selbststudienkurse bearbeiten Sie zeitlich flexibel; eine Lernerfolgskontrolle bestätigt die Teilnahme.',
    },
    en: {
      question: 'What is the difference between classroom, online and self-study courses?',
      answer:
        'Classroom courses take place at a venue. Online seminars are broadcast live and allow questions to the speakers. You work through self-study courses at your own pace; a learning assessment confirms your participation.',
    },
  },
  {
    category: 'COMMON',
    de: {
      question: 'Erhalte ich eine Teilnahmebescheinigung?',
      answer:
        'Ja. Nach jeder Veranstaltung stellt der Veranstalter eine Teilnahmebescheinigung mit Datum, Thema und Zeitstunden aus. Die Bescheinigung finden Sie zusätzlich in Ihrem Kundenkonto.',
    },
    en: {
      question: 'Will I receive a certificate of attendance?',
      answer:
        'Yes. After each event the provider issues a certificate stating the date, subject and hours. You can also find the certificate in your customer account.',
    },
  },
  {
    category: 'COMMON',
    de: {
      question: 'Wie finde ich Kurse in meiner Nähe?',
      answer:
        'Geben Sie in der Suche Ihre Stadt ein und wählen Sie einen Umkreis von 10, 50, 100 oder 250 Kilometern. Online- und Selbststudienkurse werden unabhängig vom Ort angezeigt.',
    },
    en: {
      question: 'How do I find courses near me?',
      answer:
        'Enter your city in the search and choose a radius of 10, 50, 100 or 250 kilometres. Online and self-study courses are shown regardless of location.',
    },
  },
  {
    category: 'COMMON',
    de: {
      question: 'Gibt es Angebote für Rechtsanwaltsfachangestellte?',
      answer:
        'Ja. Im Bereich RENO finden Sie Schulungen zu Zwangsvollstreckung, Gebührenrecht, Fristenwesen, beA und weiteren Themen der Kanzleipraxis, auch für Auszubildende.',
    },
    en: {
      question: 'Are there courses for paralegals?',
      answer:
        'Yes. In the RENO section you find training on enforcement, lawyers’ fees, deadline management, the beA mailbox and other topics of law office practice, including courses for apprentices.',
    },
  },
  {
    category: 'BOOKING',
    de: {
      question: 'Wie buche ich einen Kurs?',
      answer:
        'Wählen Sie auf der Kursseite einen Termin und eine Preisstufe und legen Sie den Kurs in den Warenkorb. Im Warenkorb geben Sie Ihre Rechnungsdaten ein und schließen die Buchung verbindlich ab.',
    },
    en: {
      question: 'How do I book a course?',
      answer:
        'Choose a date and a price level on the course page and add the course to your cart. In the cart you enter your billing details and complete the binding booking.',
    },
  },
  {
    category: 'BOOKING',
    de: {
      question: 'Kann ich ohne Kundenkonto buchen?',
      answer:
        'Ja, Sie können als Gast buchen. Mit einem Kundenkonto sehen Sie jedoch alle Buchungen, Teilnahmebescheinigungen und Ihr Fortbildungsguthaben an einem Ort.',
    },
    en: {
      question: 'Can I book without a customer account?',
      answer:
        'Yes, you can book as a guest. With a customer account, however, you see all bookings, certificates and your credit balance in one place.',
    },
  },
  {
    category: 'BOOKING',
    de: {
      question: 'Was passiert, wenn ein Termin ausgebucht ist?',
      answer:
        'Bei ausgebuchten Terminen können Sie sich auf die Warteliste setzen lassen. Wird ein Platz frei, benachrichtigen wir Sie per E-Mail in der Reihenfolge der Anmeldungen.',
    },
    en: {
      question: 'What happens if a date is fully booked?',
      answer:
        'For fully booked dates you can join the waiting list. If a place becomes available, we notify you by e-mail in the order of registration.',
    },
  },
  {
    category: 'BOOKING',
    de: {
      question: 'Wie löse ich einen Gutschein ein?',
      answer:
        'Geben Sie den Gutscheincode im Warenkorb ein. Der Rabatt wird auf die passenden Kurse angerechnet; nicht einlösbare Gutscheine werden Ihnen mit dem Grund angezeigt.',
    },
    en: {
      question: 'How do I redeem a voucher?',
      answer:
        'Enter the voucher code in the cart. The discount is applied to eligible courses; vouchers that cannot be redeemed are shown with the reason.',
    },
  },
  {
    category: 'BOOKING',
    de: {
      question: 'Kann ich eine Buchung stornieren?',
      answer:
        'Stornierungen sind bis 14 Tage vor Veranstaltungsbeginn kostenfrei möglich, sofern der Veranstalter nichts anderes angibt. Danach kann eine Ersatzperson aus Ihrer Kanzlei teilnehmen.',
    },
    en: {
      question: 'Can I cancel a booking?',
      answer:
        'Cancellations are free of charge up to 14 days before the event unless the provider states otherwise. After that, a substitute from your firm may attend.',
    },
  },
  {
    category: 'BOOKING',
    de: {
      question: 'Wie funktionieren Fortbildungspakete?',
      answer:
        'Mit einem Paket erwerben Sie ein Stundenguthaben bei einem Veranstalter für bestimmte Fachgebiete. Passende Kurse buchen Sie anschließend zu Lasten des Guthabens; die verbleibenden Stunden sehen Sie im Warenkorb.',
    },
    en: {
      question: 'How do credit packages work?',
      answer:
        'A package gives you a balance of hours with one provider for certain fields. You then book matching courses against that balance; the remaining hours are shown in the cart.',
    },
  },
];
