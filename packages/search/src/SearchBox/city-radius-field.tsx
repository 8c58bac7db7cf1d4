import { useSuggestCity, type CitySuggestion } from '@kursmarkt/api';
import { Combobox, Select, type ComboboxItem } from '@kursmarkt/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { minCityInputLength, searchRadii, type SearchRadius } from '@kursmarkt/schemas/rules';
import { messages } from './messages.ts';
import { citySuggestionDelayMs, type ChosenCity } from './search-params.ts';
import { CityRadiusRow } from './SearchBox.styles.ts';

export type CityRadiusFieldProps = {
  /** The chosen city, or `null` while none is chosen. */
  city: ChosenCity | null;
  /** The radius around the city in km. */
  radius: SearchRadius;
  /**
   * Called with the city the user chose, and with `null` when the text no longer names it
   * (fewer than 3 characters, edited or emptied): the surrounding filter changed.
   */
  onCityChange: (city: ChosenCity | null) => void;
  onRadiusChange: (radius: SearchRadius) => void;
  /** An id prefix, so that two widgets on one page keep distinct ids. */
  id?: string;
};

type CityItem = ComboboxItem & { city: CitySuggestion };

/** Names that occur twice (Neustadt, Frankfurt) get their federal state to tell them apart. */
function toItems(cities: readonly CitySuggestion[]): CityItem[] {
  const counts = new Map<string, number>();
  for (const city of cities) counts.set(city.name, (counts.get(city.name) ?? 0) + 1);
  return cities.map((city) => ({
    id: String(city.id),
    label: (counts.get(city.name) ?? 0) > 1 ? `${city.name} (${city.state})` : city.name,
    city,
  }));
}

/**
 * The search widget's city and radius (docs/routes-and-screens.md; docs/rules.md, validation): the city field suggests
 * cities 300 ms after the last keystroke from 3 characters on and says 'Ort nicht gefunden'
 * when there are none; fewer characters clear the suggestions and the chosen city. The radius
 * offers 10, 50, 100 and 250 km.
 */
export function CityRadiusField({
  city,
  radius,
  onCityChange,
  onRadiusChange,
  id,
}: CityRadiusFieldProps) {
  const { formatMessage } = useIntl();
  const [text, setText] = useState(city?.name ?? '');
  const [query, setQuery] = useState('');
  // A city set from outside (a restored search, a filter link, a reset) replaces the text.
  const [shownCity, setShownCity] = useState(city);
  if (city?.id !== shownCity?.id) {
    setShownCity(city);
    if (city) setText(city.name);
    else if (shownCity && text === shownCity.name) setText('');
  }

  const trimmed = text.trim();
  // The chosen city's own name needs no suggestions.
  const longEnough = trimmed.length >= minCityInputLength && text !== city?.name;
  useEffect(() => {
    if (!longEnough) return;
    const timer = setTimeout(() => setQuery(trimmed), citySuggestionDelayMs);
    return () => clearTimeout(timer);
  }, [trimmed, longEnough]);

  const current = longEnough && query === trimmed;
  const { data, isLoading } = useSuggestCity(current ? query : null);
  const suggestions = useMemo(() => (current && data ? toItems(data) : []), [current, data]);

  const changeText = (next: string) => {
    setText(next);
    if (city && next !== city.name) onCityChange(null);
  };

  return (
    <CityRadiusRow>
      <Combobox<CityItem>
        id={id ? `${id}-city` : undefined}
        label={formatMessage(messages.cityLabel)}
        help={formatMessage(messages.cityHelp)}
        inputValue={text}
        onInputChange={changeText}
        suggestions={suggestions}
        onSelect={(item) => onCityChange({ id: item.city.id, name: item.label })}
        loading={longEnough && (!current || isLoading)}
        emptyText={formatMessage(messages.cityNotFound)}
        minChars={minCityInputLength}
      />
      <Select
        id={id ? `${id}-radius` : undefined}
        label={formatMessage(messages.radiusLabel)}
        value={String(radius)}
        onChange={(event) => onRadiusChange(Number(event.target.value) as SearchRadius)}
        options={searchRadii.map((value) => ({
          value: String(value),
          label: formatMessage(messages.radiusOption, { radius: value }),
        }))}
      />
    </CityRadiusRow>
  );
}
