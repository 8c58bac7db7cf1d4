import {
  countryCodes,
  prioritizedCountries,
  type Country,
  type CountryIso,
  type Locale,
} from '@kursmarkt/schemas';

const prioritized: ReadonlySet<CountryIso> = new Set(prioritizedCountries);
const lists = new Map<Locale, Country[]>();

function buildCountryList(language: Locale): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const entry = (iso: CountryIso, priority: 0 | 1): Country => {
    const iso2 = countryCodes[iso];
    return { iso, iso2, name: names.of(iso2) ?? iso2, priority };
  };
  const collator = new Intl.Collator(language);
  const rest = (Object.keys(countryCodes) as CountryIso[])
    .filter((iso) => !prioritized.has(iso))
    .map((iso) => entry(iso, 0))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...prioritizedCountries.map((iso) => entry(iso, 1)), ...rest];
}

/**
 * Every ISO 3166-1 country with its name in `language`: Germany, Luxembourg, Austria, Poland,
 * Switzerland and Spain first (priority 1, docs/rules.md, limits), then the rest by name.
 */
export function countryList(language: Locale): Country[] {
  let list = lists.get(language);
  if (!list) {
    list = buildCountryList(language);
    lists.set(language, list);
  }
  return list;
}
