/** Sorts names as German readers expect ('Ärzte' beside 'Arbeit', not after 'Zoll'). */
export const byGerman = new Intl.Collator('de').compare;
