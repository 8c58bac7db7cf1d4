/**
 * Example content for the modules' stories: configurations as the example domains write them and
 * the texts of their message ids in German and English. Stories only; never imported by a module.
 */
import type { ModuleConfig, ModuleEntry, MessagesResponse, ScopeEntry } from '@kursmarkt/schemas';
import { unstable_serialize } from 'swr';

type StoryLocale = 'de' | 'en';

/** Message id → [German, English]. */
const labels: Record<string, [string, string]> = {
  'modules.welcome.title': [
    'Fortbildung für Anwältinnen und Anwälte',
    'Further training for lawyers',
  ],
  'modules.welcome.text': [
    'Vergleichen Sie Fachanwaltslehrgänge und Fortbildungen von über einem Dutzend Veranstaltern – online, vor Ort oder im Selbststudium – und behalten Sie Ihre Stunden nach § 15 FAO im Blick.',
    'Compare specialist courses and further training from more than a dozen organizers – online, in person or as self-study – and keep track of your hours under § 15 FAO.',
  ],
  'modules.welcome.cta': ['Fachanwaltslehrgänge entdecken', 'Explore specialist courses'],

  'modules.about.title': ['Über Kursmarkt Recht', 'About Kursmarkt Recht'],
  'modules.about.p1': [
    'Kursmarkt Recht bündelt die Fortbildungsangebote anerkannter Veranstalter für die Anwaltschaft an einem Ort.',
    'Kursmarkt Recht brings the training offers of recognised organizers for the legal profession together in one place.',
  ],
  'modules.about.p2': [
    'Wir sind unabhängig: Die Reihenfolge der Suchergebnisse richtet sich nach Ihrer Suche, nicht nach Provisionen.',
    'We are independent: search results are ordered by your search, not by commissions.',
  ],
  'modules.about.link': ['Mehr über uns', 'More about us'],
  'modules.lumenAbout.title': ['Lernen, wann es Ihnen passt', 'Learn when it suits you'],
  'modules.lumenAbout.p1': [
    'Die Lumen Akademie ist eine digitale Akademie für Juristinnen und Juristen: alle Seminare online, alle Selbstlernkurse mit Lernerfolgskontrolle.',
    'Lumen Akademie is a digital academy for lawyers: every seminar online, every self-study course with a learning check.',
  ],

  'modules.benefits.title': ['Warum Kursmarkt Recht?', 'Why Kursmarkt Recht?'],
  'modules.benefits.compareTitle': ['Alle Angebote vergleichen', 'Compare every offer'],
  'modules.benefits.compareText': [
    'Termine, Orte, Preise und Referenten verschiedener Veranstalter auf einen Blick.',
    'Dates, places, prices and speakers of many organizers at a glance.',
  ],
  'modules.benefits.faoTitle': ['FAO-konform', 'FAO compliant'],
  'modules.benefits.faoText': [
    'Jede Fortbildung mit Stundenangabe und Teilnahmebescheinigung für Ihre Kammer.',
    'Every course states its hours and comes with a certificate for your bar.',
  ],
  'modules.benefits.hoursTitle': ['Stunden im Blick', 'Your hours at a glance'],
  'modules.benefits.hoursText': [
    'Ihr Fortbildungsstatus zeigt, wie viele Stunden Ihnen in diesem Jahr noch fehlen.',
    'Your training status shows how many hours you still need this year.',
  ],
  'modules.benefits.nationwideTitle': ['Bundesweit', 'Nationwide'],
  'modules.benefits.nationwideText': [
    'Präsenzseminare in allen Bundesländern, Umkreissuche ab Ihrer Kanzlei.',
    'Classroom seminars in every federal state, searchable by distance from your office.',
  ],
  'modules.benefits.bookmarkTitle': ['Merkliste', 'Bookmarks'],
  'modules.benefits.bookmarkText': [
    'Merken Sie sich Seminare vor und entscheiden Sie später in Ruhe.',
    'Keep seminars on a list and decide later at your leisure.',
  ],
  'modules.benefits.supportTitle': ['Persönliche Beratung', 'Personal advice'],
  'modules.benefits.supportText': [
    'Unser Team hilft Ihnen werktags bei allen Fragen zur Buchung.',
    'Our team helps with any booking question on working days.',
  ],
  'modules.renoBenefits.title': [
    'Fortbildung, die in den Kanzleialltag passt',
    'Training that fits the office day',
  ],
  'modules.renoBenefits.shortTitle': ['Kompakt', 'Compact'],
  'modules.renoBenefits.shortText': [
    'Die meisten Seminare dauern zwei bis drei Stunden.',
    'Most seminars take two to three hours.',
  ],
  'modules.renoBenefits.certTitle': ['Mit Bescheinigung', 'With certificate'],
  'modules.renoBenefits.certText': [
    'Nach jeder Veranstaltung erhalten Sie eine Teilnahmebescheinigung.',
    'You receive a certificate of attendance after every event.',
  ],

  'modules.testimonial.title': ['Das sagen Teilnehmende', 'What participants say'],
  'modules.testimonial.q1': [
    'In zehn Minuten hatte ich einen Fachanwaltslehrgang Arbeitsrecht in Köln gefunden, der zu meinen Terminen passt.',
    'Within ten minutes I had found a specialist course in employment law in Cologne that fits my schedule.',
  ],
  'modules.testimonial.r1': ['Rechtsanwältin, Köln', 'Lawyer, Cologne'],
  'modules.testimonial.q2': [
    'Die Online-Seminare zum Verkehrsrecht haben mir die 15 Pflichtstunden ohne Reisezeit ermöglicht.',
    'The online seminars on traffic law gave me my 15 mandatory hours without any travel.',
  ],
  'modules.testimonial.r2': [
    'Fachanwalt für Verkehrsrecht, Dortmund',
    'Specialist lawyer for traffic law, Dortmund',
  ],
  'modules.testimonial.q3': [
    'Die Teilnahmebescheinigungen liegen gesammelt im Kundenkonto – das spart mir beim Nachweis gegenüber der Kammer viel Zeit.',
    'The certificates are all in my account – that saves me a lot of time when reporting to the bar.',
  ],
  'modules.testimonial.r3': [
    'Fachanwältin für Familienrecht, Leipzig',
    'Specialist lawyer for family law, Leipzig',
  ],
  'modules.testimonial.q4': [
    'Für unsere Kanzlei buchen wir die Seminare aller Berufsträger zentral über eine Rechnung.',
    'Our firm books the seminars of all its lawyers centrally on one invoice.',
  ],
  'modules.testimonial.r4': ['Kanzleimanager, Hamburg', 'Law firm manager, Hamburg'],
  'modules.testimonial.q5': [
    'Die Umkreissuche zeigt mir sofort, welche Präsenzseminare ich ohne Übernachtung erreiche.',
    'The distance search shows me right away which classroom seminars I can reach without staying overnight.',
  ],
  'modules.testimonial.r5': ['Rechtsanwalt, Freiburg', 'Lawyer, Freiburg'],
  'modules.testimonial.q6': [
    'Ich habe meinen Lehrgang Steuerrecht berufsbegleitend im Selbststudium absolviert.',
    'I completed my tax law course as self-study alongside my work.',
  ],
  'modules.testimonial.r6': [
    'Fachanwältin für Steuerrecht, München',
    'Specialist lawyer for tax law, Munich',
  ],
  'modules.lumenTestimonial.title': ['Stimmen aus der Akademie', 'Voices from the academy'],
  'modules.lumenTestimonial.q1': [
    'Die Selbstlernkurse sind so aufgebaut, dass man sie gut zwischen zwei Mandaten bearbeiten kann.',
    'The self-study courses are built so that you can work on them between two client matters.',
  ],

  'modules.whoTo.title': ['Für wen ist RENO Kursmarkt?', 'Who is RENO Kursmarkt for?'],
  'modules.whoTo.starterTitle': ['Berufseinsteigende', 'New in the job'],
  'modules.whoTo.starterText': [
    'Grundlagen von Fristen, Mahnverfahren und Kostenrecht im eigenen Tempo lernen.',
    'Learn deadlines, dunning procedures and fee law at your own pace.',
  ],
  'modules.whoTo.proTitle': ['Erfahrene Fachangestellte', 'Experienced staff'],
  'modules.whoTo.proText': [
    'Aktuelles zu RVG, beA und Zwangsvollstreckung in kompakten Online-Seminaren.',
    'Updates on fee law, electronic mailboxes and enforcement in short online seminars.',
  ],
  'modules.whoTo.traineeTitle': ['Auszubildende', 'Trainees'],
  'modules.whoTo.traineeText': [
    'Prüfungsvorbereitung für die Abschlussprüfung zur oder zum Rechtsanwaltsfachangestellten.',
    'Exam preparation for the final examination as a legal office clerk.',
  ],
  'modules.whoTo.managerTitle': ['Bürovorsteherinnen und Bürovorsteher', 'Office managers'],
  'modules.whoTo.managerText': [
    'Kanzleiorganisation, Personalführung und Abrechnung vor Ort in Ihrer Region.',
    'Office organisation, staff management and billing, in person in your region.',
  ],

  'modules.categories.title': ['Was suchen Sie?', 'What are you looking for?'],
  'modules.categories.fachanwalt': ['Fachanwaltslehrgänge', 'Specialist courses'],
  'modules.categories.fachanwaltText': [
    'Der theoretische Teil Ihres Fachanwaltstitels in 120 Stunden.',
    'The theory part of your specialist lawyer title in 120 hours.',
  ],
  'modules.categories.fao': ['15 Stunden FAO', '15 hours FAO'],
  'modules.categories.faoText': [
    'Die jährliche Pflichtfortbildung nach § 15 FAO.',
    'The yearly mandatory training under § 15 FAO.',
  ],
  'modules.categories.online': ['Online-Seminare', 'Online seminars'],
  'modules.categories.onlineText': [
    'Live und interaktiv, ohne Anreise.',
    'Live and interactive, no travel.',
  ],
  'modules.categories.present': ['Präsenzschulungen', 'Classroom training'],
  'modules.categories.presentText': [
    'Seminare in Ihrer Nähe, mit Austausch unter Kolleginnen und Kollegen.',
    'Seminars near you, with time to talk to colleagues.',
  ],
  'modules.categories.all': ['Alle Fortbildungen', 'All further training'],
  'modules.categories.allText': [
    'Seminare und Lehrgänge aller Formate und Rechtsgebiete.',
    'Seminars and courses of every format and field.',
  ],
  'modules.categories.self': ['Selbststudium', 'Self-study'],
  'modules.categories.selfText': [
    'Lernen mit Skript und Lernerfolgskontrolle, wann es Ihnen passt.',
    'Learn with course notes and a learning check whenever it suits you.',
  ],
  'modules.categories.staffOnline': [
    'Online-Seminare für Mitarbeitende',
    'Online seminars for staff',
  ],
  'modules.categories.staffOnlineText': [
    'Kompakte Seminare für das Kanzleiteam.',
    'Short seminars for the office team.',
  ],
  'modules.categories.staffSelf': ['Selbststudium für Mitarbeitende', 'Self-study for staff'],
  'modules.categories.staffSelfText': [
    'Grundlagen im eigenen Tempo, mit Bescheinigung.',
    'The basics at your own pace, with a certificate.',
  ],
  'modules.lumenCategories.title': ['Unsere Formate', 'Our formats'],

  'modules.scopes.title': ['Fachanwaltschaften', 'Specialist fields'],
  'modules.renoScopes.title': ['Themen für Kanzleimitarbeitende', 'Topics for legal office staff'],
};

/** The story texts of one language, by message id. */
export const storyLabels: Record<StoryLocale, Record<string, string>> = {
  de: Object.fromEntries(Object.entries(labels).map(([id, [de]]) => [id, de])),
  en: Object.fromEntries(Object.entries(labels).map(([id, [, en]]) => [id, en])),
};

export const welcome = {
  title: 'modules.welcome.title',
  text: 'modules.welcome.text',
  callToAction: { label: 'modules.welcome.cta', href: '/fachanwaltslehrgaenge' },
} satisfies ModuleConfig<'WELCOME'>;

export const aboutUs = {
  title: 'modules.about.title',
  paragraphs: ['modules.about.p1', 'modules.about.p2'],
  link: { label: 'modules.about.link', href: '/ueber-uns' },
} satisfies ModuleConfig<'ABOUT_US'>;

export const aboutUsLumen = {
  title: 'modules.lumenAbout.title',
  paragraphs: ['modules.lumenAbout.p1'],
} satisfies ModuleConfig<'ABOUT_US'>;

export const benefits = {
  title: 'modules.benefits.title',
  items: [
    {
      icon: 'search',
      title: 'modules.benefits.compareTitle',
      text: 'modules.benefits.compareText',
    },
    { icon: 'check', title: 'modules.benefits.faoTitle', text: 'modules.benefits.faoText' },
    { icon: 'clock', title: 'modules.benefits.hoursTitle', text: 'modules.benefits.hoursText' },
  ],
} satisfies ModuleConfig<'BENEFITS_BOX'>;

export const benefitsReno = {
  title: 'modules.renoBenefits.title',
  items: [
    {
      icon: 'clock',
      title: 'modules.renoBenefits.shortTitle',
      text: 'modules.renoBenefits.shortText',
    },
    {
      icon: 'document',
      title: 'modules.renoBenefits.certTitle',
      text: 'modules.renoBenefits.certText',
    },
  ],
} satisfies ModuleConfig<'BENEFITS_BOX'>;

export const benefitsMax = {
  title: 'modules.benefits.title',
  items: [
    ...benefits.items,
    {
      icon: 'mapPin',
      title: 'modules.benefits.nationwideTitle',
      text: 'modules.benefits.nationwideText',
    },
    {
      icon: 'bookmark',
      title: 'modules.benefits.bookmarkTitle',
      text: 'modules.benefits.bookmarkText',
    },
    {
      icon: 'user',
      title: 'modules.benefits.supportTitle',
      text: 'modules.benefits.supportText',
    },
  ],
} satisfies ModuleConfig<'BENEFITS_BOX'>;

export const testimonial = {
  title: 'modules.testimonial.title',
  items: [
    {
      quote: 'modules.testimonial.q1',
      author: 'Dr. Katharina Wegener',
      role: 'modules.testimonial.r1',
    },
    { quote: 'modules.testimonial.q2', author: 'Markus Öztürk', role: 'modules.testimonial.r2' },
  ],
} satisfies ModuleConfig<'TESTIMONIAL'>;

export const testimonialWithoutRole = {
  title: 'modules.lumenTestimonial.title',
  items: [{ quote: 'modules.lumenTestimonial.q1', author: 'Prof. Dr. Helene Brandt' }],
} satisfies ModuleConfig<'TESTIMONIAL'>;

export const testimonialMax = {
  title: 'modules.testimonial.title',
  items: [
    ...testimonial.items,
    { quote: 'modules.testimonial.q3', author: 'Sabine Krüger', role: 'modules.testimonial.r3' },
    {
      quote: 'modules.testimonial.q4',
      author: 'Jan-Hendrik Petersen',
      role: 'modules.testimonial.r4',
    },
    { quote: 'modules.testimonial.q5', author: 'Thomas Albrecht', role: 'modules.testimonial.r5' },
    { quote: 'modules.testimonial.q6', author: 'Dr. Aylin Demir', role: 'modules.testimonial.r6' },
  ],
} satisfies ModuleConfig<'TESTIMONIAL'>;

export const whoTo = {
  title: 'modules.whoTo.title',
  audiences: [
    {
      icon: 'user',
      title: 'modules.whoTo.starterTitle',
      text: 'modules.whoTo.starterText',
      href: '/selbststudium-mitarbeiter',
    },
    {
      icon: 'calendar',
      title: 'modules.whoTo.proTitle',
      text: 'modules.whoTo.proText',
      href: '/online-seminare-mitarbeiter',
    },
  ],
} satisfies ModuleConfig<'WHO_TO'>;

export const whoToMax = {
  title: 'modules.whoTo.title',
  audiences: [
    ...whoTo.audiences,
    {
      icon: 'document',
      title: 'modules.whoTo.traineeTitle',
      text: 'modules.whoTo.traineeText',
      href: '/search?types=RENO&term=Abschlusspr%C3%BCfung',
    },
    {
      icon: 'mapPin',
      title: 'modules.whoTo.managerTitle',
      text: 'modules.whoTo.managerText',
      href: '/praesenzschulung',
    },
  ],
} satisfies ModuleConfig<'WHO_TO'>;

export const categories = {
  title: 'modules.categories.title',
  items: [
    {
      route: 'fachanwaltslehrgaenge',
      label: 'modules.categories.fachanwalt',
      text: 'modules.categories.fachanwaltText',
    },
    {
      route: 'fortbildungen-15-fao',
      label: 'modules.categories.fao',
      text: 'modules.categories.faoText',
    },
    {
      route: 'online-seminare',
      label: 'modules.categories.online',
      text: 'modules.categories.onlineText',
    },
    {
      route: 'praesenzschulung',
      label: 'modules.categories.present',
      text: 'modules.categories.presentText',
    },
  ],
} satisfies ModuleConfig<'CATEGORIES'>;

export const categoriesWithoutTexts = {
  title: 'modules.lumenCategories.title',
  items: [
    { route: 'online-seminare', label: 'modules.categories.online' },
    { route: 'selbststudium', label: 'modules.categories.self' },
  ],
} satisfies ModuleConfig<'CATEGORIES'>;

export const categoriesMax = {
  title: 'modules.categories.title',
  items: [
    ...categories.items,
    {
      route: 'fortbildungen',
      label: 'modules.categories.all',
      text: 'modules.categories.allText',
    },
    {
      route: 'selbststudium',
      label: 'modules.categories.self',
      text: 'modules.categories.selfText',
    },
    {
      route: 'online-seminare-mitarbeiter',
      label: 'modules.categories.staffOnline',
      text: 'modules.categories.staffOnlineText',
    },
    {
      route: 'selbststudium-mitarbeiter',
      label: 'modules.categories.staffSelf',
      text: 'modules.categories.staffSelfText',
    },
  ],
} satisfies ModuleConfig<'CATEGORIES'>;

export const scopeOverviewLawyer = {
  title: 'modules.scopes.title',
  variant: 'LAWYER',
} satisfies ModuleConfig<'SCOPE_OVERVIEW'>;

export const scopeOverviewReno = {
  title: 'modules.renoScopes.title',
  variant: 'RENO',
} satisfies ModuleConfig<'SCOPE_OVERVIEW'>;

/** The 24 Fachanwaltschaften of § 1 FAO, as the seeded catalogue names them. */
const lawyerScopeNames: [string, string][] = [
  ['Agrarrecht', 'Agricultural law'],
  ['Arbeitsrecht', 'Employment law'],
  ['Bank- und Kapitalmarktrecht', 'Banking and capital markets law'],
  ['Bau- und Architektenrecht', 'Construction and architects’ law'],
  ['Erbrecht', 'Inheritance law'],
  ['Familienrecht', 'Family law'],
  ['Gewerblicher Rechtsschutz', 'Intellectual property law'],
  ['Handels- und Gesellschaftsrecht', 'Commercial and corporate law'],
  ['Informationstechnologierecht', 'Information technology law'],
  ['Insolvenz- und Sanierungsrecht', 'Insolvency and restructuring law'],
  ['Internationales Wirtschaftsrecht', 'International business law'],
  ['Medizinrecht', 'Medical law'],
  ['Miet- und Wohnungseigentumsrecht', 'Tenancy and condominium law'],
  ['Migrationsrecht', 'Migration law'],
  ['Sozialrecht', 'Social security law'],
  ['Sportrecht', 'Sports law'],
  ['Steuerrecht', 'Tax law'],
  ['Strafrecht', 'Criminal law'],
  ['Transport- und Speditionsrecht', 'Transport and freight forwarding law'],
  ['Urheber- und Medienrecht', 'Copyright and media law'],
  ['Vergaberecht', 'Public procurement law'],
  ['Verkehrsrecht', 'Traffic law'],
  ['Versicherungsrecht', 'Insurance law'],
  ['Verwaltungsrecht', 'Administrative law'],
];

const renoScopeNames: [string, string][] = [
  ['Zwangsvollstreckung', 'Enforcement of judgments'],
  ['Gebührenrecht (RVG)', 'Lawyers’ fees (RVG)'],
  ['Mahnverfahren', 'Court dunning procedure'],
  ['Fristenwesen', 'Deadline management'],
  ['Elektronischer Rechtsverkehr (beA)', 'Electronic legal communication (beA)'],
  ['Büroorganisation', 'Office organisation'],
  ['Kostenfestsetzung', 'Cost assessment'],
  ['Grundbuch- und Notariatswesen', 'Land register and notarial practice'],
  ['Familienrechtliche Verfahren', 'Family court procedures'],
  ['Arbeitsrechtliche Verfahren', 'Labour court procedures'],
];

/** The scopes the seeded catalogue marks as top: the search box's buttons in step 1. */
const topScopeNames = new Set([
  'Arbeitsrecht',
  'Erbrecht',
  'Familienrecht',
  'Miet- und Wohnungseigentumsrecht',
  'Steuerrecht',
  'Strafrecht',
  'Verkehrsrecht',
  'Zwangsvollstreckung',
  'Gebührenrecht (RVG)',
  'Elektronischer Rechtsverkehr (beA)',
]);

/** Scope entries with ids from `firstId`, named in the story's language, top as seeded. */
const scopes = (names: [string, string][], firstId: number, locale: StoryLocale): ScopeEntry[] =>
  names.map(([de, en], index) => ({
    id: firstId + index,
    name: locale === 'de' ? de : en,
    top: topScopeNames.has(de),
  }));

const messagesResponse = (locale: StoryLocale): MessagesResponse => ({
  language: locale,
  defaultSiteTitle: 'Kursmarkt Recht',
  defaultMetaDescription:
    locale === 'de'
      ? 'Fachanwaltslehrgänge und Fortbildungen vergleichen und buchen.'
      : 'Compare and book specialist courses and further training.',
  advertMessage: '',
  navigation: [],
  labels: storyLabels[locale],
  lawyerScopes: scopes(lawyerScopeNames, 1, locale),
  renoScopes: scopes(renoScopeNames, 101, locale),
  scopeCategories: [],
});

/** `GET /api/messages` of both languages, as SWR fallback data for `parameters.swr.fallback`. */
export const messagesFallback = {
  [unstable_serialize(['getMessages', 'de'])]: messagesResponse('de'),
  [unstable_serialize(['getMessages', 'en'])]: messagesResponse('en'),
};

/** The lawyer domain's start page, in its configured order. */
export const lawyerStartPage: ModuleEntry[] = [
  { name: 'WELCOME', position: 0, config: welcome },
  { name: 'CATEGORIES', position: 10, config: categories },
  { name: 'BENEFITS_BOX', position: 20, config: benefits },
  { name: 'SCOPE_OVERVIEW', position: 30, config: scopeOverviewLawyer },
  { name: 'TESTIMONIAL', position: 40, config: testimonial },
  { name: 'ABOUT_US', position: 50, config: aboutUs },
];
