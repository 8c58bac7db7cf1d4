/**
 * Course organizers (Veranstalter): fictional but realistic continuing-education providers with
 * addresses in seeded cities. Websites and e-mail addresses use the reserved `.example` domain.
 * `scopes` lists the scope keys an organizer offers courses in (the course generator picks
 * organizers from it).
 */

export interface OrganizerSeed {
  slug: string;
  name: string;
  descriptionDe: string;
  descriptionEn: string;
  street: string;
  zip: string;
  city: string;
  /** Scope keys the organizer teaches. */
  scopes: string[];
  /** Cancellation terms other than the default (free until 14 days before, then 100 %). */
  cancellation?: { freeDays: number; feePercent: number };
}

export const organizerSeeds: OrganizerSeed[] = [
  {
    slug: 'daa-rhein-ruhr',
    cancellation: { freeDays: 28, feePercent: 50 },
    name: 'Deutsche Anwaltsakademie Rhein-Ruhr',
    descriptionDe:
      'Die Deutsche Anwaltsakademie Rhein-Ruhr bietet seit über zwanzig Jahren Fachanwaltslehrgänge und Fortbildungen nach § 15 FAO an. Die Veranstaltungen finden in Essen, Düsseldorf und Köln sowie im virtuellen Seminarraum statt.',
    descriptionEn:
      'For more than twenty years, the Deutsche Anwaltsakademie Rhein-Ruhr has offered specialist lawyer courses and continuing education under section 15 FAO. Events take place in Essen, Düsseldorf and Cologne as well as in a virtual classroom.',
    street: 'Huyssenallee 58',
    zip: '45128',
    city: 'Essen',
    scopes: [
      'arbeitsrecht',
      'insolvenz-und-sanierungsrecht',
      'handels-und-gesellschaftsrecht',
      'sportrecht',
      'verkehrsrecht',
      'miet-und-wohnungseigentumsrecht',
      'familienrecht',
      'erbrecht',
      'strafrecht',
      'versicherungsrecht',
    ],
  },
  {
    slug: 'fachinstitut-arbeitsrecht-koeln',
    name: 'Fachinstitut für Arbeitsrecht Köln',
    descriptionDe:
      'Das Fachinstitut für Arbeitsrecht Köln ist auf die arbeitsrechtliche und sozialrechtliche Fortbildung spezialisiert. Referentinnen und Referenten aus Anwaltschaft, Richterschaft und Wissenschaft vermitteln aktuelles Wissen für die Beratung von Arbeitgebern, Arbeitnehmern und Betriebsräten.',
    descriptionEn:
      'The Fachinstitut für Arbeitsrecht Köln specialises in continuing education in employment and social security law. Speakers from the bar, the bench and academia share current knowledge for advising employers, employees and works councils.',
    street: 'Hohenstaufenring 62',
    zip: '50674',
    city: 'Köln',
    scopes: ['arbeitsrecht', 'sozialrecht', 'sportrecht'],
  },
  {
    slug: 'reno-bildungswerk-nord',
    cancellation: { freeDays: 7, feePercent: 100 },
    name: 'RENO-Bildungswerk Nord',
    descriptionDe:
      'Das RENO-Bildungswerk Nord schult Rechtsanwaltsfachangestellte, Rechtsfachwirtinnen und Rechtsfachwirte in Norddeutschland. Schwerpunkte sind Zwangsvollstreckung, Gebührenrecht und das gerichtliche Mahnverfahren.',
    descriptionEn:
      'RENO-Bildungswerk Nord trains paralegals and certified legal specialists in northern Germany. Its focus is on enforcement, lawyers’ fees and the court dunning procedure.',
    street: 'Große Bleichen 21',
    zip: '20354',
    city: 'Hamburg',
    scopes: [
      'zwangsvollstreckung',
      'gebuehrenrecht-rvg',
      'mahnverfahren',
      'kostenfestsetzung',
      'grundbuch-und-notariatswesen',
      'familienrechtliche-verfahren',
    ],
  },
  {
    slug: 'hanseatische-anwaltsakademie',
    cancellation: { freeDays: 21, feePercent: 30 },
    name: 'Hanseatische Anwaltsakademie',
    descriptionDe:
      'Die Hanseatische Anwaltsakademie verbindet wirtschaftsrechtliche Fortbildung mit der Tradition des Hafenstandorts Hamburg. Das Programm reicht vom Transport- und Speditionsrecht bis zum Internationalen Wirtschaftsrecht.',
    descriptionEn:
      'The Hanseatische Anwaltsakademie combines continuing education in business law with the tradition of the port city of Hamburg. Its programme ranges from transport and freight forwarding law to international business law.',
    street: 'Ballindamm 17',
    zip: '20095',
    city: 'Hamburg',
    scopes: [
      'transport-und-speditionsrecht',
      'internationales-wirtschaftsrecht',
      'handels-und-gesellschaftsrecht',
      'versicherungsrecht',
      'migrationsrecht',
      'strafrecht',
    ],
  },
  {
    slug: 'sueddeutsches-institut-steuer-wirtschaftsrecht',
    name: 'Süddeutsches Institut für Steuer- und Wirtschaftsrecht',
    descriptionDe:
      'Das Süddeutsche Institut für Steuer- und Wirtschaftsrecht in München richtet sich an Rechtsanwältinnen und Rechtsanwälte in der steuerrechtlichen und gesellschaftsrechtlichen Beratung. Neben Präsenzseminaren bietet es Selbststudienkurse mit Lernerfolgskontrolle an.',
    descriptionEn:
      'The Süddeutsches Institut für Steuer- und Wirtschaftsrecht in Munich addresses lawyers advising on tax and corporate law. Besides classroom seminars, it offers self-study courses with learning assessments.',
    street: 'Maximilianstraße 35',
    zip: '80539',
    city: 'München',
    scopes: [
      'steuerrecht',
      'bank-und-kapitalmarktrecht',
      'handels-und-gesellschaftsrecht',
      'insolvenz-und-sanierungsrecht',
      'erbrecht',
    ],
  },
  {
    slug: 'akademie-familien-erbrecht-berlin',
    name: 'Akademie für Familien- und Erbrecht Berlin',
    descriptionDe:
      'Die Akademie für Familien- und Erbrecht Berlin bietet Fachanwaltslehrgänge, Jahrestagungen und Online-Seminare rund um Unterhalt, Scheidung, Testament und Nachlass. Viele Veranstaltungen werden von Familienrichterinnen und Familienrichtern mitgestaltet.',
    descriptionEn:
      'The Akademie für Familien- und Erbrecht Berlin offers specialist lawyer courses, annual conferences and online seminars on maintenance, divorce, wills and estates. Many events are co-designed by family court judges.',
    street: 'Kurfürstendamm 188',
    zip: '10707',
    city: 'Berlin',
    scopes: ['familienrecht', 'erbrecht', 'familienrechtliche-verfahren'],
  },
  {
    slug: 'institut-medizin-sozialrecht-leipzig',
    name: 'Institut für Medizin- und Sozialrecht Leipzig',
    descriptionDe:
      'Das Institut für Medizin- und Sozialrecht Leipzig vermittelt Fachwissen an der Schnittstelle von Gesundheitswesen, Sozialversicherung und Haftungsrecht. Die Seminare verbinden juristische und medizinische Perspektiven.',
    descriptionEn:
      'The Institut für Medizin- und Sozialrecht Leipzig teaches expertise at the interface of healthcare, social insurance and liability law. Its seminars combine legal and medical perspectives.',
    street: 'Dittrichring 18',
    zip: '04109',
    city: 'Leipzig',
    scopes: ['medizinrecht', 'sozialrecht', 'versicherungsrecht'],
  },
  {
    slug: 'forum-oeffentliches-recht-mannheim',
    name: 'Forum Öffentliches Recht Mannheim',
    descriptionDe:
      'Das Forum Öffentliches Recht Mannheim ist Anbieter für verwaltungsrechtliche, vergaberechtliche und migrationsrechtliche Fortbildungen. Praktikerinnen und Praktiker aus Verwaltung und Verwaltungsgerichtsbarkeit berichten aus erster Hand.',
    descriptionEn:
      'Forum Öffentliches Recht Mannheim provides continuing education in administrative, procurement and migration law. Practitioners from public administration and the administrative courts report first-hand.',
    street: 'Augustaanlage 32',
    zip: '68165',
    city: 'Mannheim',
    scopes: ['verwaltungsrecht', 'vergaberecht', 'migrationsrecht', 'agrarrecht'],
  },
  {
    slug: 'strafverteidiger-kolleg-frankfurt',
    name: 'Strafverteidiger-Kolleg Frankfurt',
    descriptionDe:
      'Das Strafverteidiger-Kolleg Frankfurt bildet Strafverteidigerinnen und Strafverteidiger fort, vom Ermittlungsverfahren bis zur Revision. Ergänzend gibt es Angebote im Verkehrs- und Wirtschaftsstrafrecht.',
    descriptionEn:
      'The Strafverteidiger-Kolleg Frankfurt trains criminal defence lawyers, from preliminary proceedings to appeals on points of law. Additional courses cover traffic offences and white-collar crime.',
    street: 'Zeil 81',
    zip: '60313',
    city: 'Frankfurt am Main',
    scopes: ['strafrecht', 'verkehrsrecht', 'steuerrecht'],
  },
  {
    slug: 'it-medienrechtsakademie-duesseldorf',
    name: 'IT- und Medienrechtsakademie Düsseldorf',
    descriptionDe:
      'Die IT- und Medienrechtsakademie Düsseldorf bietet Fortbildungen zu IT-Recht, Datenschutz, Urheber- und Medienrecht sowie gewerblichem Rechtsschutz. Viele Formate finden online statt und sind auch als Aufzeichnung verfügbar.',
    descriptionEn:
      'The IT- und Medienrechtsakademie Düsseldorf offers continuing education in IT law, data protection, copyright and media law and intellectual property. Many formats take place online and are also available as recordings.',
    street: 'Königsallee 92',
    zip: '40212',
    city: 'Düsseldorf',
    scopes: [
      'informationstechnologierecht',
      'urheber-und-medienrecht',
      'gewerblicher-rechtsschutz',
      'sportrecht',
    ],
  },
  {
    slug: 'bau-immobilienrechtsinstitut-stuttgart',
    name: 'Bau- und Immobilienrechtsinstitut Stuttgart',
    descriptionDe:
      'Das Bau- und Immobilienrechtsinstitut Stuttgart ist auf privates und öffentliches Baurecht, Mietrecht und Vergaberecht spezialisiert. Die Lehrgänge richten sich an Rechtsanwältinnen und Rechtsanwälte ebenso wie an Syndikusanwälte der Bau- und Immobilienwirtschaft.',
    descriptionEn:
      'The Bau- und Immobilienrechtsinstitut Stuttgart specialises in private and public construction law, tenancy law and procurement law. Its courses address lawyers in private practice as well as in-house counsel in construction and real estate.',
    street: 'Königstraße 26',
    zip: '70173',
    city: 'Stuttgart',
    scopes: [
      'bau-und-architektenrecht',
      'miet-und-wohnungseigentumsrecht',
      'vergaberecht',
      'verwaltungsrecht',
    ],
  },
  {
    slug: 'reno-akademie-sued',
    name: 'RENO-Akademie Süd',
    descriptionDe:
      'Die RENO-Akademie Süd bietet Seminare und Online-Schulungen für Kanzleimitarbeiterinnen und Kanzleimitarbeiter in Bayern und Baden-Württemberg. Das Angebot reicht vom RVG-Grundkurs bis zur Vorbereitung auf die Rechtsfachwirt-Prüfung.',
    descriptionEn:
      'RENO-Akademie Süd offers seminars and online training for law office staff in Bavaria and Baden-Württemberg. Its programme ranges from a basic course on lawyers’ fees to preparation for the certified legal specialist exam.',
    street: 'Königstraße 10',
    zip: '90402',
    city: 'Nürnberg',
    scopes: [
      'gebuehrenrecht-rvg',
      'kostenfestsetzung',
      'zwangsvollstreckung',
      'fristenwesen',
      'arbeitsrechtliche-verfahren',
      'grundbuch-und-notariatswesen',
    ],
  },
  {
    slug: 'kanzleipraxis-seminare-rheinland',
    name: 'Kanzleipraxis Seminare Rheinland',
    descriptionDe:
      'Kanzleipraxis Seminare Rheinland schult Kanzleiteams in Bonn, Köln und online zu beA, Fristenkontrolle und moderner Büroorganisation. Die Trainerinnen und Trainer kommen selbst aus der Kanzleipraxis.',
    descriptionEn:
      'Kanzleipraxis Seminare Rheinland trains law office teams in Bonn, Cologne and online on the beA mailbox, deadline control and modern office organisation. Its trainers come from law office practice themselves.',
    street: 'Poppelsdorfer Allee 24',
    zip: '53115',
    city: 'Bonn',
    scopes: [
      'elektronischer-rechtsverkehr-bea',
      'fristenwesen',
      'bueroorganisation',
      'mahnverfahren',
      'arbeitsrechtliche-verfahren',
    ],
  },
  {
    slug: 'westfaelische-fortbildungsakademie',
    name: 'Westfälische Fortbildungsakademie für Rechtsanwälte',
    descriptionDe:
      'Die Westfälische Fortbildungsakademie für Rechtsanwälte in Münster bietet ein breites Programm für die Pflichtfortbildung nach § 15 FAO. Ein Schwerpunkt liegt auf dem Agrarrecht und dem Verwaltungsrecht der Region.',
    descriptionEn:
      'The Westfälische Fortbildungsakademie für Rechtsanwälte in Münster offers a broad programme for mandatory continuing education under section 15 FAO. It has a focus on agricultural law and the administrative law of the region.',
    street: 'Prinzipalmarkt 14',
    zip: '48143',
    city: 'Münster',
    scopes: [
      'agrarrecht',
      'verwaltungsrecht',
      'sozialrecht',
      'medizinrecht',
      'familienrecht',
      'verkehrsrecht',
      'bau-und-architektenrecht',
      'gewerblicher-rechtsschutz',
    ],
  },
];
