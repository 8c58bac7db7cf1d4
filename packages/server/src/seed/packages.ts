/**
 * Credit packages: a number of course hours with one organizer for a set of scopes, bought at a
 * fixed price and redeemed when booking that organizer's courses in those scopes.
 */
import type { SearchType } from '../db/schema.ts';

export interface PackageSeed {
  name: string;
  educationalType: SearchType;
  organizer: string;
  creditValue: number;
  /** Cents, including VAT. */
  priceCents: number;
  scopes: string[];
}

export const packageSeeds: PackageSeed[] = [
  {
    name: '15-Stunden-Paket Arbeitsrecht',
    educationalType: 'EDUCATION',
    organizer: 'fachinstitut-arbeitsrecht-koeln',
    creditValue: 15,
    priceCents: 42_000,
    scopes: ['arbeitsrecht'],
  },
  {
    name: 'Fortbildungspaket Familien- und Erbrecht (15 Stunden)',
    educationalType: 'EDUCATION',
    organizer: 'akademie-familien-erbrecht-berlin',
    creditValue: 15,
    priceCents: 44_000,
    scopes: ['familienrecht', 'erbrecht'],
  },
  {
    name: 'Steuerrecht kompakt – 15 Stunden nach § 15 FAO',
    educationalType: 'EDUCATION',
    organizer: 'sueddeutsches-institut-steuer-wirtschaftsrecht',
    creditValue: 15,
    priceCents: 46_500,
    scopes: ['steuerrecht'],
  },
  {
    name: 'Strafverteidigung 15 plus',
    educationalType: 'EDUCATION',
    organizer: 'strafverteidiger-kolleg-frankfurt',
    creditValue: 15,
    priceCents: 39_500,
    scopes: ['strafrecht', 'verkehrsrecht'],
  },
  {
    name: 'IT- und Medienrecht Jahrespaket (20 Stunden)',
    educationalType: 'EDUCATION',
    organizer: 'it-medienrechtsakademie-duesseldorf',
    creditValue: 20,
    priceCents: 54_000,
    scopes: [
      'informationstechnologierecht',
      'urheber-und-medienrecht',
      'gewerblicher-rechtsschutz',
    ],
  },
  {
    name: 'Bau- und Mietrecht Jahrespaket (15 Stunden)',
    educationalType: 'EDUCATION',
    organizer: 'bau-immobilienrechtsinstitut-stuttgart',
    creditValue: 15,
    priceCents: 43_000,
    scopes: ['bau-und-architektenrecht', 'miet-und-wohnungseigentumsrecht'],
  },
  {
    name: 'RENO-Fortbildungspaket Vollstreckung und Gebühren (10 Stunden)',
    educationalType: 'RENO',
    organizer: 'reno-bildungswerk-nord',
    creditValue: 10,
    priceCents: 24_900,
    scopes: ['zwangsvollstreckung', 'gebuehrenrecht-rvg', 'mahnverfahren'],
  },
  {
    name: 'Kanzleipraxis-Paket beA und Fristen (8 Stunden)',
    educationalType: 'RENO',
    organizer: 'kanzleipraxis-seminare-rheinland',
    creditValue: 8,
    priceCents: 19_900,
    scopes: ['elektronischer-rechtsverkehr-bea', 'fristenwesen', 'bueroorganisation'],
  },
];
