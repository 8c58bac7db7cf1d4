/**
 * Builds every row of the demo catalogue, with explicit ids, from the data files. A pure function
 * of the reference date: the same date always gives the same rows (courses, speakers, prices and
 * texts do not depend on the date at all; schedule dates are offsets from it).
 */
import type {
  chambers,
  cities,
  contentPages,
  courseDocuments,
  courseSchedules,
  courseScopes,
  courseSpeakers,
  courses,
  DocumentKind,
  faqEntries,
  organizers,
  packageScopes,
  packages,
  priceLevels,
  scopeCategories,
  scopes,
  speakers,
} from '../schema.ts';
import { chamberSeeds } from './chambers.ts';
import { citySeeds } from './cities.ts';
import { contentPageSeeds } from './content-pages.ts';
import { type CoursePlan, coursePlans } from './courses.ts';
import { faqSeeds } from './faq.ts';
import { organizerSeeds } from './organizers.ts';
import { packageSeeds } from './packages.ts';
import { renoScopeSeeds, scopeCategorySeeds, specialistScopeSeeds } from './scopes.ts';
import { type ScopeWording, speakerBio, speakerSeeds } from './speakers.ts';
import {
  addDays,
  addMonths,
  firstOfCurrentMonth,
  nextWeekday,
  parseIsoDate,
  random,
  slugify,
} from './util.ts';

export interface SeedData {
  referenceDate: string;
  scopeCategories: (typeof scopeCategories.$inferInsert)[];
  scopes: (typeof scopes.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  organizers: (typeof organizers.$inferInsert)[];
  speakers: (typeof speakers.$inferInsert)[];
  courses: (typeof courses.$inferInsert)[];
  courseScopes: (typeof courseScopes.$inferInsert)[];
  courseSpeakers: (typeof courseSpeakers.$inferInsert)[];
  courseSchedules: (typeof courseSchedules.$inferInsert)[];
  priceLevels: (typeof priceLevels.$inferInsert)[];
  courseDocuments: (typeof courseDocuments.$inferInsert)[];
  packages: (typeof packages.$inferInsert)[];
  packageScopes: (typeof packageScopes.$inferInsert)[];
  faqEntries: (typeof faqEntries.$inferInsert)[];
  contentPages: (typeof contentPages.$inferInsert)[];
  chambers: (typeof chambers.$inferInsert)[];
}

/** Accepts 'YYYY-MM-DD' or a Date (its UTC calendar day); defaults to the first of this month. */
export function normalizeReferenceDate(referenceDate?: Date | string): string {
  if (referenceDate === undefined) return firstOfCurrentMonth();
  if (typeof referenceDate === 'string')
    return parseIsoDate(referenceDate).toISOString().slice(0, 10);
  if (Number.isNaN(referenceDate.getTime())) throw new Error('Invalid reference date');
  return referenceDate.toISOString().slice(0, 10);
}

function indexBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const map = new Map<string, number>();
  items.forEach((item, index) => {
    const k = key(item);
    if (map.has(k)) throw new Error(`Duplicate seed key: ${k}`);
    map.set(k, index + 1);
  });
  return map;
}

function idOf(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Unknown ${what} in seed data: ${key}`);
  return id;
}

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

/** Whole euros, ending in 9 for the list price ("Schwellenpreis"), at least `min`. */
function listPrice(value: number, min: number, max: number): number {
  const rounded = Math.round(value / 10) * 10 - 1;
  return Math.min(max, Math.max(min, rounded));
}

export function buildSeedData(referenceDateInput?: Date | string): SeedData {
  const referenceDate = normalizeReferenceDate(referenceDateInput);

  // Scopes -----------------------------------------------------------------------------------
  const categoryIds = indexBy(scopeCategorySeeds, (category) => category.key);
  const scopeSeeds = [...specialistScopeSeeds, ...renoScopeSeeds];
  const scopeIds = indexBy(scopeSeeds, (scope) => scope.key);
  const wording = new Map<string, ScopeWording>(
    scopeSeeds.map((scope) => [scope.key, { genDe: scope.genDe, fieldEn: scope.fieldEn }]),
  );
  const scopeWording = (key: string): ScopeWording => {
    const entry = wording.get(key);
    if (!entry) throw new Error(`Unknown scope in seed data: ${key}`);
    return entry;
  };
  const renoScopeKeys = new Set(renoScopeSeeds.map((scope) => scope.key));

  // Places, organizers, speakers ---------------------------------------------------------------
  const cityIds = indexBy(citySeeds, (city) => city.name);
  const organizerIds = indexBy(organizerSeeds, (organizer) => organizer.slug);
  for (const organizer of organizerSeeds) {
    organizer.scopes.forEach((key) => idOf(scopeIds, key, 'scope'));
  }
  speakerSeeds.forEach((speaker) => speaker.scopes.forEach((key) => idOf(scopeIds, key, 'scope')));

  const data: SeedData = {
    referenceDate,
    scopeCategories: scopeCategorySeeds.map((category, index) => ({
      id: index + 1,
      key: category.key,
      nameDe: category.nameDe,
      nameEn: category.nameEn,
      position: index + 1,
    })),
    scopes: scopeSeeds.map((scope, index) => ({
      id: index + 1,
      key: scope.key,
      nameDe: scope.nameDe,
      nameEn: scope.nameEn,
      searchTerms: scope.searchTerms ?? '',
      searchType: renoScopeKeys.has(scope.key) ? ('RENO' as const) : ('SPECIALIZATION' as const),
      categoryId: idOf(categoryIds, scope.category, 'scope category'),
      top: scope.top,
    })),
    cities: citySeeds.map((city, index) => ({ id: index + 1, ...city })),
    organizers: organizerSeeds.map((organizer, index) => ({
      id: index + 1,
      slug: organizer.slug,
      name: organizer.name,
      descriptionDe: organizer.descriptionDe,
      descriptionEn: organizer.descriptionEn,
      street: organizer.street,
      zip: organizer.zip,
      cityId: idOf(cityIds, organizer.city, 'city'),
      website: `https://www.${organizer.slug}.example`,
      email: `seminare@${organizer.slug}.example`,
      logoUrl: null,
    })),
    speakers: speakerSeeds.map((speaker, index) => ({
      id: index + 1,
      title: speaker.title,
      firstName: speaker.firstName,
      lastName: speaker.lastName,
      ...speakerBio(speaker, scopeWording, index),
      organizerId: speaker.organizer ? idOf(organizerIds, speaker.organizer, 'organizer') : null,
    })),
    courses: [],
    courseScopes: [],
    courseSpeakers: [],
    courseSchedules: [],
    priceLevels: [],
    courseDocuments: [],
    packages: [],
    packageScopes: [],
    faqEntries: [],
    contentPages: [],
    chambers: chamberSeeds.map((chamber, index) => ({ id: index + 1, ...chamber })),
  };

  // Courses ------------------------------------------------------------------------------------
  const plans = coursePlans();
  const organizerUse = new Map<string, number>();
  const slugs = new Set<string>();
  const referenceTime = parseIsoDate(referenceDate).getTime();

  const pickOrganizer = (plan: CoursePlan): string => {
    if (plan.organizer) return plan.organizer;
    const mainScope = plan.scopes[0] ?? '';
    const candidates = organizerSeeds.filter((organizer) => organizer.scopes.includes(mainScope));
    if (candidates.length === 0) throw new Error(`No organizer teaches ${mainScope}`);
    const used = organizerUse.get(mainScope) ?? 0;
    organizerUse.set(mainScope, used + 1);
    return (candidates[used % candidates.length] as (typeof candidates)[number]).slug;
  };

  plans.forEach((plan, index) => {
    const courseId = index + 1;
    const rnd = random(`course:${plan.name}`);
    const organizerSlug = pickOrganizer(plan);
    const organizer = organizerSeeds[idOf(organizerIds, organizerSlug, 'organizer') - 1];
    if (!organizer) throw new Error(`Unknown organizer ${organizerSlug}`);

    let slug = slugify(plan.name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(plan.name)}-${n}`;
    slugs.add(slug);

    data.courses.push({
      id: courseId,
      slug,
      name: plan.name,
      descriptionDe: plan.descriptionDe,
      descriptionEn: plan.descriptionEn,
      courseType: plan.courseType,
      searchType: plan.searchType,
      category: plan.category,
      durationValue: plan.durationValue,
      organizerId: idOf(organizerIds, organizerSlug, 'organizer'),
      // Spread over the days before the reference date, newest last.
      createdAt: new Date(referenceTime - (plans.length - index) * 86_400_000),
    });

    for (const key of plan.scopes) {
      data.courseScopes.push({ courseId, scopeId: idOf(scopeIds, key, 'scope') });
    }

    // Speakers: the organizer's own speakers for the course's scopes first, then others.
    const matching = speakerSeeds
      .map((speaker, speakerIndex) => ({ speaker, id: speakerIndex + 1 }))
      .filter(({ speaker }) => speaker.scopes.some((key) => plan.scopes.includes(key)));
    if (matching.length === 0) throw new Error(`No speaker for ${plan.name}`);
    const offset = index % matching.length;
    const rotated = [...matching.slice(offset), ...matching.slice(0, offset)];
    const ordered = [
      ...rotated.filter(({ speaker }) => speaker.organizer === organizerSlug),
      ...rotated.filter(({ speaker }) => speaker.organizer !== organizerSlug),
    ];
    const speakerCount = plan.kind === 'FAL' ? 3 : plan.kind === 'FAO15' ? 2 : rnd.int(1, 2);
    ordered.slice(0, speakerCount).forEach(({ id }, position) => {
      data.courseSpeakers.push({ courseId, speakerId: id, position });
    });

    // Documents.
    const documentKinds: DocumentKind[] = ['PROGRAM'];
    if (rnd.chance(0.6)) documentKinds.push(rnd.pick(['FLYER', 'SCRIPT', 'TERMS'] as const));
    for (const kind of documentKinds) {
      data.courseDocuments.push({
        id: data.courseDocuments.length + 1,
        courseId,
        title: documentTitles[kind],
        kind,
      });
    }

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

    for (let j = 0; j < scheduleCount; j++) {
      const srnd = random(`schedule:${plan.name}:${j}`);
      const scheduleId = data.courseSchedules.length + 1;
      let startDate: string;
      let endDate: string;
      let cityId: number | null = null;
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
        const onWeekday = (weekday: number) => {
          let date = nextWeekday(day, weekday);
          while (date > latest) date = addDays(date, -7);
          return date;
        };
        if (plan.courseType === 'PRESENT') {
          startDate = onWeekday(plan.kind === 'FAL' ? 4 : 5); // Thursday or Friday
          const cityName =
            j === 0 ? organizer.city : (otherCities[(cityStart + j) % otherCities.length] ?? '');
          cityId = idOf(cityIds, cityName, 'city');
          venue =
            cityName === organizer.city ? `Seminarzentrum ${organizer.name}` : srnd.pick(venues);
          seats = plan.kind === 'FAL' ? srnd.int(18, 36) : srnd.int(16, 60);
        } else {
          startDate = onWeekday(srnd.pick([2, 3, 4])); // Tuesday to Thursday
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
      const fullyBooked = plan.courseType !== 'SELF' && scheduleId % 9 === 4;
      const booked = fullyBooked ? seats : srnd.int(0, Math.floor(seats * 0.85));
      data.courseSchedules.push({
        id: scheduleId,
        courseId,
        cityId,
        venue,
        startDate,
        endDate,
        seats,
        booked,
      });

      const hours = plan.durationValue;
      let standard: number;
      if (plan.kind === 'FAL') standard = listPrice(srnd.int(150, 290) * 10 + 10, 1500, 2900);
      else if (plan.kind === 'FAO15') standard = listPrice(srnd.int(39, 69) * 10, 389, 690);
      else if (plan.kind === 'RENO') standard = listPrice(hours * srnd.int(30, 45), 89, 390);
      else standard = listPrice(hours * srnd.int(38, 62), 89, 690);
      if (plan.courseType === 'SELF') standard = listPrice(standard * 0.8, 89, 690);

      const levels: { nameDe: string; nameEn: string; priceValue: number }[] = [
        { nameDe: 'Standard', nameEn: 'Standard', priceValue: standard },
      ];
      if (plan.courseType !== 'SELF' && srnd.chance(0.6)) {
        levels.push({
          nameDe: 'Frühbucher',
          nameEn: 'Early bird',
          priceValue: Math.round(standard * 0.9),
        });
      }
      if (srnd.chance(0.5)) {
        levels.push(
          plan.searchType === 'RENO'
            ? {
                nameDe: 'Auszubildende',
                nameEn: 'Apprentices',
                priceValue: Math.round(standard * 0.6),
              }
            : {
                nameDe: 'Mitglied im DAV',
                nameEn: 'DAV member',
                priceValue: Math.round(standard * 0.85),
              },
        );
      }
      levels.forEach((level, position) => {
        data.priceLevels.push({
          id: data.priceLevels.length + 1,
          scheduleId,
          ...level,
          position,
        });
      });
    }
  });

  // Packages, FAQ, content pages --------------------------------------------------------------
  packageSeeds.forEach((seed, index) => {
    const packageId = index + 1;
    data.packages.push({
      id: packageId,
      name: seed.name,
      educationalType: seed.educationalType,
      organizerId: idOf(organizerIds, seed.organizer, 'organizer'),
      creditValue: seed.creditValue,
      price: seed.price,
    });
    for (const key of seed.scopes) {
      data.packageScopes.push({ packageId, scopeId: idOf(scopeIds, key, 'scope') });
    }
  });

  const faqPosition = new Map<string, number>();
  for (const seed of faqSeeds) {
    const position = (faqPosition.get(seed.category) ?? 0) + 1;
    faqPosition.set(seed.category, position);
    for (const language of ['de', 'en'] as const) {
      data.faqEntries.push({
        id: data.faqEntries.length + 1,
        category: seed.category,
        language,
        question: seed[language].question,
        answer: seed[language].answer,
        position,
      });
    }
  }

  const pageUpdatedAt = new Date(referenceTime);
  data.contentPages = contentPageSeeds.map((page, index) => ({
    id: index + 1,
    ...page,
    updatedAt: pageUpdatedAt,
  }));

  return data;
}
