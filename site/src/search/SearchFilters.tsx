import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SearchResult } from '@kursmarkt/api';
import {
  CityRadiusField,
  monthRange,
  searchTypeChoices,
  type SearchKey,
  type SearchState,
} from '@kursmarkt/search';
import {
  cityApplies,
  dateRangeErrors,
  datesApply,
  germanToday,
  searchRadii,
  type CourseType,
  type SearchRadius,
  type SearchType,
  utcMidnight,
} from '@kursmarkt/schemas/rules';
import { Button, Checkbox, DateField, RadioGroup, Select, Stack, TextField } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { courseTypeLabels, searchTypeLabels } from './CourseCard.tsx';
import { searchPageMessages as t } from './messages.ts';
import { Chips, FacetHeading, TermRow } from './search.styles.ts';
import { scopesFor } from './search-setup.ts';

export type SearchFiltersProps = {
  /** The search in the URL. */
  state: SearchState;
  /** What is searched: the URL's search with the page's preset and defaults. */
  search: SearchState;
  /** Fields the page fixes; they are not offered. */
  locked: ReadonlySet<SearchKey>;
  /** The radius shown while the URL names none. */
  radius: SearchRadius;
  /** The result's counts per scope, course type, city and month, once loaded. */
  facets?: SearchResult['filters'];
  /** Changes the URL's search: each key of `patch` is set, or removed when `undefined`. */
  onChange: (patch: SearchState) => void;
};

const chipCount = 8;

/** The page's editable filters with the result's counts (docs/routes-and-screens.md; docs/rules.md, validation). */
export function SearchFilters({
  state,
  search,
  locked,
  radius,
  facets,
  onChange,
}: SearchFiltersProps) {
  const intl = useIntl();
  const { configuration, messages } = useDomain();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : intl.formatMessage(t.withCount, { label, count });

  const typeChoices = searchTypeChoices(configuration.types);
  const scopes = scopesFor(messages, search.types ?? configuration.types);
  const scopeCounts = new Map(facets?.scopes.map((entry) => [entry.id, entry.count]));
  const courseTypeCounts = new Map(facets?.courseTypes.map((entry) => [entry.value, entry.count]));
  // Several formats come only from a link (a gap's search): one more choice that names them.
  const severalFormats =
    !search.courseType && search.courseTypes && search.courseTypes.length > 0
      ? search.courseTypes
      : undefined;

  return (
    <Stack gap="lg">
      <TermFilter key={state.term ?? ''} term={state.term} onChange={onChange} />

      {!locked.has('scope') && (
        <Select
          label={intl.formatMessage(t.scope)}
          placeholder={intl.formatMessage(t.allScopes)}
          value={search.scope === undefined ? '' : String(search.scope)}
          options={scopes.map((scope) => ({
            value: String(scope.id),
            label:
              search.scope === undefined
                ? withCount(scope.name, scopeCounts.get(scope.id))
                : scope.name,
          }))}
          onChange={(event) => {
            const scope = scopes.find((entry) => String(entry.id) === event.target.value);
            onChange({ scope: scope?.id, selectedScopeName: scope?.name });
          }}
        />
      )}

      {!locked.has('types') && typeChoices.length > 1 && (
        <RadioGroup
          label={intl.formatMessage(t.type)}
          options={[
            { value: 'ALL', label: intl.formatMessage(t.allTypes) },
            ...typeChoices.map((type) => ({
              value: type,
              label: intl.formatMessage(searchTypeLabels[type]),
            })),
          ]}
          value={state.types?.length === 1 ? state.types[0] : 'ALL'}
          onValueChange={(value) =>
            onChange({ types: value === 'ALL' ? undefined : [value as SearchType] })
          }
        />
      )}

      {!locked.has('courseType') && configuration.courseTypes.length > 0 && (
        <RadioGroup
          label={intl.formatMessage(t.courseType)}
          options={[
            { value: 'ALL', label: intl.formatMessage(t.allCourseTypes) },
            ...(severalFormats
              ? [
                  {
                    value: 'SEVERAL',
                    label: intl.formatList(
                      severalFormats.map((courseType) =>
                        intl.formatMessage(courseTypeLabels[courseType]),
                      ),
                    ),
                  },
                ]
              : []),
            ...configuration.courseTypes.map((courseType) => ({
              value: courseType,
              label:
                search.courseType === undefined
                  ? withCount(
                      intl.formatMessage(courseTypeLabels[courseType]),
                      courseTypeCounts.get(courseType),
                    )
                  : intl.formatMessage(courseTypeLabels[courseType]),
            })),
          ]}
          value={search.courseType ?? (severalFormats ? 'SEVERAL' : 'ALL')}
          onValueChange={(value) => {
            if (value === 'SEVERAL') return;
            onChange({
              courseType: value === 'ALL' ? undefined : (value as CourseType),
              courseTypes: undefined,
            });
          }}
        />
      )}

      {cityApplies(search.courseType) &&
        (locked.has('cityId') ? (
          <Select
            label={intl.formatMessage(t.radius)}
            value={String(radius)}
            options={searchRadii.map((value) => ({
              value: String(value),
              label: intl.formatMessage(t.radiusOption, { radius: value }),
            }))}
            onChange={(event) => onChange({ radius: Number(event.target.value) as SearchRadius })}
          />
        ) : (
          <Stack gap="sm">
            <CityRadiusField
              id="search-place"
              city={search.cityId ? { id: search.cityId, name: search.cityName ?? '' } : null}
              radius={radius}
              onCityChange={(city) => onChange({ cityId: city?.id, cityName: city?.name })}
              onRadiusChange={(value) => onChange({ radius: value })}
            />
            {!search.cityId && facets && facets.cities.length > 0 && (
              <div>
                <FacetHeading id="facet-cities">{intl.formatMessage(t.citiesFacet)}</FacetHeading>
                <Chips aria-labelledby="facet-cities">
                  {facets.cities.slice(0, chipCount).map((city) => (
                    <li key={city.id}>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onChange({ cityId: city.id, cityName: city.name })}
                      >
                        {withCount(city.name, city.count)}
                      </Button>
                    </li>
                  ))}
                </Chips>
              </div>
            )}
          </Stack>
        ))}

      {datesApply(search.courseType) && (
        <Stack gap="sm">
          <DateFilter
            key={`${state.dateFrom ?? ''}|${state.dateTo ?? ''}`}
            dateFrom={state.dateFrom}
            dateTo={state.dateTo}
            onChange={onChange}
          />
          {!state.dateFrom && !state.dateTo && facets && facets.months.length > 0 && (
            <div>
              <FacetHeading id="facet-months">{intl.formatMessage(t.monthsFacet)}</FacetHeading>
              <Chips aria-labelledby="facet-months">
                {facets.months.slice(0, chipCount).map(({ month, count }) => {
                  const name = intl.formatDate(utcMidnight(`${month}-01`), {
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  });
                  return (
                    <li key={month}>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onChange(monthRange(month, germanToday()))}
                      >
                        {intl.formatMessage(t.month, { month: name, count })}
                      </Button>
                    </li>
                  );
                })}
              </Chips>
            </div>
          )}
        </Stack>
      )}

      {!locked.has('freeSeats') && (
        <Checkbox
          label={intl.formatMessage(t.freeSeats)}
          checked={state.freeSeats === true}
          onChange={(event) => onChange({ freeSeats: event.target.checked ? true : undefined })}
        />
      )}
    </Stack>
  );
}

/** The free-text term, sent when the user submits it. */
function TermFilter({
  term,
  onChange,
}: {
  term: string | undefined;
  onChange: (patch: SearchState) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(term ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ term: text.trim() || undefined });
  };
  return (
    <form role="search" onSubmit={submit} aria-label={intl.formatMessage(t.term)}>
      <TermRow>
        <TextField
          type="search"
          label={intl.formatMessage(t.term)}
          help={intl.formatMessage(t.termHelp)}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage(t.applyTerm)}
        </Button>
      </TermRow>
    </form>
  );
}

/**
 * From and to, applied once both fit the rules: the from-date not before today, the to-date
 * after the from-date. Until then the fields keep the typed dates and say what is wrong.
 */
function DateFilter({
  dateFrom,
  dateTo,
  onChange,
}: {
  dateFrom: string | undefined;
  dateTo: string | undefined;
  onChange: (patch: SearchState) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<{ dateFrom?: string; dateTo?: string } | null>(null);
  const shown = draft ?? { dateFrom, dateTo };
  const errors = draft ? dateRangeErrors(draft, germanToday()) : {};
  const change = (patch: { dateFrom?: string; dateTo?: string }) => {
    const next = { ...shown, ...patch };
    const found = dateRangeErrors(next, germanToday());
    if (found.dateFrom || found.dateTo) setDraft(next);
    else onChange(next);
  };
  return (
    <Stack direction="row" gap="md" wrap>
      <DateField
        label={intl.formatMessage(t.dateFrom)}
        value={shown.dateFrom ?? null}
        onValueChange={(value) => change({ dateFrom: value ?? undefined })}
        error={errors.dateFrom ? intl.formatMessage(t.notInFuture) : undefined}
      />
      <DateField
        label={intl.formatMessage(t.dateTo)}
        value={shown.dateTo ?? null}
        onValueChange={(value) => change({ dateTo: value ?? undefined })}
        error={errors.dateTo ? intl.formatMessage(t.endBeforeStart) : undefined}
      />
    </Stack>
  );
}
