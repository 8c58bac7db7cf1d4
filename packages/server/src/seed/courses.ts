/**
 * Course plans: what courses the demo catalogue has, composed from the scope data in scopes.ts
 * with sentence templates, plus a few interdisciplinary courses written out in full. Everything
 * here is deterministic; dates, seats and prices are added in data.ts.
 *
 * Per Fachanwaltschaft: a Fachanwaltslehrgang (120 h; the top scopes get a second one in the
 * other format), a 15-hour annual course under § 15 FAO and three topical Fortbildungen.
 * Per RENO scope: two or three trainings for law office staff.
 */
import type { CourseCategory, CourseType, SearchType } from '../db/schema.ts';
import type { RenoScopeSeed, ScopeSeed } from './scopes.ts';
import { renoScopeSeeds, specialistScopeSeeds } from './scopes.ts';
import { germanNumber } from './util.ts';

type CourseKind = 'FAL' | 'FAO15' | 'TOPIC' | 'RENO';

export interface CoursePlan {
  kind: CourseKind;
  name: string;
  descriptionDe: string;
  descriptionEn: string;
  courseType: CourseType;
  searchType: SearchType;
  category: CourseCategory;
  durationValue: number;
  /** Scope keys; the first is the main scope. */
  scopes: string[];
  /** Organizer slug; when absent, data.ts picks one that teaches the main scope. */
  organizer?: string;
}

const topicFormats: { courseType: CourseType; category: CourseCategory; hours: number[] }[] = [
  { courseType: 'PRESENT', category: 'praesenzschulung', hours: [5, 6, 7.5, 8] },
  { courseType: 'ONLINE', category: 'online-seminar', hours: [2.5, 3, 4, 5] },
  { courseType: 'SELF', category: 'selbststudium', hours: [2.5, 3, 5] },
  { courseType: 'PRESENT', category: 'fortbildung', hours: [5.5, 6, 8, 10] },
  { courseType: 'ONLINE', category: 'fortbildung', hours: [3, 4, 5, 6] },
];

function specialistCourse(scope: ScopeSeed, courseType: CourseType, variant: boolean): CoursePlan {
  const present = courseType === 'PRESENT';
  const name = variant
    ? `Fachanwaltslehrgang ${scope.nameDe} – ${present ? 'Präsenzkurs' : 'Online-Kurs'}`
    : `Fachanwaltslehrgang ${scope.nameDe}`;
  const clauseDe = present
    ? `die Präsenzblöcke verbinden systematische Vorträge mit Fallbesprechungen aus der ${scope.adjDe}en Praxis.`
    : 'alle Module finden live im virtuellen Seminarraum statt und stehen zur Nachbereitung als Aufzeichnung bereit.';
  const clauseEn = present
    ? 'the classroom blocks combine systematic lectures with case studies from practice.'
    : 'all modules are held live in a virtual classroom and are recorded for revision.';
  return {
    kind: 'FAL',
    name,
    descriptionDe: [
      `Der Fachanwaltslehrgang ${scope.nameDe} vermittelt in 120 Zeitstunden die besonderen theoretischen Kenntnisse ${scope.genDe} nach § 4 FAO, die für die Bezeichnung „Fachanwältin/Fachanwalt für ${scope.forDe}“ nachzuweisen sind.`,
      `Schwerpunkte sind ${scope.focusDe}.`,
      `Drei fünfstündige Klausuren bereiten gezielt auf den Antrag bei der Rechtsanwaltskammer vor; ${clauseDe}`,
    ].join(' '),
    descriptionEn: [
      `This specialist lawyer course in ${scope.fieldEn} provides the 120 hours of special theoretical knowledge required under section 4 FAO for the title of certified specialist.`,
      `Key topics are ${scope.focusEn}.`,
      `Three five-hour written exams prepare you for the application to the bar association; ${clauseEn}`,
    ].join(' '),
    courseType,
    searchType: 'SPECIALIZATION',
    category: 'fachanwaltslehrgang',
    durationValue: 120,
    scopes: [scope.key],
  };
}

function annualCourse(scope: ScopeSeed, courseType: CourseType): CoursePlan {
  const present = courseType === 'PRESENT';
  return {
    kind: 'FAO15',
    name: present
      ? `Jahrestagung ${scope.nameDe} – 15 Stunden nach § 15 FAO`
      : `Online-Jahresfortbildung ${scope.nameDe} (15 Stunden § 15 FAO)`,
    descriptionDe: [
      `${present ? 'Die Jahrestagung' : 'Die Online-Jahresfortbildung'} bündelt die Fortbildungspflicht nach § 15 FAO ${scope.inDe}: 15 Zeitstunden mit Teilnahmebescheinigung zur Vorlage bei der Rechtsanwaltskammer.`,
      `Im Mittelpunkt stehen die aktuelle Rechtsprechung und Gesetzgebung; behandelt werden unter anderem ${scope.focusDe}.`,
      present
        ? `Fallbeispiele aus laufenden ${scope.adjDe}en Mandaten und der Austausch mit Kolleginnen und Kollegen runden die Tagung ab.`
        : 'Die Vorträge werden live übertragen; die Anwesenheit wird für die Bescheinigung digital erfasst.',
    ].join(' '),
    descriptionEn: [
      `${present ? 'The annual conference' : 'The online annual course'} covers the continuing-education duty under section 15 FAO in ${scope.fieldEn} in one event: 15 hours with a certificate for your bar association.`,
      `It focuses on current case law and legislation, including ${scope.focusEn}.`,
      present
        ? 'Case studies and the exchange with colleagues round off the conference.'
        : 'Talks are streamed live; attendance is recorded digitally for the certificate.',
    ].join(' '),
    courseType,
    searchType: 'EDUCATION',
    category: 'fortbildung-15-fao',
    durationValue: 15,
    scopes: [scope.key],
  };
}

function topicCourse(scope: ScopeSeed, scopeIndex: number, topicIndex: number): CoursePlan {
  const topic = scope.topics[topicIndex];
  if (!topic) throw new Error(`No topic ${topicIndex} for ${scope.key}`);
  const format = topicFormats[(scopeIndex * 3 + topicIndex) % topicFormats.length];
  if (!format) throw new Error('No topic format');
  const hours = format.hours[(scopeIndex + topicIndex) % format.hours.length] ?? 5;
  const h = germanNumber(hours);
  const typeDe = {
    PRESENT:
      'In der Präsenzschulung bleibt viel Raum für Diskussionen und die Besprechung eigener Fälle.',
    ONLINE:
      'Das Online-Seminar findet live statt; Fragen können jederzeit im Chat gestellt werden.',
    SELF: 'Der Selbststudienkurs besteht aus Skript, Videoeinheiten und einer abschließenden Lernerfolgskontrolle.',
  }[format.courseType];
  const typeEn = {
    PRESENT: 'The classroom format leaves plenty of room for discussion and your own cases.',
    ONLINE: 'The online seminar is held live; questions can be asked in the chat at any time.',
    SELF: 'The self-study course consists of a script, video units and a final learning assessment.',
  }[format.courseType];
  const self = format.courseType === 'SELF';
  // Topic courses often count for a neighbouring field as well (1–3 scopes in all).
  const related = scope.related.slice(0, topicIndex % 3);
  return {
    kind: 'TOPIC',
    name: topic.titleDe,
    descriptionDe: [
      topic.textDe,
      `Die Veranstaltung richtet sich an Rechtsanwältinnen und Rechtsanwälte mit ${scope.adjDe}en Mandaten und an Fachanwälte für ${scope.forDe}.`,
      typeDe,
      self
        ? `Bescheinigt werden ${h} Zeitstunden Selbststudium nach § 15 Abs. 4 FAO.`
        : `Bescheinigt werden ${h} Zeitstunden nach § 15 FAO.`,
    ].join(' '),
    descriptionEn: [
      topic.textEn,
      `It is aimed at lawyers handling ${scope.fieldEn} matters and at certified specialists in ${scope.fieldEn}.`,
      typeEn,
      self
        ? `${hours} hours of self-study are certified under section 15(4) FAO.`
        : `${hours} hours are certified under section 15 FAO.`,
    ].join(' '),
    courseType: format.courseType,
    searchType: 'EDUCATION',
    category: format.category,
    durationValue: hours,
    scopes: [scope.key, ...related],
  };
}

const renoFormats: { courseType: CourseType; category: CourseCategory; hours: number[] }[] = [
  { courseType: 'PRESENT', category: 'praesenzschulung', hours: [5, 6, 7.5] },
  { courseType: 'ONLINE', category: 'online-seminar', hours: [2.5, 3, 4] },
  { courseType: 'SELF', category: 'selbststudium', hours: [2.5, 3, 4] },
  { courseType: 'ONLINE', category: 'fortbildung', hours: [3, 4, 5] },
  { courseType: 'PRESENT', category: 'fortbildung', hours: [6, 7.5, 8] },
];

function renoCourse(
  scope: RenoScopeSeed,
  scopeIndex: number,
  topicIndex: number,
  relatedKey: string | undefined,
): CoursePlan {
  const topic = scope.topics[topicIndex];
  if (!topic) throw new Error(`No topic ${topicIndex} for ${scope.key}`);
  const format = renoFormats[(scopeIndex * 2 + topicIndex) % renoFormats.length];
  if (!format) throw new Error('No RENO format');
  const hours = format.hours[(scopeIndex + topicIndex) % format.hours.length] ?? 4;
  const formatDe = {
    PRESENT: 'Präsenzschulung',
    ONLINE: 'Online-Schulung',
    SELF: 'Selbstlerneinheit',
  }[format.courseType];
  const typeDe = {
    PRESENT: 'Zahlreiche Übungsfälle aus dem Kanzleialltag werden in kleinen Gruppen bearbeitet.',
    ONLINE: 'Die Teilnehmenden erhalten die Präsentation und Musterformulare zum Download.',
    SELF: 'Videos, Checklisten und ein abschließender Test lassen sich flexibel neben der Arbeit bearbeiten.',
  }[format.courseType];
  const typeEn = {
    PRESENT: 'Numerous practice cases from everyday office work are solved in small groups.',
    ONLINE: 'Participants receive the slides and template forms for download.',
    SELF: 'Videos, checklists and a final test can be worked through flexibly alongside your job.',
  }[format.courseType];
  return {
    kind: 'RENO',
    name: topic.titleDe,
    descriptionDe: [
      topic.textDe,
      `Die ${formatDe} richtet sich an Rechtsanwaltsfachangestellte, Rechtsfachwirtinnen und Rechtsfachwirte sowie Auszubildende, die ihr Wissen auf dem Gebiet ${scope.genDe} vertiefen möchten.`,
      typeDe,
    ].join(' '),
    descriptionEn: [
      topic.textEn,
      `It is aimed at paralegals, certified legal specialists and apprentices who want to deepen their knowledge of ${scope.fieldEn}.`,
      typeEn,
    ].join(' '),
    courseType: format.courseType,
    searchType: 'RENO',
    category: format.category,
    durationValue: hours,
    scopes: relatedKey ? [scope.key, relatedKey] : [scope.key],
  };
}

/** RENO scopes whose courses also count for a neighbouring RENO scope. */
const renoRelated: Record<string, string> = {
  zwangsvollstreckung: 'mahnverfahren',
  'gebuehrenrecht-rvg': 'kostenfestsetzung',
  fristenwesen: 'elektronischer-rechtsverkehr-bea',
  'elektronischer-rechtsverkehr-bea': 'bueroorganisation',
  'arbeitsrechtliche-verfahren': 'gebuehrenrecht-rvg',
};

/** Interdisciplinary courses for lawyers, written out in full. */
const interdisciplinaryCourses: CoursePlan[] = [
  {
    kind: 'TOPIC',
    name: 'Mediation und Verhandlungsführung für Anwältinnen und Anwälte',
    descriptionDe:
      'Das Seminar vermittelt Methoden der Verhandlungsführung nach dem Harvard-Konzept und Elemente der Mediation für familienrechtliche, erbrechtliche und arbeitsrechtliche Konflikte. In Rollenspielen werden Einigungen vorbereitet, die Gerichtsverfahren vermeiden. Bescheinigt werden 7,5 Zeitstunden nach § 15 FAO.',
    descriptionEn:
      'The seminar teaches negotiation methods based on the Harvard concept and elements of mediation for family, inheritance and employment disputes. Role plays prepare settlements that avoid litigation. 7.5 hours are certified under section 15 FAO.',
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'praesenzschulung',
    durationValue: 7.5,
    scopes: ['familienrecht', 'erbrecht', 'arbeitsrecht'],
    organizer: 'daa-rhein-ruhr',
  },
  {
    kind: 'TOPIC',
    name: 'Legal Tech und künstliche Intelligenz in der Kanzlei',
    descriptionDe:
      'Das Online-Seminar zeigt, wie KI-Werkzeuge bei Recherche, Vertragsprüfung und Schriftsatzerstellung berufsrechtskonform eingesetzt werden. Behandelt werden Verschwiegenheitspflichten, Urheberrechte an generierten Texten und datenschutzrechtliche Anforderungen. Bescheinigt werden 4 Zeitstunden nach § 15 FAO.',
    descriptionEn:
      'The online seminar shows how AI tools can be used for research, contract review and drafting in line with professional rules. It covers confidentiality duties, copyright in generated texts and data protection requirements. 4 hours are certified under section 15 FAO.',
    courseType: 'ONLINE',
    searchType: 'EDUCATION',
    category: 'online-seminar',
    durationValue: 4,
    scopes: ['informationstechnologierecht', 'urheber-und-medienrecht'],
    organizer: 'it-medienrechtsakademie-duesseldorf',
  },
  {
    kind: 'TOPIC',
    name: 'Beschäftigtendatenschutz zwischen DSGVO und Betriebsverfassung',
    descriptionDe:
      'Das Seminar verbindet datenschutzrechtliche und arbeitsrechtliche Fragen: Videoüberwachung, E-Mail-Kontrolle und Auskunftsansprüche von Beschäftigten nach Art. 15 DSGVO. Ein Schwerpunkt liegt auf Betriebsvereinbarungen zu IT-Systemen. Bescheinigt werden 5 Zeitstunden nach § 15 FAO.',
    descriptionEn:
      'The seminar combines data protection and employment law questions: video surveillance, e-mail monitoring and employees’ access requests under Art. 15 GDPR. It focuses on works agreements on IT systems. 5 hours are certified under section 15 FAO.',
    courseType: 'ONLINE',
    searchType: 'EDUCATION',
    category: 'fortbildung',
    durationValue: 5,
    scopes: ['arbeitsrecht', 'informationstechnologierecht'],
    organizer: 'fachinstitut-arbeitsrecht-koeln',
  },
  {
    kind: 'TOPIC',
    name: 'Unternehmensnachfolge zwischen Erb-, Gesellschafts- und Steuerrecht',
    descriptionDe:
      'Die Nachfolge im Familienunternehmen verlangt abgestimmte erbrechtliche, gesellschaftsrechtliche und steuerrechtliche Gestaltungen. Das Seminar behandelt Nachfolgeklauseln, Pflichtteilsrisiken und die Verschonung von Betriebsvermögen anhand durchgehender Fallbeispiele. Bescheinigt werden 8 Zeitstunden nach § 15 FAO.',
    descriptionEn:
      'Succession in a family business requires coordinated inheritance, corporate and tax planning. The seminar covers succession clauses, compulsory portion risks and relief for business assets with an ongoing case study. 8 hours are certified under section 15 FAO.',
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'praesenzschulung',
    durationValue: 8,
    scopes: ['erbrecht', 'handels-und-gesellschaftsrecht', 'steuerrecht'],
    organizer: 'sueddeutsches-institut-steuer-wirtschaftsrecht',
  },
  {
    kind: 'TOPIC',
    name: 'Compliance und Wirtschaftsstrafrecht im Unternehmen',
    descriptionDe:
      'Behandelt werden interne Ermittlungen, die Verbandsgeldbuße nach §§ 30, 130 OWiG und die Zusammenarbeit mit Staatsanwaltschaften. Das Seminar zeigt, wie Compliance-Systeme strafrechtliche und steuerrechtliche Risiken der Geschäftsleitung verringern. Bescheinigt werden 6 Zeitstunden nach § 15 FAO.',
    descriptionEn:
      'The course covers internal investigations, corporate fines under the Administrative Offences Act and cooperation with public prosecutors. It shows how compliance systems reduce the criminal and tax risks of management. 6 hours are certified under section 15 FAO.',
    courseType: 'PRESENT',
    searchType: 'EDUCATION',
    category: 'fortbildung',
    durationValue: 6,
    scopes: ['strafrecht', 'handels-und-gesellschaftsrecht', 'steuerrecht'],
    organizer: 'strafverteidiger-kolleg-frankfurt',
  },
  {
    kind: 'TOPIC',
    name: 'Scheidung und Vermögen: Zugewinn, Immobilie, Steuern',
    descriptionDe:
      'Das Selbststudium erläutert, wie die Familienimmobilie im Zugewinnausgleich bewertet, übertragen oder veräußert wird und welche steuerrechtlichen Folgen zu beachten sind. Checklisten helfen bei der Gestaltung von Scheidungsfolgenvereinbarungen. Bescheinigt werden 3 Zeitstunden Selbststudium nach § 15 Abs. 4 FAO.',
    descriptionEn:
      'This self-study course explains how the family home is valued, transferred or sold in the equalisation of accrued gains and which tax consequences apply. Checklists help with drafting divorce settlement agreements. 3 hours of self-study are certified under section 15(4) FAO.',
    courseType: 'SELF',
    searchType: 'EDUCATION',
    category: 'selbststudium',
    durationValue: 3,
    scopes: ['familienrecht', 'steuerrecht', 'miet-und-wohnungseigentumsrecht'],
    organizer: 'akademie-familien-erbrecht-berlin',
  },
  {
    kind: 'TOPIC',
    name: 'Verwaltungsprozess im Ausländer- und Sozialrecht',
    descriptionDe:
      'Das Online-Seminar behandelt Klagearten, Fristen und Eilanträge vor Verwaltungs- und Sozialgerichten in aufenthaltsrechtlichen und sozialrechtlichen Verfahren. Muster für Klageschriften und Anträge nach § 80 Abs. 5 VwGO werden besprochen. Bescheinigt werden 4 Zeitstunden nach § 15 FAO.',
    descriptionEn:
      'The online seminar covers types of action, deadlines and urgent applications before administrative and social courts in residence and social security matters. Templates for statements of claim and urgent applications are discussed. 4 hours are certified under section 15 FAO.',
    courseType: 'ONLINE',
    searchType: 'EDUCATION',
    category: 'online-seminar',
    durationValue: 4,
    scopes: ['verwaltungsrecht', 'migrationsrecht', 'sozialrecht'],
    organizer: 'forum-oeffentliches-recht-mannheim',
  },
];

/** All course plans in a fixed order (the order decides the course ids). */
export function coursePlans(): CoursePlan[] {
  const plans: CoursePlan[] = [];
  specialistScopeSeeds.forEach((scope, index) => {
    const mainType: CourseType = index % 4 === 3 ? 'ONLINE' : 'PRESENT';
    plans.push(specialistCourse(scope, mainType, false));
    if (scope.top) {
      plans.push(specialistCourse(scope, mainType === 'PRESENT' ? 'ONLINE' : 'PRESENT', true));
    }
    plans.push(annualCourse(scope, index % 2 === 0 ? 'PRESENT' : 'ONLINE'));
    scope.topics.forEach((_, topicIndex) => plans.push(topicCourse(scope, index, topicIndex)));
  });
  plans.push(...interdisciplinaryCourses);
  renoScopeSeeds.forEach((scope, index) => {
    scope.topics.forEach((_, topicIndex) =>
      plans.push(
        renoCourse(scope, index, topicIndex, topicIndex === 1 ? renoRelated[scope.key] : undefined),
      ),
    );
  });
  return plans;
}
