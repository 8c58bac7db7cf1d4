/**
 * The demo catalogue as a catalogue file (catalogue-import/format.ts), composed from the data
 * files: the import writes it like any other catalogue. A pure function of the reference date:
 * the same date always gives the same file (courses, speakers, prices and texts do not depend on
 * the date at all; schedule dates are offsets from it).
 */
import type { CatalogueFile } from '../catalogue-import/format.ts';
import type { DocumentKind } from '../db/schema.ts';
import { citySeeds } from './cities.ts';
import { type CoursePlan, coursePlans } from './courses.ts';
import { organizerSeeds } from './organizers.ts';
import { packageSeeds } from './packages.ts';
import { renoScopeSeeds, scopeCategorySeeds, specialistScopeSeeds } from './scopes.ts';
import { type ScopeWording, speakerBio, speakerSeeds } from './speakers.ts';
import { subDays, type Day } from 'date-fns';
import { slugify } from '@kursmarkt/schemas';
import { addDays, addMonths, nextWeekday, random, startOfUtcDay } from './util.ts';

type CourseEntry = CatalogueFile['courses'][number];
type ScheduleEntry = CourseEntry['schedules'][number];

/** Cities where courses of organizers elsewhere also take place (the Köln area is dense). */
const eventCities = [
  'Köln',
  'Berlin',
  'Hamburg',
  'München',
  'Frankfurt am Main',
  'Düsseldorf',
  'Stuttgart',
  'Leipzig',
  'Hannover',
  'Bonn',
  'Nürnberg',
  'Dresden',
  'Münster',
  'Mannheim',
  'Bremen',
  'Dortmund',
  'Essen',
  'Karlsruhe',
  'Freiburg im Breisgau',
  'Kiel',
  'Erfurt',
  'Mainz',
  'Siegburg',
  'Bergisch Gladbach',
  'Brühl',
  'Leverkusen',
  'Aachen',
  'Würzburg',
  'Regensburg',
  'Rostock',
  'Potsdam',
  'Saarbrücken',
  'Kassel',
  'Bielefeld',
  'Osnabrück',
];

/** The early-bird price ends this many days before the date starts. */
const earlyBirdDays = 28;

const venues = [
  'Haus der Anwaltschaft',
  'Tagungszentrum am Stadtpark',
  'Kongresszentrum, Saal Justitia',
  'Bildungszentrum der Wirtschaft',
  'Tagungshotel am Hauptbahnhof',
  'Seminarzentrum im Justizforum',
];

const documentTitles: Record<DocumentKind, string> = {
  PROGRAM: 'Programm und Ablaufplan',
  FLYER: 'Veranstaltungsflyer',
  SCRIPT: 'Seminarunterlagen (Auszug)',
  TERMS: 'Teilnahmebedingungen des Veranstalters',
};

/**
 * The RENO-Bildungswerk Nord prepares office staff for their examinations and is certified for
 * it, so its courses and packages are exempt from VAT; everyone else's carry 19 %.
 */
const vatExemptOrganizers = new Map([
  ['reno-bildungswerk-nord', '§ 4 Nr. 21 Buchst. a Doppelbuchst. bb UStG'],
]);

const vatOf = (organizerSlug: string) => {
  const reason = vatExemptOrganizers.get(organizerSlug);
  return reason
    ? { vatCategory: 'EXEMPT' as const, vatExemptionReason: reason }
    : { vatCategory: 'STANDARD' as const };
};

/** What a Fachanwaltslehrgang asks to see before it is booked. */
const admissionProof = {
  de: 'Nachweis der Zulassung als Rechtsanwältin oder Rechtsanwalt (z. B. Zulassungsurkunde oder Bescheinigung der Rechtsanwaltskammer)',
  en: 'Proof of admission to the bar (e.g. the certificate of admission or a confirmation by the bar association)',
};

/** Whole euros, ending in 9 for the list price ("Schwellenpreis"), at least `min`. */
function listPrice(value: number, min: number, max: number): number {
  const rounded = Math.round(value / 10) * 10 - 1;
  return Math.min(max, Math.max(min, rounded));
}

/** How the demo catalogue's courses refer to a speaker. */
const speakerKey = (speaker: { firstName: string; lastName: string }) =>
  slugify(`${speaker.firstName} ${speaker.lastName}`);

/** The demo catalogue, with schedules placed relative to `referenceDate` ('YYYY-MM-DD'). */
export function demoCatalogue(referenceDate: string): CatalogueFile {
  const scopeSeeds = [...specialistScopeSeeds, ...renoScopeSeeds];
  const wording = new Map<string, ScopeWording>(
    scopeSeeds.map((scope) => [scope.key, { genDe: scope.genDe, fieldEn: scope.fieldEn }]),
  );
  const scopeWording = (key: string): ScopeWording => {
    const entry = wording.get(key);
    if (!entry) throw new Error(`Unknown scope in seed data: ${key}`);
    return entry;
  };
  const renoScopeKeys = new Set(renoScopeSeeds.map((scope) => scope.key));
  const organizerBySlug = new Map(organizerSeeds.map((organizer) => [organizer.slug, organizer]));

  const plans = coursePlans();
  const organizerUse = new Map<string, number>();
  const slugs = new Set<string>();
  const referenceStart = startOfUtcDay(referenceDate);
  /** Dated and self-study schedules counted through the catalogue, from 1. */
  let scheduleNumber = 0;

  const pickOrganizer = (plan: CoursePlan): string => {
    if (plan.organizer) return plan.organizer;
    const mainScope = plan.scopes[0] ?? '';
    const candidates = organizerSeeds.filter((organizer) => organizer.scopes.includes(mainScope));
    if (candidates.length === 0) throw new Error(`No organizer teaches ${mainScope}`);
    const used = organizerUse.get(mainScope) ?? 0;
    organizerUse.set(mainScope, used + 1);
    return (candidates[used % candidates.length] as (typeof candidates)[number]).slug;
  };

  const courses = plans.map((plan, index): CourseEntry => {
    const rnd = random(`course:${plan.name}`);
    const organizerSlug = pickOrganizer(plan);
    const organizer = organizerBySlug.get(organizerSlug);
    if (!organizer) throw new Error(`Unknown organizer ${organizerSlug}`);

    let slug = slugify(plan.name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(plan.name)}-${n}`;
    slugs.add(slug);

    // Speakers: the organizer's own speakers for the course's scopes first, then others.
    const matching = speakerSeeds.filter((speaker) =>
      speaker.scopes.some((key) => plan.scopes.includes(key)),
    );
    if (matching.length === 0) throw new Error(`No speaker for ${plan.name}`);
    const offset = index % matching.length;
    const rotated = [...matching.slice(offset), ...matching.slice(0, offset)];
    const ordered = [
      ...rotated.filter((speaker) => speaker.organizer === organizerSlug),
      ...rotated.filter((speaker) => speaker.organizer !== organizerSlug),
    ];
    const speakerCount = plan.kind === 'FAL' ? 3 : plan.kind === 'FAO15' ? 2 : rnd.int(1, 2);

    const documentKinds: DocumentKind[] = ['PROGRAM'];
    if (rnd.chance(0.6)) documentKinds.push(rnd.pick(['FLYER', 'SCRIPT', 'TERMS'] as const));

    // Schedules and price levels.
    const scheduleCount =
      plan.courseType === 'SELF'
        ? 1
        : plan.kind === 'FAL'
          ? 2
          : plan.courseType === 'PRESENT'
            ? rnd.int(1, 4)
            : rnd.int(1, 3);
    const otherCities = eventCities.filter((name) => name !== organizer.city);
    const cityStart = rnd.int(0, otherCities.length - 1);

    const schedules = Array.from({ length: scheduleCount }, (_, j): ScheduleEntry => {
      const srnd = random(`schedule:${plan.name}:${j}`);
      scheduleNumber += 1;
      let startDate: string;
      let endDate: string;
      let city: string | null = null;
      let venue: string | null = null;
      let seats: number;

      if (plan.courseType === 'SELF') {
        startDate = referenceDate;
        endDate = addMonths(referenceDate, 12);
        seats = 1000;
      } else {
        // Spread the dates over the 18 months after the reference date.
        const month = Math.min(17, Math.floor(((j + srnd.next()) * 18) / scheduleCount));
        const day = addDays(addMonths(referenceDate, month), srnd.int(1, 27));
        const latest = addMonths(referenceDate, 18);
        const onWeekday = (weekday: Day) => {
          let date = nextWeekday(day, weekday);
          while (date > latest) date = addDays(date, -7);
          return date;
        };
        if (plan.courseType === 'PRESENT') {
          startDate = onWeekday(plan.kind === 'FAL' ? 4 : 5); // Thursday or Friday
          city =
            j === 0 ? organizer.city : (otherCities[(cityStart + j) % otherCities.length] ?? '');
          venue = city === organizer.city ? `Seminarzentrum ${organizer.name}` : srnd.pick(venues);
          seats = plan.kind === 'FAL' ? srnd.int(18, 36) : srnd.int(16, 60);
        } else {
          startDate = onWeekday(srnd.pick([2, 3, 4] as const)); // Tuesday to Thursday
          seats = srnd.int(40, 150);
        }
        const days =
          plan.kind === 'FAL'
            ? 7 * (plan.courseType === 'PRESENT' ? 10 : 12) + 2
            : plan.kind === 'FAO15' || plan.durationValue > 8
              ? 1
              : 0;
        endDate = addDays(startDate, days);
      }

      // Every ninth dated schedule is fully booked (for the waiting list).
      const fullyBooked = plan.courseType !== 'SELF' && scheduleNumber % 9 === 4;
      const booked = fullyBooked ? seats : srnd.int(0, Math.floor(seats * 0.85));

      const hours = plan.durationValue;
      let standard: number;
      if (plan.kind === 'FAL') standard = listPrice(srnd.int(150, 290) * 10 + 10, 1500, 2900);
      else if (plan.kind === 'FAO15') standard = listPrice(srnd.int(39, 69) * 10, 389, 690);
      else if (plan.kind === 'RENO') standard = listPrice(hours * srnd.int(30, 45), 89, 390);
      else standard = listPrice(hours * srnd.int(38, 62), 89, 690);
      if (plan.courseType === 'SELF') standard = listPrice(standard * 0.8, 89, 690);

      const priceLevels: ScheduleEntry['priceLevels'] = [
        {
          name: { de: 'Standard', en: 'Standard' },
          priceCents: standard * 100,
          bookableUntil: null,
          condition: null,
        },
      ];
      if (plan.courseType !== 'SELF' && srnd.chance(0.6)) {
        priceLevels.push({
          name: { de: 'Frühbucher', en: 'Early bird' },
          priceCents: Math.round(standard * 0.9) * 100,
          bookableUntil: addDays(startDate, -earlyBirdDays),
          condition: null,
        });
      }
      if (srnd.chance(0.5)) {
        priceLevels.push(
          plan.searchType === 'RENO'
            ? {
                name: { de: 'Auszubildende', en: 'Apprentices' },
                priceCents: Math.round(standard * 0.6) * 100,
                bookableUntil: null,
                condition: {
                  de: 'Für Auszubildende; der Ausbildungsnachweis wird bei Kursbeginn geprüft.',
                  en: 'For apprentices; proof of training is checked when the course begins.',
                },
              }
            : {
                name: { de: 'Mitglied im DAV', en: 'DAV member' },
                priceCents: Math.round(standard * 0.85) * 100,
                bookableUntil: null,
                condition: {
                  de: 'Für Mitglieder des Deutschen Anwaltvereins; die Mitgliedschaft wird bei Kursbeginn geprüft.',
                  en: 'For members of the German Bar Association (DAV); membership is checked when the course begins.',
                },
              },
        );
      }
      return { city, venue, startDate, endDate, seats, booked, cancelledAt: null, priceLevels };
    });

    return {
      slug,
      name: plan.name,
      description: { de: plan.descriptionDe, en: plan.descriptionEn },
      courseType: plan.courseType,
      searchType: plan.searchType,
      category: plan.category,
      durationValue: plan.durationValue,
      organizer: organizerSlug,
      scopes: plan.scopes,
      speakers: ordered.slice(0, speakerCount).map(speakerKey),
      schedules,
      documents: documentKinds.map((kind) => ({ title: documentTitles[kind], kind })),
      // Spread over the days before the reference date, newest last.
      createdAt: subDays(referenceStart, plans.length - index).toISOString(),
      ...vatOf(organizerSlug),
      proofRequired: plan.kind === 'FAL',
      ...(plan.kind === 'FAL' ? { proofHint: admissionProof } : {}),
      // Every self-study course is approved as distance learning: its certificates name the number.
      ...(plan.courseType === 'SELF' ? { zfuNumber: `73${String(index).padStart(5, '0')}` } : {}),
    };
  });

  return {
    scopeCategories: scopeCategorySeeds.map((category, index) => ({
      key: category.key,
      name: { de: category.nameDe, en: category.nameEn },
      position: index + 1,
    })),
    scopes: scopeSeeds.map((scope) => ({
      key: scope.key,
      name: { de: scope.nameDe, en: scope.nameEn },
      searchTerms: scope.searchTerms ?? '',
      searchType: renoScopeKeys.has(scope.key) ? 'RENO' : 'SPECIALIZATION',
      category: scope.category,
      top: scope.top,
    })),
    cities: citySeeds,
    organizers: organizerSeeds.map((organizer) => ({
      slug: organizer.slug,
      name: organizer.name,
      description: { de: organizer.descriptionDe, en: organizer.descriptionEn },
      street: organizer.street,
      zip: organizer.zip,
      city: organizer.city,
      website: `https://www.${organizer.slug}.example`,
      email: `seminare@${organizer.slug}.example`,
      ...(organizer.cancellation ? { cancellation: organizer.cancellation } : {}),
    })),
    speakers: speakerSeeds.map((speaker, index) => {
      const { bioDe, bioEn } = speakerBio(speaker, scopeWording, index);
      return {
        key: speakerKey(speaker),
        title: speaker.title,
        firstName: speaker.firstName,
        lastName: speaker.lastName,
        bio: { de: bioDe, en: bioEn },
        organizer: speaker.organizer,
      };
    }),
    courses: withCancelledDate(courses, referenceDate),
    packages: packageSeeds.map((entry) => ({ ...entry, ...vatOf(entry.organizer) })),
    scheduleChanges: [],
  };
}

/**
 * The demo's cancelled date: of the fully booked dates of courses for lawyers that begin a month
 * or more after `referenceDate`, in date order, the second (the first has the demo's waiting
 * list, seed/booking.ts), called off by its organizer on the reference date.
 */
function withCancelledDate(courses: CourseEntry[], referenceDate: string): CourseEntry[] {
  const from = addMonths(referenceDate, 1);
  const full = courses
    .flatMap((course) =>
      course.searchType === 'EDUCATION'
        ? course.schedules.filter(
            (schedule) => schedule.booked === schedule.seats && schedule.startDate >= from,
          )
        : [],
    )
    // Stable: dates of one day stay in file order, which is the order of their ids.
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const calledOff = full[1];
  if (!calledOff) throw new Error('The demo catalogue has fewer than two fully booked dates');
  const cancelledAt = `${referenceDate}T09:00:00Z`;
  return courses.map((course) => ({
    ...course,
    schedules: course.schedules.map((schedule) =>
      schedule === calledOff ? { ...schedule, cancelledAt } : schedule,
    ),
  }));
}
