import type { CourseCategory, CourseType, DocumentKind, SearchType } from '../db/schema.ts';
import { citySeeds } from './cities.ts';
import { organizerSeeds } from './organizers.ts';
import { renoScopeSeeds, specialistScopeSeeds, type TopicSeed } from './scopes.ts';
import { slugify } from '@kursmarkt/schemas';
import { addDays, random } from './util.ts';
import type { CatalogueFileInput } from '../catalogue-import/format.ts';

/** How courses of each format are named, typed, categorised, timed and priced. */
const formats: Array<{
  courseType: CourseType;
  category: CourseCategory;
  labelDe: string;
  labelEn: string;
  hours: number[];
  /** Whole euros: the lowest and highest standard price. */
  price: [number, number];
  share: number;
}> = [
  {
    courseType: 'PRESENT',
    category: 'praesenzschulung',
    labelDe: 'Praxisseminar',
    labelEn: 'practical seminar',
    hours: [5, 6, 7.5, 8],
    price: [190, 690],
    share: 0.35,
  },
  {
    courseType: 'ONLINE',
    category: 'online-seminar',
    labelDe: 'Online-Seminar',
    labelEn: 'online seminar',
    hours: [2.5, 3, 4, 5],
    price: [89, 390],
    share: 0.35,
  },
  {
    courseType: 'SELF',
    category: 'selbststudium',
    labelDe: 'Selbststudium',
    labelEn: 'self-study course',
    hours: [2.5, 3, 5],
    price: [69, 290],
    share: 0.15,
  },
  {
    courseType: 'ONLINE',
    category: 'fortbildung-15-fao',
    labelDe: 'Jahresfortbildung nach § 15 FAO',
    labelEn: 'annual training under § 15 FAO',
    hours: [15],
    price: [390, 790],
    share: 0.1,
  },
  {
    courseType: 'PRESENT',
    category: 'fachanwaltslehrgang',
    labelDe: 'Fachanwaltslehrgang',
    labelEn: 'specialist lawyer course',
    hours: [120],
    price: [1500, 2900],
    share: 0.05,
  },
];

const firstNames = [
  'Anna',
  'Jonas',
  'Katharina',
  'Lukas',
  'Miriam',
  'Felix',
  'Sophie',
  'Tobias',
  'Julia',
  'Matthias',
  'Lea',
  'Stefan',
  'Nina',
  'Christian',
  'Hanna',
  'Daniel',
  'Laura',
  'Michael',
  'Eva',
  'Sebastian',
];
const lastNames = [
  'Becker',
  'Schulz',
  'Hoffmann',
  'Wagner',
  'Krüger',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
];
const titles = ['', '', '', 'Dr.', 'Dr.', 'Prof. Dr.'];
const documentKinds: DocumentKind[] = ['PROGRAM', 'FLYER', 'SCRIPT', 'TERMS'];

type Field = {
  key: string;
  nameDe: string;
  fieldEn: string;
  searchType: SearchType;
  topics: TopicSeed[];
};
const fields: Field[] = [
  ...specialistScopeSeeds.map((scope) => ({ ...scope, searchType: 'SPECIALIZATION' as const })),
  ...renoScopeSeeds.map((scope) => ({ ...scope, searchType: 'RENO' as const })),
];

/**
 * A large, realistic catalogue for benchmarks: `courses` courses over the demo scopes, organizers
 * and cities, with German names and descriptions built from the seed's topics, 1–4 schedules over
 * the 18 months after `referenceDate`, and prices per format. Deterministic for the same inputs.
 */
export function generateCatalogue({
  courses: total,
  referenceDate,
  prefix = 'gen',
}: {
  courses: number;
  referenceDate: string;
  prefix?: string;
}): CatalogueFileInput {
  const speakerCount = Math.max(20, Math.ceil(total / 40));
  const speakers = Array.from({ length: speakerCount }, (_, index) => {
    const rng = random(`${prefix}:speaker:${index}`);
    const lastName = rng.pick(lastNames);
    const field = rng.pick(fields);
    return {
      key: `${prefix}-speaker-${index}`,
      title: rng.pick(titles),
      firstName: rng.pick(firstNames),
      lastName,
      bio: {
        de: `Referent mit langjähriger Praxis im Bereich ${field.nameDe} und Autor zahlreicher Fachbeiträge.`,
        en: `Speaker with many years of practice in ${field.fieldEn} and author of numerous articles.`,
      },
    };
  });

  const courses = Array.from({ length: total }, (_, index) => {
    const rng = random(`${prefix}:course:${index}`);
    let pick = rng.next();
    const format = formats.find((candidate) => (pick -= candidate.share) < 0) ?? formats[0]!;
    const field = rng.pick(fields);
    const topic = rng.pick(field.topics);
    const reno = field.searchType === 'RENO';
    const searchType: SearchType = reno
      ? 'RENO'
      : format.category === 'fachanwaltslehrgang'
        ? 'SPECIALIZATION'
        : 'EDUCATION';
    const courseType =
      reno && format.category === 'fachanwaltslehrgang' ? 'ONLINE' : format.courseType;
    const category: CourseCategory =
      reno && format.category === 'fachanwaltslehrgang' ? 'online-seminar' : format.category;
    const name =
      category === 'fachanwaltslehrgang'
        ? `Fachanwaltslehrgang ${field.nameDe}`
        : `${topic.titleDe} – ${format.labelDe}`;
    const organizer = rng.pick(organizerSeeds);
    const related = rng.pick(fields);
    const scheduleCount = courseType === 'SELF' ? 1 : rng.int(1, 4);
    const schedules = Array.from({ length: scheduleCount }, () => {
      const start = courseType === 'SELF' ? referenceDate : addDays(referenceDate, rng.int(0, 540));
      const hours = rng.pick(format.hours);
      const days =
        courseType === 'SELF'
          ? 365
          : hours >= 100
            ? rng.int(60, 120)
            : hours > 8
              ? rng.int(1, 2)
              : 0;
      const seats = courseType === 'SELF' ? 1000 : rng.int(12, 60);
      const base = rng.int(format.price[0], format.price[1]);
      return {
        city: courseType === 'PRESENT' ? rng.pick(citySeeds).name : null,
        venue: courseType === 'PRESENT' ? `${organizer.name}, Seminarraum ${rng.int(1, 6)}` : null,
        startDate: start,
        endDate: addDays(start, days),
        seats,
        booked: rng.next() < 0.08 ? seats : rng.int(0, seats - 1),
        priceLevels: [
          { name: { de: 'Standard', en: 'Standard' }, priceCents: base * 100 },
          ...(rng.next() < 0.5
            ? [
                {
                  name: { de: 'Frühbucher', en: 'Early bird' },
                  priceCents: Math.round(base * 0.85) * 100,
                },
              ]
            : []),
        ],
      };
    });
    return {
      slug: `${slugify(name).slice(0, 80).replace(/-+$/, '')}-${prefix}-${index}`,
      name,
      description: {
        de: `${topic.textDe} Das ${format.labelDe} richtet sich an Praktikerinnen und Praktiker im Bereich ${field.nameDe}.`,
        en: `${topic.textEn} This ${format.labelEn} is aimed at practitioners in ${field.fieldEn}.`,
      },
      courseType,
      searchType,
      category,
      durationValue: rng.pick(format.hours),
      organizer: organizer.slug,
      scopes: [
        ...new Set([
          field.key,
          ...(rng.next() < 0.3 && related.searchType === field.searchType ? [related.key] : []),
        ]),
      ],
      speakers: [...new Set(Array.from({ length: rng.int(1, 3) }, () => rng.pick(speakers).key))],
      schedules,
      documents: [{ title: `Programm: ${name}`, kind: rng.pick(documentKinds) }],
    };
  });
  return { organizers: [], speakers, courses };
}
