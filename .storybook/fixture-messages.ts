/**
 * Example texts for stories, in both languages, so every story can be read in de and en.
 * Components never see these ids; stories pass the resolved text in as props or children.
 */
export const fixtureMessages = {
  de: {
    'fixture.action.book': 'Kurs buchen',
    'fixture.action.bookmark': 'Merken',
    'fixture.action.details': 'Details',
    'fixture.action.offer': 'Angebot',
    'fixture.action.search': 'Suchen',
    'fixture.action.save': 'Speichern',
    'fixture.action.cancel': 'Abbrechen',
    'fixture.action.delete': 'Löschen',
    'fixture.action.open': 'Öffnen',
  },
  en: {
    'fixture.action.book': 'Book course',
    'fixture.action.bookmark': 'Bookmark',
    'fixture.action.details': 'Details',
    'fixture.action.offer': 'Offer',
    'fixture.action.search': 'Search',
    'fixture.action.save': 'Save',
    'fixture.action.cancel': 'Cancel',
    'fixture.action.delete': 'Delete',
    'fixture.action.open': 'Open',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>;
