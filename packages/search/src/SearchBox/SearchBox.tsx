import type { CourseType, MessagesResponse, ScopeEntry, SearchType } from '@kursmarkt/schemas';
import { germanToday } from '@kursmarkt/schemas/rules';
import {
  Button,
  DateField,
  DeferredDropdownMenu,
  Icon,
  Link,
  RadioGroup,
  Stack,
  Tabs,
  Text,
} from '@kursmarkt/ui';
import { lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CityRadiusField } from './city-radius-field.tsx';
import { writeSearchState, type SearchState } from '../search-url.ts';
import { messages } from './messages.ts';
import {
  courseTypeChoices,
  initialSearchValues,
  isValidSearch,
  restoreSearchValues,
  searchTypeChoices,
  showsCity,
  showsCourseTypes,
  showsDates,
  showsSearchTypes,
  splitScopes,
  toSearchState,
  validateSearchBox,
  type CourseTypeChoice,
  type SearchBoxError,
  type SearchBoxValues,
} from './search-params.ts';
import {
  Actions,
  FieldRow,
  Panel,
  ScopeGrid,
  StepHeader,
  StepHeading,
  StepLabel,
  TabBody,
} from './SearchBox.styles.ts';

export type ScopeCategory = MessagesResponse['scopeCategories'][number];

/**
 * The dropdown of further scopes loads when the visitor reaches for it, as the header's dropdowns
 * do: the menu's machinery is not needed to show the box, and most visitors choose a top scope.
 */
const FurtherScopes = lazy(() => import('./further-scopes.tsx'));

/**
 * Where the box's form goes before the page's scripts have taken over, or without them: a scope
 * button opens `scopePage` with `scope=<id>`, a page that shows the filter step (it passes the
 * scope back in `initialQuery`); the search opens `resultsPage` with the search's parameters.
 * Both keep `keep`, the page's other query parameters (`aid`, `language`, …).
 */
export type SearchBoxAddresses = {
  scopePage: string;
  resultsPage: string;
  keep?: Readonly<Record<string, string>>;
};

export type SearchBoxProps = {
  /** The domain's search types (`configuration.types`). */
  types: readonly SearchType[];
  /** The domain's course types (`configuration.courseTypes`). */
  courseTypes: readonly CourseType[];
  /** The type of a new or reset search. @default EDUCATION when offered, else the first type */
  defaultType?: SearchType;
  /**
   * The scopes of the domain's audience: the lawyers' or the office staff's, in display order.
   * Those marked `top` are step 1's buttons (the first 8 when none is marked), the others its
   * dropdown of further scopes.
   */
  scopes: readonly ScopeEntry[];
  /** Groups for the dropdown of further scopes (the messages' `scopeCategories`). */
  scopeCategories?: readonly ScopeCategory[];
  /** The second tab, a cross-link to another site: `label` is a message id, `href` the URL. */
  secondaryTab?: { label: string; href: string };
  /**
   * The last search's query parameters (session storage `rf_search`), to restore scope, type,
   * course type, dates, city and radius. It may arrive after the first render, since storage is
   * read only in the browser; the form takes over each new object once.
   */
  initialQuery?: Readonly<Record<string, string>> | null;
  /**
   * Called with the search. The caller navigates to the results, with the search's parameters
   * (`searchBoxKeys`) replaced in the current query (`replaceSearchInQuery`).
   */
  onSearch: (search: SearchState) => void;
  /** Today as `YYYY-MM-DD`, for stories and tests. @default today in Germany (`germanToday`) */
  today?: string;
  /** The addresses that make the box work without scripts; without them it needs them. */
  addresses?: SearchBoxAddresses;
};

type Step = 'scope' | 'filters';

const typeLabels: Record<SearchType, MessageDescriptor> = {
  EDUCATION: messages.typeEDUCATION,
  SPECIALIZATION: messages.typeSPECIALIZATION,
  RENO: messages.typeRENO,
};
const courseTypeLabels: Record<CourseTypeChoice, MessageDescriptor> = {
  ALL: messages.courseTypeALL,
  ONLINE: messages.courseTypeONLINE,
  PRESENT: messages.courseTypePRESENT,
  SELF: messages.courseTypeSELF,
};
const errorTexts: Record<SearchBoxError, MessageDescriptor> = {
  required: messages.errorRequired,
  notInFuture: messages.errorNotInFuture,
  endBeforeStart: messages.errorEndBeforeStart,
};

/**
 * The start-page search box (docs/routes-and-screens.md; docs/entities-and-states.md, states; docs/rules.md, validation). Step 1 chooses a scope from the top
 * scopes or the dropdown of further scopes; step 2 narrows the search by type, course type,
 * city and radius and dates, and hands the query parameters to `onSearch`. A second tab can
 * lead to another site. It knows neither router nor storage: the site passes both in.
 */
export function SearchBox({
  types,
  courseTypes,
  defaultType,
  scopes,
  scopeCategories = [],
  secondaryTab,
  initialQuery = null,
  onSearch,
  today: todayProp,
  addresses,
}: SearchBoxProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  const [germanDay] = useState(() => germanToday());
  const today = todayProp ?? germanDay;
  const setup = { types, courseTypes, defaultType };

  const [values, setValues] = useState<SearchBoxValues>(() =>
    initialQuery
      ? restoreSearchValues(initialQuery, { ...setup, scopes }, today)
      : initialSearchValues(setup, today),
  );
  const [step, setStep] = useState<Step>(() => (values.scope ? 'filters' : 'scope'));
  // Remounts the fields on a reset or restore, so that half-typed text goes too.
  const [generation, setGeneration] = useState(0);
  const [restoredFrom, setRestoredFrom] = useState(initialQuery);
  if (initialQuery !== restoredFrom) {
    setRestoredFrom(initialQuery);
    if (initialQuery) {
      const restored = restoreSearchValues(initialQuery, { ...setup, scopes }, today);
      setValues(restored);
      setStep(restored.scope ? 'filters' : 'scope');
      setGeneration((current) => current + 1);
    }
  }

  // After the user changes the step, focus goes to the new step's heading.
  const moveFocus = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    moveFocus.current = true;
    setStep(next);
  };

  const set = <K extends keyof SearchBoxValues>(key: K, value: SearchBoxValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const chooseScope = (scope: ScopeEntry) => {
    set('scope', { id: scope.id, name: scope.name });
    goTo('filters');
  };
  const reset = () => {
    setValues(initialSearchValues(setup, today));
    setGeneration((current) => current + 1);
    goTo('scope');
  };

  const errors = validateSearchBox(values, today);
  const valid = isValidSearch(errors);
  const errorText = (key: keyof typeof errors) => {
    const error = errors[key];
    if (!error) return undefined;
    if (key === 'dateFrom' && error === 'required') {
      return formatMessage(messages.errorDateFromRequired);
    }
    return formatMessage(errorTexts[error]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSearch(toSearchState(values));
  };

  const { top, further } = splitScopes(scopes);
  const groups = scopeCategories
    .map((category) => ({
      ...category,
      scopes: further.filter((scope) => category.scopeIds.includes(scope.id)),
    }))
    .filter((group) => group.scopes.length > 0);
  const grouped = new Set(groups.flatMap((group) => group.scopes.map((scope) => scope.id)));
  const ungrouped = further.filter((scope) => !grouped.has(scope.id));

  const scopeStep = (
    <Stack gap="md">
      <StepHeading level={2} size="lg" tabIndex={-1} ref={headingRef} id={`${id}-heading`}>
        {formatMessage(messages.scopeHeading)}
      </StepHeading>
      <ScopeGrid aria-label={formatMessage(messages.topScopes)}>
        {top.map((scope) => (
          <li key={scope.id}>
            <Button
              variant="secondary"
              // Without scripts the scope is an address: the page that shows its filter step.
              {...(addresses
                ? {
                    type: 'submit' as const,
                    name: 'scope',
                    value: String(scope.id),
                    formAction: addresses.scopePage,
                    formMethod: 'get',
                  }
                : {})}
              onClick={(event) => {
                event.preventDefault();
                chooseScope(scope);
              }}
            >
              {scope.name}
            </Button>
          </li>
        ))}
      </ScopeGrid>
      {further.length > 0 && (
        <div>
          <DeferredDropdownMenu
            label={formatMessage(messages.furtherScopes)}
            menu={(triggerRef) => (
              <FurtherScopes
                label={formatMessage(messages.furtherScopes)}
                groups={groups}
                ungrouped={ungrouped}
                otherLabel={formatMessage(messages.otherScopes)}
                onChoose={chooseScope}
                triggerRef={triggerRef}
              />
            )}
          />
        </div>
      )}
    </Stack>
  );

  const typeChoices = searchTypeChoices(types);
  const filterStep = values.scope && (
    <Stack gap="md">
      <StepHeader>
        <StepHeading level={2} size="lg" tabIndex={-1} ref={headingRef} id={`${id}-heading`}>
          <StepLabel>{formatMessage(messages.chosenScope)}</StepLabel>
          {values.scope.name}
        </StepHeading>
        <Button
          variant="tertiary"
          size="sm"
          icon={<Icon name="chevronLeft" size="sm" />}
          onClick={() => goTo('scope')}
        >
          {formatMessage(messages.back)}
        </Button>
      </StepHeader>
      {showsSearchTypes(types) && (
        <RadioGroup
          appearance="segmented"
          label={formatMessage(messages.typeLabel)}
          required
          options={typeChoices.map((type) => ({
            value: type,
            label: formatMessage(typeLabels[type]),
          }))}
          value={values.type ?? ''}
          onValueChange={(type) => set('type', type as SearchType)}
          error={errorText('type')}
        />
      )}
      {showsCourseTypes(values.type) && (
        <RadioGroup
          appearance="segmented"
          label={formatMessage(messages.courseTypeLabel)}
          required
          options={courseTypeChoices(courseTypes).map((courseType) => ({
            value: courseType,
            label: formatMessage(courseTypeLabels[courseType]),
          }))}
          value={values.courseType ?? ''}
          onValueChange={(courseType) => set('courseType', courseType as CourseTypeChoice)}
          error={errorText('courseType')}
        />
      )}
      {showsCity(values) && (
        <CityRadiusField
          key={`city-${generation}`}
          id={`${id}-place`}
          city={values.city}
          radius={values.radius}
          onCityChange={(city) => set('city', city)}
          onRadiusChange={(radius) => set('radius', radius)}
        />
      )}
      {showsDates(values) && (
        <FieldRow key={`dates-${generation}`}>
          <DateField
            label={formatMessage(messages.dateFromLabel)}
            required
            value={values.dateFrom}
            onValueChange={(date) => set('dateFrom', date)}
            error={errorText('dateFrom')}
          />
          <DateField
            label={formatMessage(messages.dateToLabel)}
            value={values.dateTo}
            onValueChange={(date) => set('dateTo', date)}
            error={errorText('dateTo')}
          />
        </FieldRow>
      )}
    </Stack>
  );

  // What the form sends where the browser sends it: the search, and the page's other parameters.
  const hidden = [
    ...Object.entries(addresses?.keep ?? {}),
    ...(addresses && step === 'filters' && valid
      ? [...writeSearchState(toSearchState(values))]
      : []),
  ];
  const searchTab = (
    <TabBody>
      <form
        noValidate
        method="get"
        action={addresses?.resultsPage}
        onSubmit={submit}
        // Named only in step 2; in step 1 the box's region already names it.
        aria-label={
          values.scope && step === 'filters'
            ? formatMessage(messages.filterForm, { scope: values.scope.name })
            : undefined
        }
      >
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Stack gap="md">
          {step === 'filters' && filterStep ? filterStep : scopeStep}
          <Actions>
            <Button type="submit" disabled={!valid} icon={<Icon name="search" size="sm" />}>
              {formatMessage(valid ? messages.submit : messages.chooseScope)}
            </Button>
            {step === 'filters' && (
              <Button variant="secondary" onClick={reset}>
                {formatMessage(messages.reset)}
              </Button>
            )}
          </Actions>
        </Stack>
      </form>
    </TabBody>
  );

  const items = [
    { value: 'search', label: formatMessage(messages.primaryTab), content: searchTab },
    ...(secondaryTab
      ? [
          {
            value: 'secondary',
            label: formatMessage({ id: secondaryTab.label }),
            content: (
              <TabBody>
                <Stack gap="md" align="start">
                  <Text>{formatMessage(messages.secondaryText)}</Text>
                  <Link href={secondaryTab.href} appearance="button" external>
                    {formatMessage(messages.secondaryLink, {
                      label: formatMessage({ id: secondaryTab.label }),
                    })}
                  </Link>
                </Stack>
              </TabBody>
            ),
          },
        ]
      : []),
  ];

  return (
    <Panel aria-labelledby={`${id}-tabs`}>
      <span id={`${id}-tabs`} hidden>
        {formatMessage(messages.tabsLabel)}
      </span>
      <Tabs label={formatMessage(messages.tabsLabel)} items={items} activationMode="manual" />
    </Panel>
  );
}
