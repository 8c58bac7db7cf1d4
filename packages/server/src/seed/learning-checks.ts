/**
 * The demo question pools of the self-study courses (docs/decisions/0060-the-learning-check.md):
 * German, like the demo courses. Each question asks which of four statements on one topic of a
 * lawyer's practice are right; one to four of them are. The questions are drawn from the
 * statements below by a generator seeded with the course, so a reseed writes the same pools.
 */
import { eq } from 'drizzle-orm';
import {
  learningCheckOptionsPerQuestion,
  learningCheckPoolFactor,
  learningCheckQuestionsAsked,
} from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { courses } from '../db/schema.ts';
import { writeLearningCheckPool, type PoolQuestion } from '../learning-check/pool.ts';
import { random } from './util.ts';

interface Topic {
  question: string;
  right: readonly string[];
  wrong: readonly string[];
}

const topics: readonly Topic[] = [
  {
    question: 'Welche Aussagen zur Fortbildungspflicht nach § 15 FAO treffen zu?',
    right: [
      'Fachanwältinnen und Fachanwälte müssen je Fachgebiet und Kalenderjahr mindestens 15 Zeitstunden Fortbildung nachweisen.',
      'Höchstens 5 der 15 Stunden dürfen im Selbststudium erbracht werden.',
      'Selbststudium zählt nur mit einer Lernerfolgskontrolle.',
      'Der Nachweis ist der Rechtsanwaltskammer unaufgefordert vorzulegen.',
      'Auch Online-Veranstaltungen zählen, wenn die Teilnahme live und mit Interaktionsmöglichkeit erfolgt.',
      'Die Fortbildung muss auf dem Fachgebiet erfolgen, für das die Bezeichnung geführt wird.',
      'Dozententätigkeit kann als Fortbildung anerkannt werden.',
      'Die Pflicht besteht für jedes Kalenderjahr gesondert.',
    ],
    wrong: [
      'Die Fortbildungspflicht entfällt nach zehn Jahren Fachanwaltschaft.',
      'Es genügen 10 Zeitstunden je Kalenderjahr.',
      'Selbststudium kann die gesamte Pflichtstundenzahl abdecken.',
      'Stunden aus dem Vorjahr werden automatisch auf das Folgejahr übertragen.',
      'Eine Lernerfolgskontrolle ist nur bei Präsenzveranstaltungen erforderlich.',
      'Die Fortbildung kann auf einem beliebigen Rechtsgebiet erbracht werden.',
      'Der Nachweis muss nur auf Anforderung des Bundesministeriums der Justiz erbracht werden.',
      'Eine Aufzeichnung zählt stets wie eine Live-Veranstaltung.',
    ],
  },
  {
    question: 'Welche Aussagen zum anwaltlichen Berufsrecht treffen zu?',
    right: [
      'Rechtsanwältinnen und Rechtsanwälte sind zur Verschwiegenheit verpflichtet (§ 43a Abs. 2 BRAO).',
      'Die Vertretung widerstreitender Interessen ist verboten (§ 43a Abs. 4 BRAO).',
      'Fremdgeld ist unverzüglich an den Berechtigten weiterzuleiten oder auf ein Anderkonto einzuzahlen.',
      'Die Pflicht zur Fortbildung ergibt sich allgemein aus § 43a Abs. 6 BRAO.',
      'Eine Berufshaftpflichtversicherung ist Voraussetzung der Zulassung.',
      'Handakten sind grundsätzlich sechs Jahre aufzubewahren.',
      'Werbung ist erlaubt, soweit sie sachlich über die berufliche Tätigkeit unterrichtet.',
      'Die Kammer führt die Aufsicht über die Erfüllung der Berufspflichten.',
    ],
    wrong: [
      'Die Verschwiegenheitspflicht endet mit dem Ende des Mandats.',
      'Widerstreitende Interessen dürfen vertreten werden, wenn das Honorar höher ist.',
      'Fremdgeld darf bis zum Jahresende auf dem Geschäftskonto verbleiben.',
      'Eine Berufshaftpflichtversicherung ist freiwillig.',
      'Handakten dürfen nach Mandatsende sofort vernichtet werden.',
      'Jede Form von Werbung ist Rechtsanwälten untersagt.',
      'Die Berufsaufsicht liegt beim örtlichen Amtsgericht.',
      'Die Verschwiegenheitspflicht gilt nicht gegenüber Angehörigen des Mandanten.',
    ],
  },
  {
    question: 'Welche Aussagen zur Vergütung nach dem RVG treffen zu?',
    right: [
      'Die gesetzlichen Gebühren richten sich grundsätzlich nach dem Gegenstandswert.',
      'Eine Vergütungsvereinbarung bedarf der Textform.',
      'Ein Erfolgshonorar ist nur in den gesetzlich bestimmten Fällen zulässig.',
      'In gerichtlichen Verfahren dürfen die gesetzlichen Gebühren grundsätzlich nicht unterschritten werden.',
      'Die Geschäftsgebühr entsteht für die außergerichtliche Vertretung.',
      'Die Terminsgebühr kann auch für Besprechungen zur Vermeidung eines Verfahrens entstehen.',
      'Auslagen wie die Post- und Telekommunikationspauschale können gesondert berechnet werden.',
      'Die Vergütung wird mit Erledigung des Auftrags fällig.',
    ],
    wrong: [
      'Die Gebühren richten sich stets nach der aufgewendeten Zeit.',
      'Vergütungsvereinbarungen sind nur mündlich wirksam.',
      'Ein Erfolgshonorar ist ausnahmslos zulässig.',
      'Die gesetzlichen Gebühren dürfen in gerichtlichen Verfahren beliebig unterschritten werden.',
      'Die Geschäftsgebühr entsteht nur im gerichtlichen Verfahren.',
      'Auslagen sind mit den Gebühren stets vollständig abgegolten.',
      'Die Vergütung ist stets vor Mandatsbeginn vollständig fällig.',
      'Das RVG gilt nur für Strafverteidigungen.',
    ],
  },
  {
    question: 'Welche Aussagen zum Zivilprozess treffen zu?',
    right: [
      'Vor den Landgerichten besteht Anwaltszwang.',
      'Die Berufungsfrist beträgt einen Monat ab Zustellung des vollständigen Urteils.',
      'Die Frist zur Begründung der Berufung beträgt zwei Monate.',
      'Gegen ein Versäumnisurteil kann binnen zwei Wochen Einspruch eingelegt werden.',
      'Schriftsätze von Rechtsanwälten sind als elektronische Dokumente einzureichen.',
      'Bei unverschuldeter Fristversäumnis kann Wiedereinsetzung in den vorigen Stand beantragt werden.',
      'Das Gericht soll in jeder Lage des Verfahrens auf eine gütliche Einigung hinwirken.',
      'Die Klageschrift muss einen bestimmten Antrag enthalten.',
    ],
    wrong: [
      'Vor den Landgerichten kann sich jede Partei selbst vertreten.',
      'Die Berufungsfrist beträgt drei Monate ab Verkündung.',
      'Ein Einspruch gegen ein Versäumnisurteil ist unbefristet möglich.',
      'Anwaltliche Schriftsätze dürfen weiterhin ausschließlich per Telefax eingereicht werden.',
      'Wiedereinsetzung kommt nur bei verschuldeter Fristversäumnis in Betracht.',
      'Eine Klage ohne bestimmten Antrag ist zulässig.',
      'Die Berufung muss nicht begründet werden.',
      'Gütliche Einigungen sind im Zivilprozess ausgeschlossen.',
    ],
  },
  {
    question: 'Welche Aussagen zur Fristenkontrolle in der Kanzlei treffen zu?',
    right: [
      'Fristen sind in einem Fristenkalender mit Vorfrist zu notieren.',
      'Die Streichung einer Frist setzt voraus, dass die fristwahrende Handlung erledigt ist.',
      'Die Fristenkontrolle darf geschultem und überwachtem Personal übertragen werden.',
      'Am Ende des Arbeitstages ist zu prüfen, ob alle fristgebundenen Schriftsätze versandt sind.',
      'Beim elektronischen Versand ist die Eingangsbestätigung des Gerichts zu kontrollieren.',
      'Eine Frist, die an einem Samstag endet, läuft am nächsten Werktag ab.',
      'Rechtsmittelfristen sind bei Eingang der Entscheidung sofort zu berechnen.',
      'Für die Fristberechnung gelten die §§ 187 ff. BGB.',
    ],
    wrong: [
      'Ein Fristenkalender ist entbehrlich, wenn die Akte auf dem Schreibtisch liegt.',
      'Fristen dürfen gestrichen werden, sobald der Schriftsatz diktiert ist.',
      'Die Fristenkontrolle darf ungeschulten Aushilfen ohne Aufsicht übertragen werden.',
      'Die Eingangsbestätigung beim elektronischen Versand muss nicht geprüft werden.',
      'Eine Frist, die an einem Sonntag endet, läuft am vorhergehenden Freitag ab.',
      'Rechtsmittelfristen beginnen erst mit Wiedervorlage der Akte.',
      'Vorfristen sind gesetzlich verboten.',
      'Für die Fristberechnung gilt allein der Kalender der Kanzlei.',
    ],
  },
];

/** `count` of `items`, none twice, chosen by `next`. */
function choose<T>(items: readonly T[], count: number, int: (min: number, max: number) => number) {
  const left = [...items];
  return Array.from({ length: count }, () => left.splice(int(0, left.length - 1), 1)[0]!);
}

/**
 * The pool of a course of `hours` credited hours: twice the questions an attempt asks, none
 * alike, each with one to four right statements of one topic.
 */
export function demoPool(courseKey: string, hours: number): PoolQuestion[] {
  const rng = random(`learning-check:${courseKey}`);
  const size = learningCheckPoolFactor * learningCheckQuestionsAsked(hours);
  const seen = new Set<string>();
  const pool: PoolQuestion[] = [];
  while (pool.length < size) {
    const topic = topics[pool.length % topics.length]!;
    const rightCount = rng.int(1, learningCheckOptionsPerQuestion);
    const options = [
      ...choose(topic.right, rightCount, rng.int).map((text) => ({ text, correct: true })),
      ...choose(topic.wrong, learningCheckOptionsPerQuestion - rightCount, rng.int).map((text) => ({
        text,
        correct: false,
      })),
    ];
    const ordered = choose(options, options.length, rng.int);
    const signature = ordered
      .map((option) => option.text)
      .toSorted()
      .join('\n');
    if (seen.has(signature)) continue;
    seen.add(signature);
    pool.push({ text: topic.question, options: ordered });
  }
  return pool;
}

/** Writes a demo pool for every self-study course; answers how many. */
export async function seedDemoLearningChecks(db: Db): Promise<number> {
  const selfStudy = await db
    .select({ id: courses.id, slug: courses.slug, hours: courses.durationValue })
    .from(courses)
    .where(eq(courses.courseType, 'SELF'));
  for (const course of selfStudy) {
    await writeLearningCheckPool(db, course.id, 'de', demoPool(course.slug, course.hours));
  }
  return selfStudy.length;
}
