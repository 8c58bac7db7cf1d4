/**
 * The scopes (Fachgebiete): the 24 Fachanwaltschaften of § 1 FAO for lawyers and the subject areas
 * of office-staff (RENO) training, grouped into scope categories. Besides the names, each scope
 * carries the inflected German phrases and topics the course generator (courses.ts) builds
 * realistic course names and descriptions from.
 */

export interface ScopeCategorySeed {
  key: string;
  nameDe: string;
  nameEn: string;
}

export const scopeCategorySeeds: ScopeCategorySeed[] = [
  { key: 'zivilrecht', nameDe: 'Zivilrecht', nameEn: 'Civil law' },
  {
    key: 'wirtschaftsrecht',
    nameDe: 'Arbeits- und Wirtschaftsrecht',
    nameEn: 'Employment and business law',
  },
  {
    key: 'geistiges-eigentum-und-medien',
    nameDe: 'Geistiges Eigentum, IT und Medien',
    nameEn: 'Intellectual property, IT and media',
  },
  { key: 'oeffentliches-recht', nameDe: 'Öffentliches Recht', nameEn: 'Public law' },
  {
    key: 'straf-und-verkehrsrecht',
    nameDe: 'Straf- und Verkehrsrecht',
    nameEn: 'Criminal and traffic law',
  },
  {
    key: 'steuer-und-sozialrecht',
    nameDe: 'Steuer- und Sozialrecht',
    nameEn: 'Tax and social security law',
  },
  { key: 'kanzleipraxis', nameDe: 'Kanzleipraxis', nameEn: 'Law office practice' },
  {
    key: 'verfahren-und-vollstreckung',
    nameDe: 'Verfahren und Vollstreckung',
    nameEn: 'Proceedings and enforcement',
  },
];

export interface TopicSeed {
  /** Course name (German; the catalogue's course names are German). */
  titleDe: string;
  /** One or two sentences on the content. */
  textDe: string;
  textEn: string;
}

export interface ScopeSeed {
  key: string;
  nameDe: string;
  nameEn: string;
  /**
   * Further words searchers use for the scope: its short names and the parts of a coordinated
   * name (`scopes.search_terms`).
   */
  searchTerms?: string;
  category: string;
  top: boolean;
  /** Genitive with article: "des Arbeitsrechts". */
  genDe: string;
  /** After "Fachanwalt für": "Arbeitsrecht", "gewerblichen Rechtsschutz". */
  forDe: string;
  /** Dative with "im": "im Arbeitsrecht". */
  inDe: string;
  /** Adjective stem: "arbeitsrechtlich" (+ "en": "arbeitsrechtlichen Mandaten"). */
  adjDe: string;
  /** The field in running English text: "employment law". */
  fieldEn: string;
  /** Key subjects, nominative plural list. */
  focusDe: string;
  focusEn: string;
  /** Scopes that courses of this scope are often also assigned to. */
  related: string[];
  topics: TopicSeed[];
}

export const specialistScopeSeeds: ScopeSeed[] = [
  {
    key: 'agrarrecht',
    nameDe: 'Agrarrecht',
    nameEn: 'Agricultural law',
    category: 'oeffentliches-recht',
    top: false,
    genDe: 'des Agrarrechts',
    forDe: 'Agrarrecht',
    inDe: 'im Agrarrecht',
    adjDe: 'agrarrechtlich',
    fieldEn: 'agricultural law',
    focusDe:
      'Landpachtverträge, Hofübergaben, EU-Agrarförderung und landwirtschaftliches Umweltrecht',
    focusEn:
      'agricultural leases, farm successions, EU agricultural subsidies and environmental rules for farms',
    related: ['erbrecht', 'verwaltungsrecht'],
    topics: [
      {
        titleDe: 'Hofübergabe und Höfeordnung in der Beratungspraxis',
        textDe:
          'Das Seminar erläutert die Hofübergabe zu Lebzeiten, die Besonderheiten der Höfeordnung und die Abfindung weichender Erben.',
        textEn:
          'The seminar explains the transfer of farms during the owner’s lifetime, the special rules of the Farm Succession Act and the compensation of non-inheriting heirs.',
      },
      {
        titleDe: 'Landpachtrecht aktuell',
        textDe:
          'Behandelt werden die Gestaltung von Landpachtverträgen, Pachtpreisanpassungen und die Anzeigepflicht nach dem Landpachtverkehrsgesetz.',
        textEn:
          'The course covers drafting agricultural leases, rent adjustments and the notification duty under the Agricultural Leases Act.',
      },
      {
        titleDe: 'EU-Agrarförderung und Rückforderungsbescheide',
        textDe:
          'Im Mittelpunkt stehen Förderbedingungen der Gemeinsamen Agrarpolitik, Sanktionen bei Verstößen und die Abwehr von Rückforderungsbescheiden.',
        textEn:
          'It focuses on the conditions of the Common Agricultural Policy, sanctions for breaches and how to challenge repayment decisions.',
      },
    ],
  },
  {
    key: 'arbeitsrecht',
    nameDe: 'Arbeitsrecht',
    nameEn: 'Employment law',
    category: 'wirtschaftsrecht',
    top: true,
    genDe: 'des Arbeitsrechts',
    forDe: 'Arbeitsrecht',
    inDe: 'im Arbeitsrecht',
    adjDe: 'arbeitsrechtlich',
    fieldEn: 'employment law',
    focusDe: 'Kündigungsschutzklagen, Befristungen, Betriebsübergänge und Tarifverträge',
    focusEn:
      'unfair dismissal claims, fixed-term contracts, transfers of undertakings and collective agreements',
    related: ['sozialrecht'],
    topics: [
      {
        titleDe: 'Kündigungsschutzklagen erfolgreich führen',
        textDe:
          'Von der Klagefrist über die Sozialauswahl bis zur Abfindungsverhandlung zeigt das Seminar typische Fehlerquellen in Kündigungsschutzverfahren.',
        textEn:
          'From the filing deadline and the social selection to severance negotiations, the seminar shows typical pitfalls in unfair dismissal proceedings.',
      },
      {
        titleDe: 'Aktuelle Rechtsprechung des Bundesarbeitsgerichts',
        textDe:
          'Die wichtigsten Entscheidungen des BAG zu Urlaubsansprüchen, Arbeitszeiterfassung und Diskriminierungsschutz werden für die arbeitsrechtliche Beratung aufbereitet.',
        textEn:
          'The key decisions of the Federal Labour Court on holiday entitlement, working-time recording and protection against discrimination, prepared for advisory practice.',
      },
      {
        titleDe: 'Betriebsverfassungsrecht für Praktiker',
        textDe:
          'Mitbestimmungsrechte des Betriebsrats, Einigungsstellenverfahren und der Abschluss von Betriebsvereinbarungen stehen im Mittelpunkt.',
        textEn:
          'The course concentrates on the co-determination rights of works councils, conciliation committee proceedings and the conclusion of works agreements.',
      },
    ],
  },
  {
    key: 'bank-und-kapitalmarktrecht',
    nameDe: 'Bank- und Kapitalmarktrecht',
    nameEn: 'Banking and capital markets law',
    searchTerms: 'Bankrecht Kapitalmarktrecht',
    category: 'wirtschaftsrecht',
    top: false,
    genDe: 'des Bank- und Kapitalmarktrechts',
    forDe: 'Bank- und Kapitalmarktrecht',
    inDe: 'im Bank- und Kapitalmarktrecht',
    adjDe: 'bank- und kapitalmarktrechtlich',
    fieldEn: 'banking and capital markets law',
    focusDe: 'Kreditverträge, Anlageberatungshaftung, Wertpapierprospekte und Zahlungsdienste',
    focusEn:
      'loan agreements, investment advice liability, securities prospectuses and payment services',
    related: ['handels-und-gesellschaftsrecht', 'insolvenz-und-sanierungsrecht'],
    topics: [
      {
        titleDe: 'Haftung für fehlerhafte Anlageberatung',
        textDe:
          'Das Seminar behandelt Aufklärungspflichten der Banken, die Darlegungs- und Beweislast sowie die Verjährung von Schadensersatzansprüchen aus Anlageberatungsverträgen.',
        textEn:
          'The seminar deals with banks’ duties of disclosure, the burden of proof and the limitation of damages claims arising from investment advice.',
      },
      {
        titleDe: 'Verbraucherdarlehen und Widerrufsrecht',
        textDe:
          'Erörtert werden fehlerhafte Widerrufsbelehrungen, Vorfälligkeitsentschädigungen und die Rückabwicklung widerrufener Immobiliardarlehensverträge.',
        textEn:
          'Topics include defective withdrawal notices, early repayment charges and the unwinding of withdrawn mortgage loan agreements.',
      },
      {
        titleDe: 'Zahlungsdiensterecht und Online-Banking-Betrug',
        textDe:
          'Anhand aktueller Urteile wird die Haftung bei nicht autorisierten Zahlungsvorgängen, Phishing-Angriffen und grober Fahrlässigkeit des Kunden erläutert.',
        textEn:
          'Based on recent judgments, the course explains liability for unauthorised payment transactions, phishing attacks and gross negligence of the customer.',
      },
    ],
  },
  {
    key: 'bau-und-architektenrecht',
    nameDe: 'Bau- und Architektenrecht',
    nameEn: 'Construction and architects’ law',
    searchTerms: 'Baurecht Architektenrecht',
    category: 'zivilrecht',
    top: false,
    genDe: 'des Bau- und Architektenrechts',
    forDe: 'Bau- und Architektenrecht',
    inDe: 'im Bau- und Architektenrecht',
    adjDe: 'bau- und architektenrechtlich',
    fieldEn: 'construction and architects’ law',
    focusDe:
      'Bauverträge nach BGB und VOB/B, Nachträge, Mängelansprüche und Architektenhonorare nach der HOAI',
    focusEn:
      'construction contracts under the Civil Code and VOB/B, variations, defect claims and architects’ fees under the HOAI',
    related: ['vergaberecht', 'miet-und-wohnungseigentumsrecht'],
    topics: [
      {
        titleDe: 'Nachtragsmanagement im VOB-Vertrag',
        textDe:
          'Das Seminar zeigt, wie Nachträge für geänderte und zusätzliche Leistungen begründet, berechnet und im Streitfall durchgesetzt werden.',
        textEn:
          'The seminar shows how claims for varied and additional works are substantiated, priced and enforced in a dispute.',
      },
      {
        titleDe: 'Mängelrechte am Bau und Sachverständigenbeweis',
        textDe:
          'Behandelt werden Mängelansprüche vor und nach der Abnahme, das selbständige Beweisverfahren und der Umgang mit Gutachten im Bauprozess.',
        textEn:
          'The course covers defect claims before and after acceptance, independent evidence proceedings and dealing with expert opinions in construction litigation.',
      },
      {
        titleDe: 'Architektenhaftung und HOAI 2021',
        textDe:
          'Im Fokus stehen Honorarvereinbarungen nach der HOAI 2021, Leistungsphasen und die gesamtschuldnerische Haftung von Architekten und Bauunternehmern.',
        textEn:
          'It focuses on fee agreements under the HOAI 2021, work stages and the joint liability of architects and contractors.',
      },
    ],
  },
  {
    key: 'erbrecht',
    nameDe: 'Erbrecht',
    nameEn: 'Inheritance law',
    category: 'zivilrecht',
    top: true,
    genDe: 'des Erbrechts',
    forDe: 'Erbrecht',
    inDe: 'im Erbrecht',
    adjDe: 'erbrechtlich',
    fieldEn: 'inheritance law',
    focusDe:
      'Testamentsgestaltungen, Pflichtteilsansprüche, Erbauseinandersetzungen und Testamentsvollstreckungen',
    focusEn:
      'drafting wills, compulsory portion claims, partitions of estates and the administration of wills',
    related: ['steuerrecht', 'familienrecht'],
    topics: [
      {
        titleDe: 'Pflichtteilsrecht in der anwaltlichen Praxis',
        textDe:
          'Das Seminar behandelt Auskunfts- und Wertermittlungsansprüche, Pflichtteilsergänzungsansprüche bei Schenkungen und Strategien zur Pflichtteilsreduzierung.',
        textEn:
          'The seminar deals with claims for information and valuation, supplementary compulsory portion claims after gifts and strategies to reduce compulsory portions.',
      },
      {
        titleDe: 'Testamentsgestaltung für Patchworkfamilien',
        textDe:
          'Erörtert werden Berliner Testamente, Vor- und Nacherbschaft sowie Wiederverheiratungsklauseln in Familien mit Kindern aus verschiedenen Beziehungen.',
        textEn:
          'Topics include joint wills, preliminary and subsequent inheritance and remarriage clauses in families with children from different relationships.',
      },
      {
        titleDe: 'Erbengemeinschaft und Erbauseinandersetzung',
        textDe:
          'Die Veranstaltung zeigt Wege aus der zerstrittenen Erbengemeinschaft: Verwaltung des Nachlasses, Teilungsversteigerung und vermittelnde Auseinandersetzungsverträge.',
        textEn:
          'The event shows ways out of a divided community of heirs: administration of the estate, partition auctions and negotiated settlement agreements.',
      },
    ],
  },
  {
    key: 'familienrecht',
    nameDe: 'Familienrecht',
    nameEn: 'Family law',
    category: 'zivilrecht',
    top: true,
    genDe: 'des Familienrechts',
    forDe: 'Familienrecht',
    inDe: 'im Familienrecht',
    adjDe: 'familienrechtlich',
    fieldEn: 'family law',
    focusDe:
      'Unterhaltsberechnungen, Zugewinnausgleich, Versorgungsausgleich und Sorge- und Umgangsrechtsverfahren',
    focusEn:
      'maintenance calculations, equalisation of accrued gains, pension rights adjustment and custody and contact proceedings',
    related: ['erbrecht', 'steuerrecht'],
    topics: [
      {
        titleDe: 'Unterhaltsrecht kompakt: Düsseldorfer Tabelle und Selbstbehalt',
        textDe:
          'Das Seminar erläutert die Berechnung von Kindes- und Ehegattenunterhalt, die aktuelle Düsseldorfer Tabelle und die Bereinigung unterhaltsrelevanter Einkommen.',
        textEn:
          'The seminar explains how child and spousal maintenance are calculated, the current Düsseldorf Table and the adjustment of relevant income.',
      },
      {
        titleDe: 'Zugewinnausgleich bei Unternehmen und Immobilien',
        textDe:
          'Behandelt werden Bewertungsfragen bei Unternehmensbeteiligungen und Immobilien, illoyale Vermögensminderungen und die Auskunftsansprüche im Zugewinnausgleichsverfahren.',
        textEn:
          'The course covers the valuation of business interests and real estate, disloyal reductions of assets and information claims in equalisation proceedings.',
      },
      {
        titleDe: 'Kindschaftssachen: Sorgerecht und Umgangsrecht',
        textDe:
          'Im Mittelpunkt stehen Sorgerechtsentscheidungen, Wechselmodell und Umgangsregelungen sowie die Zusammenarbeit mit Jugendamt und Verfahrensbeistand.',
        textEn:
          'It concentrates on custody decisions, shared parenting and contact arrangements as well as cooperation with youth welfare offices and guardians ad litem.',
      },
    ],
  },
  {
    key: 'gewerblicher-rechtsschutz',
    nameDe: 'Gewerblicher Rechtsschutz',
    nameEn: 'Intellectual property law',
    searchTerms: 'Markenrecht Patentrecht Wettbewerbsrecht',
    category: 'geistiges-eigentum-und-medien',
    top: false,
    genDe: 'des gewerblichen Rechtsschutzes',
    forDe: 'gewerblichen Rechtsschutz',
    inDe: 'im gewerblichen Rechtsschutz',
    adjDe: 'marken- und patentrechtlich',
    fieldEn: 'intellectual property law',
    focusDe: 'Markenanmeldungen, Patentverletzungen, Wettbewerbsverstöße und Designschutz',
    focusEn:
      'trade mark applications, patent infringements, unfair competition and design protection',
    related: ['urheber-und-medienrecht', 'informationstechnologierecht'],
    topics: [
      {
        titleDe: 'Markenrecht: Anmeldung, Widerspruch und Verletzung',
        textDe:
          'Das Seminar begleitet eine Marke von der Anmeldung beim DPMA und EUIPO über Widerspruchsverfahren bis zur Abmahnung und einstweiligen Verfügung.',
        textEn:
          'The seminar follows a trade mark from filing with the DPMA and EUIPO through opposition proceedings to cease-and-desist letters and preliminary injunctions.',
      },
      {
        titleDe: 'Wettbewerbsrecht (UWG) nach der Verbraucherschutzreform',
        textDe:
          'Erläutert werden irreführende Werbung, Influencer-Marketing und die neuen Sanktionen bei Verstößen gegen Verbraucherinteressen.',
        textEn:
          'The course explains misleading advertising, influencer marketing and the new sanctions for infringements of consumer interests.',
      },
      {
        titleDe: 'Patentverletzungsverfahren vor deutschen Gerichten und dem EPG',
        textDe:
          'Behandelt werden Verletzungsklagen, Nichtigkeitsverfahren und die Strategie zwischen nationalen Gerichten und dem Einheitlichen Patentgericht.',
        textEn:
          'It deals with infringement actions, invalidity proceedings and litigation strategy between national courts and the Unified Patent Court.',
      },
    ],
  },
  {
    key: 'handels-und-gesellschaftsrecht',
    nameDe: 'Handels- und Gesellschaftsrecht',
    nameEn: 'Commercial and corporate law',
    searchTerms: 'Handelsrecht Gesellschaftsrecht',
    category: 'wirtschaftsrecht',
    top: false,
    genDe: 'des Handels- und Gesellschaftsrechts',
    forDe: 'Handels- und Gesellschaftsrecht',
    inDe: 'im Handels- und Gesellschaftsrecht',
    adjDe: 'handels- und gesellschaftsrechtlich',
    fieldEn: 'commercial and corporate law',
    focusDe:
      'GmbH-Geschäftsführerhaftungen, Gesellschafterstreitigkeiten, Unternehmenskäufe und Handelsvertreterverträge',
    focusEn:
      'managing director liability, shareholder disputes, company acquisitions and commercial agency agreements',
    related: ['steuerrecht', 'insolvenz-und-sanierungsrecht'],
    topics: [
      {
        titleDe: 'Geschäftsführerhaftung in der GmbH',
        textDe:
          'Das Seminar behandelt die Innen- und Außenhaftung von Geschäftsführern, D&O-Versicherungen und die Haftung in der Krise der Gesellschaft.',
        textEn:
          'The seminar deals with the internal and external liability of managing directors, D&O insurance and liability when the company is in crisis.',
      },
      {
        titleDe: 'Das neue Personengesellschaftsrecht nach dem MoPeG',
        textDe:
          'Erörtert werden die rechtsfähige GbR, das Gesellschaftsregister und die Folgen der Reform für bestehende Gesellschaftsverträge.',
        textEn:
          'Topics include the partnership with legal capacity, the new partnership register and the consequences of the reform for existing partnership agreements.',
      },
      {
        titleDe: 'Gesellschafterstreit und Ausschluss von Gesellschaftern',
        textDe:
          'Die Veranstaltung zeigt Beschlussmängelklagen, Einziehung von Geschäftsanteilen und die Bewertung von Abfindungsansprüchen ausscheidender Gesellschafter.',
        textEn:
          'The event covers actions against shareholder resolutions, redemption of shares and the valuation of compensation claims of departing shareholders.',
      },
    ],
  },
  {
    key: 'informationstechnologierecht',
    nameDe: 'Informationstechnologierecht',
    nameEn: 'Information technology law',
    searchTerms: 'IT-Recht',
    category: 'geistiges-eigentum-und-medien',
    top: false,
    genDe: 'des Informationstechnologierechts',
    forDe: 'Informationstechnologierecht',
    inDe: 'im Informationstechnologierecht',
    adjDe: 'IT-rechtlich',
    fieldEn: 'information technology law',
    focusDe: 'IT-Verträge, Datenschutzverstöße, Softwarelizenzen und Plattformhaftungen',
    focusEn: 'IT contracts, data protection breaches, software licences and platform liability',
    related: ['urheber-und-medienrecht', 'gewerblicher-rechtsschutz'],
    topics: [
      {
        titleDe: 'DSGVO-Bußgelder und Schadensersatz nach Art. 82 DSGVO',
        textDe:
          'Das Seminar analysiert Bußgeldverfahren der Aufsichtsbehörden und die Rechtsprechung des EuGH zu immateriellen Schäden bei Datenschutzverstößen.',
        textEn:
          'The seminar analyses fine proceedings of supervisory authorities and the case law of the CJEU on non-material damage from data protection breaches.',
      },
      {
        titleDe: 'Softwareverträge und agile Projekte',
        textDe:
          'Behandelt werden Vertragsgestaltungen für agile Softwareentwicklung, SaaS-Verträge und die Haftung bei gescheiterten IT-Projekten.',
        textEn:
          'The course covers contract drafting for agile software development, SaaS agreements and liability for failed IT projects.',
      },
      {
        titleDe: 'Digital Services Act und KI-Verordnung in der Beratung',
        textDe:
          'Im Mittelpunkt stehen die Pflichten von Online-Plattformen nach dem DSA und die Risikoklassen der europäischen KI-Verordnung.',
        textEn:
          'It concentrates on the duties of online platforms under the Digital Services Act and the risk classes of the EU AI Act.',
      },
    ],
  },
  {
    key: 'insolvenz-und-sanierungsrecht',
    nameDe: 'Insolvenz- und Sanierungsrecht',
    nameEn: 'Insolvency and restructuring law',
    searchTerms: 'Insolvenzrecht Sanierungsrecht',
    category: 'wirtschaftsrecht',
    top: false,
    genDe: 'des Insolvenz- und Sanierungsrechts',
    forDe: 'Insolvenz- und Sanierungsrecht',
    inDe: 'im Insolvenz- und Sanierungsrecht',
    adjDe: 'insolvenz- und sanierungsrechtlich',
    fieldEn: 'insolvency and restructuring law',
    focusDe:
      'Insolvenzanfechtungen, Eigenverwaltungen, Restrukturierungspläne nach dem StaRUG und Verbraucherinsolvenzen',
    focusEn:
      'insolvency avoidance claims, debtor-in-possession proceedings, restructuring plans under the StaRUG and consumer insolvencies',
    related: ['handels-und-gesellschaftsrecht', 'bank-und-kapitalmarktrecht'],
    topics: [
      {
        titleDe: 'Insolvenzanfechtung nach der Reform',
        textDe:
          'Das Seminar erläutert Vorsatzanfechtungen, Bargeschäfte und Zahlungserleichterungen im Lichte der aktuellen BGH-Rechtsprechung.',
        textEn:
          'The seminar explains avoidance for intentional disadvantage, cash transactions and payment relief in the light of current Federal Court of Justice case law.',
      },
      {
        titleDe: 'Restrukturierung mit dem StaRUG',
        textDe:
          'Erörtert werden Restrukturierungspläne, Stabilisierungsanordnungen und die Rolle des Restrukturierungsbeauftragten in der außergerichtlichen Sanierung.',
        textEn:
          'Topics include restructuring plans, stabilisation orders and the role of the restructuring officer in out-of-court restructurings.',
      },
      {
        titleDe: 'Verbraucherinsolvenz und Restschuldbefreiung',
        textDe:
          'Die Veranstaltung zeigt den Ablauf des Verbraucherinsolvenzverfahrens, Versagungsgründe und die Beratung überschuldeter Mandanten.',
        textEn:
          'The event shows the course of consumer insolvency proceedings, grounds for refusing discharge and advising over-indebted clients.',
      },
    ],
  },
  {
    key: 'internationales-wirtschaftsrecht',
    nameDe: 'Internationales Wirtschaftsrecht',
    nameEn: 'International business law',
    category: 'wirtschaftsrecht',
    top: false,
    genDe: 'des Internationalen Wirtschaftsrechts',
    forDe: 'Internationales Wirtschaftsrecht',
    inDe: 'im Internationalen Wirtschaftsrecht',
    adjDe: 'grenzüberschreitend',
    fieldEn: 'international business law',
    focusDe:
      'UN-Kaufrecht, internationale Schiedsverfahren, Außenwirtschaftsrecht und Gerichtsstandsvereinbarungen',
    focusEn:
      'the UN Sales Convention, international arbitration, foreign trade law and jurisdiction agreements',
    related: ['handels-und-gesellschaftsrecht', 'transport-und-speditionsrecht'],
    topics: [
      {
        titleDe: 'UN-Kaufrecht (CISG) in der Vertragsgestaltung',
        textDe:
          'Das Seminar zeigt, wann das UN-Kaufrecht gilt, wie es wirksam ausgeschlossen wird und welche Gewährleistungsregeln internationale Lieferverträge prägen.',
        textEn:
          'The seminar shows when the CISG applies, how to exclude it effectively and which warranty rules shape international supply contracts.',
      },
      {
        titleDe: 'Internationale Schiedsverfahren für Einsteiger',
        textDe:
          'Behandelt werden Schiedsvereinbarungen, die DIS- und ICC-Schiedsordnungen sowie die Anerkennung und Vollstreckung ausländischer Schiedssprüche.',
        textEn:
          'The course covers arbitration agreements, the DIS and ICC rules and the recognition and enforcement of foreign arbitral awards.',
      },
      {
        titleDe: 'Exportkontrolle und Sanktionsrecht',
        textDe:
          'Im Fokus stehen die EU-Dual-Use-Verordnung, Russland-Sanktionen und die Compliance-Pflichten exportierender Unternehmen.',
        textEn:
          'It focuses on the EU Dual-Use Regulation, sanctions against Russia and the compliance duties of exporting companies.',
      },
    ],
  },
  {
    key: 'medizinrecht',
    nameDe: 'Medizinrecht',
    nameEn: 'Medical law',
    searchTerms: 'Arztrecht',
    category: 'zivilrecht',
    top: false,
    genDe: 'des Medizinrechts',
    forDe: 'Medizinrecht',
    inDe: 'im Medizinrecht',
    adjDe: 'medizinrechtlich',
    fieldEn: 'medical law',
    focusDe:
      'Arzthaftungsprozesse, Vertragsarztrecht, Kooperationen im Gesundheitswesen und Krankenhausabrechnungen',
    focusEn:
      'medical malpractice litigation, the law of panel doctors, cooperation in healthcare and hospital billing',
    related: ['sozialrecht', 'versicherungsrecht'],
    topics: [
      {
        titleDe: 'Arzthaftungsrecht: Behandlungsfehler und Aufklärungsrüge',
        textDe:
          'Das Seminar behandelt Beweislastregeln bei groben Behandlungsfehlern, die Aufklärungsrüge und die Zusammenarbeit mit medizinischen Sachverständigen.',
        textEn:
          'The seminar deals with burden-of-proof rules for gross treatment errors, claims for lack of informed consent and working with medical experts.',
      },
      {
        titleDe: 'Vertragsarztrecht und Praxisnachfolge',
        textDe:
          'Erörtert werden Zulassungsverfahren, Nachbesetzungen von Vertragsarztsitzen und die Gestaltung von Berufsausübungsgemeinschaften.',
        textEn:
          'Topics include admission procedures, the succession of panel doctor practices and the structuring of joint practices.',
      },
      {
        titleDe: 'Krankenhausabrechnung und MD-Prüfverfahren',
        textDe:
          'Die Veranstaltung erläutert DRG-Abrechnungen, Prüfverfahren des Medizinischen Dienstes und sozialgerichtliche Vergütungsstreitigkeiten.',
        textEn:
          'The event explains DRG billing, audits by the Medical Service and remuneration disputes before the social courts.',
      },
    ],
  },
  {
    key: 'miet-und-wohnungseigentumsrecht',
    nameDe: 'Miet- und Wohnungseigentumsrecht',
    nameEn: 'Tenancy and condominium law',
    searchTerms: 'Mietrecht Wohnungseigentumsrecht WEG-Recht',
    category: 'zivilrecht',
    top: true,
    genDe: 'des Miet- und Wohnungseigentumsrechts',
    forDe: 'Miet- und Wohnungseigentumsrecht',
    inDe: 'im Miet- und Wohnungseigentumsrecht',
    adjDe: 'miet- und wohnungseigentumsrechtlich',
    fieldEn: 'tenancy and condominium law',
    focusDe:
      'Mieterhöhungen, Eigenbedarfskündigungen, Betriebskostenabrechnungen und Beschlussklagen nach dem WEG',
    focusEn:
      'rent increases, terminations for personal use, service charge statements and challenges to owners’ resolutions',
    related: ['bau-und-architektenrecht'],
    topics: [
      {
        titleDe: 'Eigenbedarfskündigung und Räumungsklage',
        textDe:
          'Das Seminar behandelt die formellen Anforderungen an Eigenbedarfskündigungen, Härtefalleinwände nach § 574 BGB und die Durchsetzung von Räumungsansprüchen.',
        textEn:
          'The seminar deals with the formal requirements of terminations for personal use, hardship objections under section 574 of the Civil Code and the enforcement of eviction claims.',
      },
      {
        titleDe: 'Betriebskostenabrechnung ohne Fehler',
        textDe:
          'Erläutert werden umlagefähige Kosten, Abrechnungsfristen und die häufigsten formellen und inhaltlichen Mängel von Betriebskostenabrechnungen.',
        textEn:
          'The course explains recoverable costs, billing deadlines and the most frequent formal and substantive errors in service charge statements.',
      },
      {
        titleDe: 'WEG-Reform: Beschlussklagen und Verwalterpflichten',
        textDe:
          'Im Mittelpunkt stehen die Anfechtungs- und Beschlussersetzungsklage, bauliche Veränderungen und die Haftung des Verwalters nach dem reformierten WEG.',
        textEn:
          'It concentrates on actions to annul or replace resolutions, structural alterations and the liability of property managers under the reformed Condominium Act.',
      },
    ],
  },
  {
    key: 'migrationsrecht',
    nameDe: 'Migrationsrecht',
    nameEn: 'Migration law',
    searchTerms: 'Ausländerrecht Asylrecht',
    category: 'oeffentliches-recht',
    top: false,
    genDe: 'des Migrationsrechts',
    forDe: 'Migrationsrecht',
    inDe: 'im Migrationsrecht',
    adjDe: 'aufenthalts- und asylrechtlich',
    fieldEn: 'migration law',
    focusDe: 'Aufenthaltstitel, Asylverfahren, Einbürgerungen und Fachkräfteeinwanderung',
    focusEn: 'residence permits, asylum procedures, naturalisation and skilled immigration',
    related: ['verwaltungsrecht', 'sozialrecht'],
    topics: [
      {
        titleDe: 'Fachkräfteeinwanderung und Blaue Karte EU',
        textDe:
          'Das Seminar erläutert die Aufenthaltstitel zur Beschäftigung, die Chancenkarte und das beschleunigte Fachkräfteverfahren.',
        textEn:
          'The seminar explains residence permits for employment, the opportunity card and the fast-track procedure for skilled workers.',
      },
      {
        titleDe: 'Asylverfahren und Rechtsschutz vor den Verwaltungsgerichten',
        textDe:
          'Behandelt werden Anhörungen beim BAMF, Dublin-Verfahren und Eilrechtsschutz gegen Abschiebungsandrohungen.',
        textEn:
          'The course covers interviews at the Federal Office for Migration and Refugees, Dublin procedures and urgent relief against deportation orders.',
      },
      {
        titleDe: 'Einbürgerung nach dem neuen Staatsangehörigkeitsrecht',
        textDe:
          'Im Fokus stehen die verkürzten Voraufenthaltszeiten, die Mehrstaatigkeit und die Anforderungen an die Lebensunterhaltssicherung.',
        textEn:
          'It focuses on the shorter residence requirements, multiple citizenship and the requirements for securing one’s livelihood.',
      },
    ],
  },
  {
    key: 'sozialrecht',
    nameDe: 'Sozialrecht',
    nameEn: 'Social security law',
    category: 'steuer-und-sozialrecht',
    top: false,
    genDe: 'des Sozialrechts',
    forDe: 'Sozialrecht',
    inDe: 'im Sozialrecht',
    adjDe: 'sozialrechtlich',
    fieldEn: 'social security law',
    focusDe:
      'Bürgergeldansprüche, Erwerbsminderungsrenten, Schwerbehindertenrecht und Widerspruchsverfahren',
    focusEn:
      'citizen’s income claims, reduced earning capacity pensions, disability law and objection procedures',
    related: ['arbeitsrecht', 'medizinrecht'],
    topics: [
      {
        titleDe: 'Erwerbsminderungsrente durchsetzen',
        textDe:
          'Das Seminar zeigt, wie medizinische Befunde aufbereitet, Gutachten angegriffen und Rentenansprüche vor dem Sozialgericht durchgesetzt werden.',
        textEn:
          'The seminar shows how medical findings are prepared, expert opinions challenged and pension claims enforced before the social court.',
      },
      {
        titleDe: 'Bürgergeld: Bedarfe, Sanktionen und Rückforderungen',
        textDe:
          'Erörtert werden Kosten der Unterkunft, Leistungsminderungen und die Abwehr von Aufhebungs- und Erstattungsbescheiden.',
        textEn:
          'Topics include housing costs, benefit reductions and challenging revocation and repayment decisions.',
      },
      {
        titleDe: 'Schwerbehindertenrecht und Teilhabeleistungen',
        textDe:
          'Behandelt werden die Feststellung des Grades der Behinderung, Merkzeichen und Leistungen zur Teilhabe am Arbeitsleben.',
        textEn:
          'The course covers the assessment of the degree of disability, special markings and benefits for participation in working life.',
      },
    ],
  },
  {
    key: 'sportrecht',
    nameDe: 'Sportrecht',
    nameEn: 'Sports law',
    category: 'geistiges-eigentum-und-medien',
    top: false,
    genDe: 'des Sportrechts',
    forDe: 'Sportrecht',
    inDe: 'im Sportrecht',
    adjDe: 'sportrechtlich',
    fieldEn: 'sports law',
    focusDe: 'Spielerverträge, Verbandsstreitigkeiten, Anti-Doping-Verfahren und Sportvermarktung',
    focusEn:
      'player contracts, disputes with associations, anti-doping proceedings and sports marketing',
    related: ['arbeitsrecht', 'urheber-und-medienrecht'],
    topics: [
      {
        titleDe: 'Spielervermittlung und Transferrecht',
        textDe:
          'Das Seminar behandelt die FIFA-Regularien zu Spielerberatern, Transferentschädigungen und die arbeitsrechtlichen Besonderheiten befristeter Spielerverträge.',
        textEn:
          'The seminar deals with FIFA rules on football agents, transfer compensation and the employment law particulars of fixed-term player contracts.',
      },
      {
        titleDe: 'Anti-Doping-Verfahren vor Verbands- und Schiedsgerichten',
        textDe:
          'Erläutert werden der WADA-Code, Verfahren vor dem Deutschen Sportschiedsgericht und dem CAS sowie die Verteidigung betroffener Athletinnen und Athleten.',
        textEn:
          'The course explains the WADA Code, proceedings before the German Court of Arbitration for Sport and the CAS and the defence of athletes concerned.',
      },
      {
        titleDe: 'Sponsoring und Vermarktungsrechte im Sport',
        textDe:
          'Im Mittelpunkt stehen Sponsoringverträge, Medienrechte an Sportveranstaltungen und der Schutz von Persönlichkeitsrechten der Sportler.',
        textEn:
          'It concentrates on sponsorship agreements, media rights to sports events and the protection of athletes’ personality rights.',
      },
    ],
  },
  {
    key: 'steuerrecht',
    nameDe: 'Steuerrecht',
    nameEn: 'Tax law',
    category: 'steuer-und-sozialrecht',
    top: true,
    genDe: 'des Steuerrechts',
    forDe: 'Steuerrecht',
    inDe: 'im Steuerrecht',
    adjDe: 'steuerrechtlich',
    fieldEn: 'tax law',
    focusDe:
      'Betriebsprüfungen, Steuerstrafverfahren, Unternehmensnachfolgen und finanzgerichtliche Verfahren',
    focusEn:
      'tax audits, tax criminal proceedings, business successions and proceedings before the fiscal courts',
    related: ['erbrecht', 'handels-und-gesellschaftsrecht', 'strafrecht'],
    topics: [
      {
        titleDe: 'Steuerstrafrecht und Selbstanzeige',
        textDe:
          'Das Seminar behandelt die Voraussetzungen einer wirksamen Selbstanzeige, Sperrgründe und die Verteidigung im Steuerstrafverfahren.',
        textEn:
          'The seminar deals with the requirements of an effective voluntary disclosure, blocking grounds and the defence in tax criminal proceedings.',
      },
      {
        titleDe: 'Erbschaft- und Schenkungsteuer bei Betriebsvermögen',
        textDe:
          'Erörtert werden Verschonungsregeln, Lohnsummen- und Behaltensfristen sowie die Bewertung von Unternehmen für steuerliche Zwecke.',
        textEn:
          'Topics include relief rules for business assets, payroll and retention periods and the valuation of businesses for tax purposes.',
      },
      {
        titleDe: 'Die Betriebsprüfung: Ablauf, Taktik, Rechtsbehelfe',
        textDe:
          'Die Veranstaltung zeigt, wie Mandanten durch die Außenprüfung begleitet, Schätzungen abgewehrt und Einspruchsverfahren geführt werden.',
        textEn:
          'The event shows how to guide clients through tax audits, fend off estimates and conduct objection proceedings.',
      },
    ],
  },
  {
    key: 'strafrecht',
    nameDe: 'Strafrecht',
    nameEn: 'Criminal law',
    category: 'straf-und-verkehrsrecht',
    top: true,
    genDe: 'des Strafrechts',
    forDe: 'Strafrecht',
    inDe: 'im Strafrecht',
    adjDe: 'strafrechtlich',
    fieldEn: 'criminal law',
    focusDe:
      'Strafverteidigungen im Ermittlungsverfahren, Hauptverhandlungen, Revisionen und Wirtschaftsstrafsachen',
    focusEn:
      'defence in preliminary proceedings, main trials, appeals on points of law and white-collar crime',
    related: ['verkehrsrecht', 'steuerrecht'],
    topics: [
      {
        titleDe: 'Verteidigung im Ermittlungsverfahren',
        textDe:
          'Das Seminar zeigt Strategien für die Akteneinsicht, den Umgang mit Durchsuchungen und Untersuchungshaft sowie Einstellungsanträge nach §§ 153 ff. StPO.',
        textEn:
          'The seminar shows strategies for inspecting the files, dealing with searches and pre-trial detention and applications to discontinue proceedings.',
      },
      {
        titleDe: 'Die strafrechtliche Revision',
        textDe:
          'Behandelt werden Verfahrensrügen, die Sachrüge und die formgerechte Begründung der Revision nach der Rechtsprechung des BGH.',
        textEn:
          'The course covers procedural complaints, the substantive complaint and the correct reasoning of an appeal on points of law according to Federal Court of Justice case law.',
      },
      {
        titleDe: 'Wirtschaftsstrafrecht: Untreue, Betrug und Korruption',
        textDe:
          'Im Fokus stehen Untreue- und Betrugstatbestände im Unternehmen, Korruptionsdelikte und die Vermögensabschöpfung.',
        textEn:
          'It focuses on breach of trust and fraud within companies, corruption offences and the confiscation of proceeds of crime.',
      },
    ],
  },
  {
    key: 'transport-und-speditionsrecht',
    nameDe: 'Transport- und Speditionsrecht',
    nameEn: 'Transport and freight forwarding law',
    searchTerms: 'Transportrecht Speditionsrecht',
    category: 'wirtschaftsrecht',
    top: false,
    genDe: 'des Transport- und Speditionsrechts',
    forDe: 'Transport- und Speditionsrecht',
    inDe: 'im Transport- und Speditionsrecht',
    adjDe: 'transport- und speditionsrechtlich',
    fieldEn: 'transport and freight forwarding law',
    focusDe: 'Frachtführerhaftungen, CMR-Schadensfälle, ADSp-Verträge und Seefrachtrecht',
    focusEn: 'carrier liability, CMR damage claims, ADSp contracts and maritime freight law',
    related: ['internationales-wirtschaftsrecht', 'versicherungsrecht'],
    topics: [
      {
        titleDe: 'Haftung im internationalen Straßengüterverkehr (CMR)',
        textDe:
          'Das Seminar behandelt Haftungsgrenzen, qualifiziertes Verschulden und die Reklamationsfristen nach der CMR anhand typischer Schadensfälle.',
        textEn:
          'The seminar deals with liability limits, wilful misconduct and notice periods under the CMR, using typical damage cases.',
      },
      {
        titleDe: 'Speditionsvertrag und ADSp 2017',
        textDe:
          'Erläutert werden die Pflichten des Spediteurs, die Einbeziehung der ADSp und die Abgrenzung zwischen Spedition und Fracht zu festen Kosten.',
        textEn:
          'The course explains the forwarder’s duties, the incorporation of the ADSp and the distinction between forwarding and carriage at fixed costs.',
      },
      {
        titleDe: 'Transportversicherung und Regress',
        textDe:
          'Im Mittelpunkt stehen Güterversicherungen, der Regress des Versicherers gegen Frachtführer und die Beweisführung bei Verlust und Beschädigung.',
        textEn:
          'It concentrates on cargo insurance, the insurer’s recourse against carriers and proof of loss and damage.',
      },
    ],
  },
  {
    key: 'urheber-und-medienrecht',
    nameDe: 'Urheber- und Medienrecht',
    nameEn: 'Copyright and media law',
    searchTerms: 'Urheberrecht Medienrecht',
    category: 'geistiges-eigentum-und-medien',
    top: false,
    genDe: 'des Urheber- und Medienrechts',
    forDe: 'Urheber- und Medienrecht',
    inDe: 'im Urheber- und Medienrecht',
    adjDe: 'urheber- und medienrechtlich',
    fieldEn: 'copyright and media law',
    focusDe:
      'Lizenzverträge, Urheberrechtsverletzungen im Internet, Presserecht und Persönlichkeitsrechtsverletzungen',
    focusEn:
      'licence agreements, online copyright infringement, press law and violations of personality rights',
    related: ['gewerblicher-rechtsschutz', 'informationstechnologierecht'],
    topics: [
      {
        titleDe: 'Äußerungsrecht und Gegendarstellung',
        textDe:
          'Das Seminar zeigt die Abgrenzung von Tatsachenbehauptungen und Meinungsäußerungen, presserechtliche Ansprüche und die Eilverfahren vor den Pressekammern.',
        textEn:
          'The seminar shows how to distinguish statements of fact from opinions, press law claims and urgent proceedings before the press chambers.',
      },
      {
        titleDe: 'Urheberrecht und künstliche Intelligenz',
        textDe:
          'Behandelt werden Text- und Data-Mining, die Schutzfähigkeit KI-generierter Inhalte und Lizenzmodelle für Trainingsdaten.',
        textEn:
          'The course covers text and data mining, the protectability of AI-generated content and licensing models for training data.',
      },
      {
        titleDe: 'Filesharing, Abmahnungen und Plattformhaftung',
        textDe:
          'Im Fokus stehen urheberrechtliche Abmahnungen, die Störerhaftung und die Verantwortlichkeit von Upload-Plattformen nach dem UrhDaG.',
        textEn:
          'It focuses on copyright warning letters, secondary liability and the responsibility of upload platforms under the Copyright Service Provider Act.',
      },
    ],
  },
  {
    key: 'vergaberecht',
    nameDe: 'Vergaberecht',
    nameEn: 'Public procurement law',
    category: 'oeffentliches-recht',
    top: false,
    genDe: 'des Vergaberechts',
    forDe: 'Vergaberecht',
    inDe: 'im Vergaberecht',
    adjDe: 'vergaberechtlich',
    fieldEn: 'public procurement law',
    focusDe:
      'Ausschreibungen oberhalb und unterhalb der Schwellenwerte, Nachprüfungsverfahren und Vergabe von Bauleistungen',
    focusEn:
      'tenders above and below the EU thresholds, review proceedings and the award of construction contracts',
    related: ['bau-und-architektenrecht', 'verwaltungsrecht'],
    topics: [
      {
        titleDe: 'Nachprüfungsverfahren vor der Vergabekammer',
        textDe:
          'Das Seminar behandelt Rügeobliegenheiten, Akteneinsicht und die Erfolgsaussichten von Nachprüfungsanträgen bietender Unternehmen.',
        textEn:
          'The seminar deals with the duty to give notice of complaints, access to files and the prospects of review applications by bidders.',
      },
      {
        titleDe: 'Unterschwellenvergabe nach UVgO und VOB/A',
        textDe:
          'Erläutert werden Verfahrensarten, Wertgrenzen und der Rechtsschutz bei Aufträgen unterhalb der EU-Schwellenwerte.',
        textEn:
          'The course explains procedure types, value limits and legal protection for contracts below the EU thresholds.',
      },
      {
        titleDe: 'Nachhaltige Beschaffung und Zuschlagskriterien',
        textDe:
          'Im Mittelpunkt stehen ökologische und soziale Zuschlagskriterien, Tariftreuepflichten und ihre rechtssichere Gewichtung.',
        textEn:
          'It concentrates on environmental and social award criteria, collective-agreement compliance duties and weighting them in a legally sound way.',
      },
    ],
  },
  {
    key: 'verkehrsrecht',
    nameDe: 'Verkehrsrecht',
    nameEn: 'Traffic law',
    category: 'straf-und-verkehrsrecht',
    top: true,
    genDe: 'des Verkehrsrechts',
    forDe: 'Verkehrsrecht',
    inDe: 'im Verkehrsrecht',
    adjDe: 'verkehrsrechtlich',
    fieldEn: 'traffic law',
    focusDe:
      'Verkehrsunfallregulierungen, Bußgeldverfahren, Fahrerlaubnisentziehungen und Verkehrsstrafsachen',
    focusEn:
      'settlement of road accident claims, administrative fine proceedings, driving licence withdrawals and traffic offences',
    related: ['versicherungsrecht', 'strafrecht'],
    topics: [
      {
        titleDe: 'Unfallregulierung: Sachschaden, Personenschaden, Haftungsquoten',
        textDe:
          'Das Seminar behandelt die Abrechnung von Reparatur- und Totalschäden, Schmerzensgeldbemessung und die Haftungsverteilung nach typischen Unfallkonstellationen.',
        textEn:
          'The seminar deals with claims for repair costs and total losses, the assessment of damages for pain and suffering and the apportionment of liability in typical accidents.',
      },
      {
        titleDe: 'Verteidigung im Bußgeldverfahren: Messverfahren und Fahrverbot',
        textDe:
          'Erläutert werden standardisierte Messverfahren, Einsicht in Rohmessdaten und Strategien gegen Fahrverbote.',
        textEn:
          'The course explains standardised speed measurement methods, access to raw measurement data and strategies against driving bans.',
      },
      {
        titleDe: 'Fahrerlaubnisrecht und MPU',
        textDe:
          'Im Fokus stehen Entziehung und Neuerteilung der Fahrerlaubnis, die medizinisch-psychologische Untersuchung und das Punktesystem.',
        textEn:
          'It focuses on the withdrawal and reissue of driving licences, the medical-psychological assessment and the penalty points system.',
      },
    ],
  },
  {
    key: 'versicherungsrecht',
    nameDe: 'Versicherungsrecht',
    nameEn: 'Insurance law',
    category: 'zivilrecht',
    top: false,
    genDe: 'des Versicherungsrechts',
    forDe: 'Versicherungsrecht',
    inDe: 'im Versicherungsrecht',
    adjDe: 'versicherungsrechtlich',
    fieldEn: 'insurance law',
    focusDe:
      'Berufsunfähigkeitsversicherungen, Obliegenheitsverletzungen, Gebäudeversicherungen und Haftpflichtdeckungen',
    focusEn:
      'occupational disability insurance, breaches of obligations, buildings insurance and liability coverage',
    related: ['verkehrsrecht', 'medizinrecht'],
    topics: [
      {
        titleDe: 'Berufsunfähigkeitsversicherung im Leistungsfall',
        textDe:
          'Das Seminar zeigt die Prüfung von Leistungsanträgen, Verweisungsklauseln und vorvertraglichen Anzeigepflichtverletzungen.',
        textEn:
          'The seminar shows how claims for benefits are assessed, transfer clauses and breaches of pre-contractual disclosure duties.',
      },
      {
        titleDe: 'Obliegenheiten und Leistungskürzung nach dem VVG',
        textDe:
          'Erörtert werden vertragliche Obliegenheiten, die Quotelung bei grober Fahrlässigkeit und der Kausalitätsgegenbeweis.',
        textEn:
          'Topics include contractual obligations, proportional reductions for gross negligence and the counter-evidence of causation.',
      },
      {
        titleDe: 'Gebäude- und Elementarschadenversicherung',
        textDe:
          'Behandelt werden Leitungswasser- und Sturmschäden, Elementarschadendeckungen nach Starkregen und die Regulierung von Großschäden.',
        textEn:
          'The course covers water and storm damage, natural hazard cover after heavy rain and the settlement of major losses.',
      },
    ],
  },
  {
    key: 'verwaltungsrecht',
    nameDe: 'Verwaltungsrecht',
    nameEn: 'Administrative law',
    category: 'oeffentliches-recht',
    top: false,
    genDe: 'des Verwaltungsrechts',
    forDe: 'Verwaltungsrecht',
    inDe: 'im Verwaltungsrecht',
    adjDe: 'verwaltungsrechtlich',
    fieldEn: 'administrative law',
    focusDe:
      'Baugenehmigungen, Immissionsschutzverfahren, Beamtenrecht und verwaltungsgerichtliche Eilverfahren',
    focusEn:
      'building permits, emission control procedures, civil service law and urgent administrative court proceedings',
    related: ['vergaberecht', 'migrationsrecht'],
    topics: [
      {
        titleDe: 'Öffentliches Baurecht: Bauvoranfrage bis Nachbarklage',
        textDe:
          'Das Seminar begleitet ein Bauvorhaben von der Bauvoranfrage über die Baugenehmigung bis zum Rechtsschutz von Nachbarn.',
        textEn:
          'The seminar follows a building project from the preliminary enquiry and the building permit to legal protection for neighbours.',
      },
      {
        titleDe: 'Beamtenrecht: Beurteilungen, Beförderungen, Disziplinarverfahren',
        textDe:
          'Erläutert werden Konkurrentenstreitverfahren, dienstliche Beurteilungen und die Verteidigung im behördlichen Disziplinarverfahren.',
        textEn:
          'The course explains competitor disputes, official performance appraisals and the defence in disciplinary proceedings.',
      },
      {
        titleDe: 'Eilrechtsschutz im Verwaltungsprozess',
        textDe:
          'Im Mittelpunkt stehen Anträge nach §§ 80, 80a und 123 VwGO, die Interessenabwägung und die Beschwerde zum Oberverwaltungsgericht.',
        textEn:
          'It concentrates on applications for interim relief under the Code of Administrative Court Procedure, the balancing of interests and appeals to the higher administrative court.',
      },
    ],
  },
];

export interface RenoScopeSeed {
  key: string;
  nameDe: string;
  nameEn: string;
  searchTerms?: string;
  category: string;
  top: boolean;
  genDe: string;
  fieldEn: string;
  topics: TopicSeed[];
}

export const renoScopeSeeds: RenoScopeSeed[] = [
  {
    key: 'zwangsvollstreckung',
    nameDe: 'Zwangsvollstreckung',
    nameEn: 'Enforcement of judgments',
    category: 'verfahren-und-vollstreckung',
    top: true,
    genDe: 'der Zwangsvollstreckung',
    fieldEn: 'enforcement of judgments',
    topics: [
      {
        titleDe: 'Zwangsvollstreckung für Einsteiger',
        textDe:
          'Die Schulung erklärt Vollstreckungstitel, Klausel und Zustellung sowie die Beauftragung des Gerichtsvollziehers mit den amtlichen Formularen.',
        textEn:
          'The course explains enforceable titles, the enforcement clause and service as well as instructing the bailiff with the official forms.',
      },
      {
        titleDe: 'Pfändungs- und Überweisungsbeschlüsse sicher beantragen',
        textDe:
          'Im Mittelpunkt stehen Kontopfändungen, das Pfändungsschutzkonto und die Pfändung von Arbeitseinkommen nach der aktuellen Pfändungstabelle.',
        textEn:
          'It concentrates on garnishing bank accounts, the garnishment protection account and attaching earned income under the current garnishment table.',
      },
      {
        titleDe: 'Vermögensauskunft und Forderungsmanagement',
        textDe:
          'Behandelt werden Vermögensauskunft, Schuldnerverzeichnis und die Überwachung titulierter Forderungen in der Kanzleisoftware.',
        textEn:
          'The course covers debtor’s statements of assets, the register of debtors and monitoring titled claims in law office software.',
      },
    ],
  },
  {
    key: 'gebuehrenrecht-rvg',
    nameDe: 'Gebührenrecht (RVG)',
    nameEn: 'Lawyers’ fees (RVG)',
    searchTerms: 'Gebührenabrechnung Kostenrecht',
    category: 'kanzleipraxis',
    top: true,
    genDe: 'des Gebührenrechts',
    fieldEn: 'lawyers’ fees under the RVG',
    topics: [
      {
        titleDe: 'RVG-Abrechnung in Zivilsachen',
        textDe:
          'Die Schulung zeigt die richtige Abrechnung von Verfahrens-, Termins- und Einigungsgebühren sowie die Anrechnung der Geschäftsgebühr.',
        textEn:
          'The course shows how to bill procedural, hearing and settlement fees correctly and how the business fee is credited.',
      },
      {
        titleDe: 'Gebühren in Familien- und Strafsachen',
        textDe:
          'Erläutert werden Verfahrenswerte im FamGKG, Pflichtverteidigergebühren und Abrechnungen bei Verfahrenskostenhilfe.',
        textEn:
          'It explains procedural values under the Family Court Costs Act, fees of court-appointed defence counsel and billing under legal aid.',
      },
      {
        titleDe: 'Vergütungsvereinbarungen und Zeithonorare',
        textDe:
          'Behandelt werden Form und Inhalt von Vergütungsvereinbarungen, Zeittaktklauseln und die Abrechnung gegenüber Rechtsschutzversicherungen.',
        textEn:
          'The course covers the form and content of fee agreements, time-increment clauses and billing legal expenses insurers.',
      },
    ],
  },
  {
    key: 'mahnverfahren',
    nameDe: 'Mahnverfahren',
    nameEn: 'Court dunning procedure',
    category: 'verfahren-und-vollstreckung',
    top: false,
    genDe: 'des Mahnverfahrens',
    fieldEn: 'court dunning procedures',
    topics: [
      {
        titleDe: 'Das gerichtliche Mahnverfahren online',
        textDe:
          'Die Schulung führt durch den Online-Mahnantrag, die Kostenberechnung und den Übergang ins streitige Verfahren nach Widerspruch.',
        textEn:
          'The course guides you through the online application for a payment order, the calculation of costs and the transition to contentious proceedings after an objection.',
      },
      {
        titleDe: 'Europäisches Mahnverfahren und Auslandszustellung',
        textDe:
          'Erläutert werden das Europäische Mahnverfahren, Zustellungen im EU-Ausland und die Vollstreckbarkeit ausländischer Zahlungsbefehle.',
        textEn:
          'It explains the European order for payment procedure, service in other EU states and the enforceability of foreign payment orders.',
      },
    ],
  },
  {
    key: 'fristenwesen',
    nameDe: 'Fristenwesen',
    nameEn: 'Deadline management',
    category: 'kanzleipraxis',
    top: false,
    genDe: 'des Fristenwesens',
    fieldEn: 'deadline management',
    topics: [
      {
        titleDe: 'Fristenkontrolle ohne Haftungsrisiko',
        textDe:
          'Die Schulung behandelt Fristberechnung, Vorfristen und die Organisationspflichten, die der BGH an eine sichere Fristenkontrolle stellt.',
        textEn:
          'The course deals with calculating deadlines, advance deadlines and the organisational duties the Federal Court of Justice requires for reliable deadline control.',
      },
      {
        titleDe: 'Wiedereinsetzung in den vorigen Stand',
        textDe:
          'Anhand aktueller Beschlüsse wird gezeigt, wann eine Fristversäumung entschuldigt ist und wie ein Wiedereinsetzungsantrag vorbereitet wird.',
        textEn:
          'Based on recent decisions, it shows when a missed deadline is excused and how an application for restoration is prepared.',
      },
    ],
  },
  {
    key: 'elektronischer-rechtsverkehr-bea',
    nameDe: 'Elektronischer Rechtsverkehr (beA)',
    nameEn: 'Electronic legal communication (beA)',
    searchTerms: 'beA-Postfach',
    category: 'kanzleipraxis',
    top: true,
    genDe: 'des elektronischen Rechtsverkehrs',
    fieldEn: 'electronic legal communication (beA)',
    topics: [
      {
        titleDe: 'beA in der Praxis: Versand, Empfang, Signatur',
        textDe:
          'Die Schulung zeigt den sicheren Umgang mit dem besonderen elektronischen Anwaltspostfach, qualifizierte Signaturen und die aktive Nutzungspflicht.',
        textEn:
          'The course shows how to use the special electronic lawyers’ mailbox securely, qualified signatures and the mandatory use of electronic filing.',
      },
      {
        titleDe: 'Elektronische Akte und eEB',
        textDe:
          'Behandelt werden elektronische Empfangsbekenntnisse, die Aktenführung ohne Papier und die Übermittlung von Schriftsätzen im PDF/A-Format.',
        textEn:
          'It covers electronic acknowledgements of receipt, paperless file management and filing pleadings in PDF/A format.',
      },
      {
        titleDe: 'Störungen im elektronischen Rechtsverkehr',
        textDe:
          'Erläutert werden Ersatzeinreichungen bei technischen Störungen, Glaubhaftmachung und die Dokumentation für Wiedereinsetzungsanträge.',
        textEn:
          'The course explains substitute filings during technical outages, making them credible and documentation for applications for restoration.',
      },
    ],
  },
  {
    key: 'bueroorganisation',
    nameDe: 'Büroorganisation',
    nameEn: 'Office organisation',
    category: 'kanzleipraxis',
    top: false,
    genDe: 'der Büroorganisation',
    fieldEn: 'office organisation',
    topics: [
      {
        titleDe: 'Kanzleiorganisation und Mandantenkommunikation',
        textDe:
          'Die Schulung vermittelt Telefon- und E-Mail-Kommunikation mit Mandanten, Terminplanung und die Organisation des Posteingangs.',
        textEn:
          'The course teaches telephone and e-mail communication with clients, appointment planning and organising incoming mail.',
      },
      {
        titleDe: 'Datenschutz und Geldwäscheprävention in der Kanzlei',
        textDe:
          'Behandelt werden Verschwiegenheitspflichten, DSGVO-Anforderungen an die Mandatsverwaltung und Identifizierungspflichten nach dem Geldwäschegesetz.',
        textEn:
          'It covers confidentiality duties, GDPR requirements for matter management and identification duties under the Money Laundering Act.',
      },
    ],
  },
  {
    key: 'kostenfestsetzung',
    nameDe: 'Kostenfestsetzung',
    nameEn: 'Cost assessment',
    category: 'kanzleipraxis',
    top: false,
    genDe: 'der Kostenfestsetzung',
    fieldEn: 'cost assessment',
    topics: [
      {
        titleDe: 'Kostenfestsetzungsantrag und Kostenausgleichung',
        textDe:
          'Die Schulung zeigt die Erstellung von Kostenfestsetzungsanträgen, die Kostenausgleichung nach Quoten und die Verzinsung festgesetzter Kosten.',
        textEn:
          'The course shows how to prepare applications for cost assessment, the apportionment of costs by quotas and interest on assessed costs.',
      },
      {
        titleDe: 'Gerichtskosten und Prozesskostenhilfe',
        textDe:
          'Erläutert werden Gerichtskostenvorschüsse, die Abrechnung mit der Staatskasse und Ratenzahlungen bei Prozesskostenhilfe.',
        textEn:
          'It explains advance court fees, billing the state treasury and instalment payments under legal aid.',
      },
    ],
  },
  {
    key: 'grundbuch-und-notariatswesen',
    nameDe: 'Grundbuch- und Notariatswesen',
    nameEn: 'Land register and notarial practice',
    category: 'verfahren-und-vollstreckung',
    top: false,
    genDe: 'des Grundbuch- und Notariatswesens',
    fieldEn: 'land register and notarial practice',
    topics: [
      {
        titleDe: 'Grundbuchrecht für Notariatsmitarbeiter',
        textDe:
          'Die Schulung erklärt Aufbau und Abteilungen des Grundbuchs, Auflassungsvormerkungen und den Vollzug von Kaufverträgen.',
        textEn:
          'The course explains the structure and sections of the land register, priority notices and the completion of purchase agreements.',
      },
      {
        titleDe: 'Notarkosten nach dem GNotKG',
        textDe:
          'Behandelt werden Geschäftswerte, Vollzugs- und Betreuungsgebühren sowie die Kostenberechnung bei Grundstückskaufverträgen.',
        textEn:
          'It covers transaction values, completion and supervision fees and the calculation of notarial costs for property purchases.',
      },
    ],
  },
  {
    key: 'familienrechtliche-verfahren',
    nameDe: 'Familienrechtliche Verfahren',
    nameEn: 'Family court procedures',
    category: 'verfahren-und-vollstreckung',
    top: false,
    genDe: 'der familienrechtlichen Verfahren',
    fieldEn: 'family court procedures',
    topics: [
      {
        titleDe: 'Scheidungsverfahren vorbereiten und begleiten',
        textDe:
          'Die Schulung behandelt Scheidungsanträge, Fragebögen zum Versorgungsausgleich und die Verfahrenskostenhilfe in Familiensachen.',
        textEn:
          'The course deals with divorce petitions, pension rights adjustment questionnaires and legal aid in family matters.',
      },
      {
        titleDe: 'Unterhaltsverfahren in der Sachbearbeitung',
        textDe:
          'Erläutert werden Auskunftsersuchen, Unterhaltsberechnungen mit Kanzleisoftware und die Vollstreckung von Unterhaltstiteln.',
        textEn:
          'It explains requests for information, maintenance calculations with law office software and the enforcement of maintenance orders.',
      },
    ],
  },
  {
    key: 'arbeitsrechtliche-verfahren',
    nameDe: 'Arbeitsrechtliche Verfahren',
    nameEn: 'Labour court procedures',
    category: 'verfahren-und-vollstreckung',
    top: false,
    genDe: 'der arbeitsrechtlichen Verfahren',
    fieldEn: 'labour court procedures',
    topics: [
      {
        titleDe: 'Das arbeitsgerichtliche Verfahren für Fachangestellte',
        textDe:
          'Die Schulung erklärt Kündigungsschutzklagen aus Sicht der Sachbearbeitung: Fristen, Güteverhandlung, Kostentragung in der ersten Instanz.',
        textEn:
          'The course explains unfair dismissal claims from the case handler’s perspective: deadlines, conciliation hearing and cost rules at first instance.',
      },
      {
        titleDe: 'Abrechnung arbeitsrechtlicher Mandate',
        textDe:
          'Behandelt werden Gegenstandswerte im Arbeitsrecht, Vergleichsmehrwerte und die Abrechnung mit Rechtsschutzversicherungen.',
        textEn:
          'It covers matter values in employment cases, additional settlement values and billing legal expenses insurers.',
      },
    ],
  },
];
