/**
 * The German bar associations (Rechtsanwaltskammern, § 60 BRAO): 27 regional chambers, one for
 * each Oberlandesgericht district (Frankfurt, Karlsruhe and Stuttgart have two), and the
 * Rechtsanwaltskammer beim Bundesgerichtshof: 28 in total.
 */

export interface ChamberSeed {
  name: string;
  city: string;
}

const BGH_CHAMBER_NAME = 'Rechtsanwaltskammer beim Bundesgerichtshof';

export const chamberSeeds: ChamberSeed[] = [
  { name: 'Rechtsanwaltskammer Bamberg', city: 'Bamberg' },
  { name: 'Rechtsanwaltskammer Berlin', city: 'Berlin' },
  { name: 'Rechtsanwaltskammer des Landes Brandenburg', city: 'Brandenburg an der Havel' },
  { name: 'Rechtsanwaltskammer Braunschweig', city: 'Braunschweig' },
  { name: 'Hanseatische Rechtsanwaltskammer Bremen', city: 'Bremen' },
  { name: 'Rechtsanwaltskammer Celle', city: 'Celle' },
  { name: 'Rechtsanwaltskammer Düsseldorf', city: 'Düsseldorf' },
  { name: 'Rechtsanwaltskammer Frankfurt am Main', city: 'Frankfurt am Main' },
  { name: 'Rechtsanwaltskammer Freiburg', city: 'Freiburg im Breisgau' },
  { name: 'Hanseatische Rechtsanwaltskammer Hamburg', city: 'Hamburg' },
  { name: 'Rechtsanwaltskammer Hamm', city: 'Hamm' },
  { name: 'Rechtsanwaltskammer Karlsruhe', city: 'Karlsruhe' },
  { name: 'Rechtsanwaltskammer Kassel', city: 'Kassel' },
  { name: 'Rechtsanwaltskammer Koblenz', city: 'Koblenz' },
  { name: 'Rechtsanwaltskammer Köln', city: 'Köln' },
  { name: 'Rechtsanwaltskammer Mecklenburg-Vorpommern', city: 'Schwerin' },
  { name: 'Rechtsanwaltskammer für den Oberlandesgerichtsbezirk München', city: 'München' },
  { name: 'Rechtsanwaltskammer Nürnberg', city: 'Nürnberg' },
  { name: 'Rechtsanwaltskammer Oldenburg', city: 'Oldenburg' },
  { name: 'Rechtsanwaltskammer des Saarlandes', city: 'Saarbrücken' },
  { name: 'Rechtsanwaltskammer Sachsen', city: 'Dresden' },
  { name: 'Rechtsanwaltskammer des Landes Sachsen-Anhalt', city: 'Magdeburg' },
  { name: 'Schleswig-Holsteinische Rechtsanwaltskammer', city: 'Schleswig' },
  { name: 'Rechtsanwaltskammer Stuttgart', city: 'Stuttgart' },
  { name: 'Rechtsanwaltskammer Thüringen', city: 'Erfurt' },
  { name: 'Rechtsanwaltskammer Tübingen', city: 'Tübingen' },
  { name: 'Pfälzische Rechtsanwaltskammer Zweibrücken', city: 'Zweibrücken' },
  { name: BGH_CHAMBER_NAME, city: 'Karlsruhe' },
];
