import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useInfiniteSearch } from '@kursmarkt/api';
import { usePageTitle } from '@kursmarkt/i18n';
import { defaultSearchRadius } from '@kursmarkt/schemas/rules';
import {
  activeFilterCount,
  effectiveSearch,
  lockedKeys,
  readSearchState,
  replaceSearchInQuery,
  toApiParams,
  writeSearchState,
  type SearchState,
} from '@kursmarkt/search';
import {
  Alert,
  Button,
  Card,
  Container,
  Dialog,
  DialogClose,
  Grid,
  Heading,
  Skeleton,
  SpinnerButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { CourseCard } from './CourseCard.tsx';
import { searchPageMessages as t } from './messages.ts';
import {
  FilterPanel,
  Layout,
  MoreRow,
  Page,
  PanelHeader,
  PhoneFilters,
  ResultItem,
  Results,
} from './search.styles.ts';
import { SearchFilters } from './SearchFilters.tsx';
import { AdvertBanner, searchBannerFilter } from '../shell/AdvertBanner.tsx';
import type { SearchPageSetup } from './search-pages.ts';
import { scopeName } from './search-setup.ts';
import {
  parseStoredSearch,
  searchStorageKey,
  storeFilter,
  storeSearch,
  useStoredFilter,
} from './search-storage.ts';
import { SaveSearchButton } from '../favorites/SaveSearchButton.tsx';

export type SearchResultsProps = Omit<SearchPageSetup, 'title'> & {
  /** The page's h1 and title; a skeleton holds its place while it is `undefined`. */
  title: string | undefined;
  /** Holds the search back, e.g. until the city of a city page is known. @default false */
  paused?: boolean;
};

const placeholderCount = 3;

function readStoredSearchOnce() {
  try {
    return parseStoredSearch(sessionStorage.getItem(searchStorageKey));
  } catch {
    return null;
  }
}

/**
 * A results page: heading and count, the editable filters, the courses with "Mehr laden", an
 * empty state and an error state (docs/routes-and-screens.md; docs/entities-and-states.md, states; docs/api.md, errors). The URL's query is the search
 * (shareable); the page's preset is added to it. The last search is kept in session storage
 * (`rf_search`) and comes back when the page is opened again without a search in its URL.
 */
export function SearchResults({ title, preset, defaults, paused = false }: SearchResultsProps) {
  const intl = useIntl();
  const { configuration, messages } = useDomain();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const headingId = useId();

  const queryText = query.toString();
  const state = useMemo(() => readSearchState(new URLSearchParams(queryText)), [queryText]);
  const stateText = writeSearchState(state).toString();
  const page = useMemo(() => ({ preset, defaults }), [preset, defaults]);
  const search = useMemo(
    () => effectiveSearch(state, page, configuration.types),
    [state, page, configuration.types],
  );
  const searchText = writeSearchState(search).toString();
  const params = useMemo(
    () => toApiParams(search, intl.locale),
    // The text stands for the search: an equal search keeps the same params object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchText, intl.locale],
  );
  const result = useInfiniteSearch(paused ? null : params, { shouldRetryOnError: false });
  const { courses, count, countCapped, filters, hasMore, error, isLoading } = result;

  // The first run after opening the page brings back the stored search of this page when the
  // URL has none; every search after that is stored (session storage, browser only).
  const restoreCheckedFor = useRef<string | null>(null);
  useEffect(() => {
    if (paused) return;
    if (restoreCheckedFor.current !== pathname) {
      restoreCheckedFor.current = pathname;
      const stored = readStoredSearchOnce();
      if (!stateText && stored?.path === pathname && Object.keys(stored.query).length > 0) {
        const restored = readSearchState(new URLSearchParams(stored.query));
        const next = replaceSearchInQuery(new URLSearchParams(window.location.search), restored);
        navigate({ pathname, search: `?${next}` }, { replace: true });
        return;
      }
    }
    storeSearch({
      path: pathname,
      query: Object.fromEntries(new URLSearchParams(stateText)),
      search: Object.fromEntries(new URLSearchParams(searchText)),
    });
  }, [paused, stateText, searchText, pathname, navigate]);

  // A failed search is logged; the page says so and offers another try (docs/api.md, errors).
  useEffect(() => {
    if (error) console.error('The course search failed.', error);
  }, [error]);

  // After "Mehr laden", focus goes to the first course that came in.
  const listRef = useRef<HTMLElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || courses.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-course-link]')[from]?.focus();
  }, [courses.length]);

  const storedFilter = useStoredFilter();
  const filtersOpen = storedFilter?.open ?? true;

  const update = (patch: SearchState) =>
    setQuery(replaceSearchInQuery(query, { ...state, ...patch }), { replace: true });
  const resetFilters = () => setQuery(replaceSearchInQuery(query, {}), { replace: true });

  const scope = search.scope
    ? (scopeName(messages, search.scope) ?? search.selectedScopeName)
    : undefined;
  const heading =
    title && scope && !preset.scope
      ? intl.formatMessage(t.titleWithScope, { title, scope })
      : title;
  usePageTitle(heading);

  const locked = useMemo(() => lockedKeys(preset), [preset]);
  const radius = state.radius ?? defaults?.radius ?? defaultSearchRadius;
  const hasFilters = stateText !== '';
  const filterCount = activeFilterCount(state);
  const filterControls = (
    <Stack gap="lg">
      <SearchFilters
        state={state}
        search={search}
        locked={locked}
        radius={radius}
        facets={filters}
        onChange={update}
      />
      {hasFilters && (
        <Button variant="secondary" onClick={resetFilters}>
          {intl.formatMessage(t.resetFilters)}
        </Button>
      )}
    </Stack>
  );

  const status: ReactNode = error
    ? null
    : count === undefined
      ? intl.formatMessage(t.loading)
      : countCapped
        ? intl.formatMessage(t.countCapped, { count })
        : intl.formatMessage(t.count, { count });

  return (
    <Container>
      <Page>
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={1} id={headingId}>
              {heading ?? (
                <>
                  <VisuallyHidden>{intl.formatMessage(t.loading)}</VisuallyHidden>
                  <Skeleton variant="text" width="50%" />
                </>
              )}
            </Heading>
            <Text role="status" tone="secondary">
              {status}
            </Text>
            <SaveSearchButton search={{ ...preset, ...state }} />
          </Stack>
          <Layout>
            <FilterPanel aria-labelledby={`${headingId}-filters`}>
              <Stack gap="md">
                <PanelHeader>
                  <Heading level={2} size="md" id={`${headingId}-filters`}>
                    {intl.formatMessage(t.filters)}
                  </Heading>
                  <Button
                    variant="tertiary"
                    size="sm"
                    aria-expanded={filtersOpen}
                    aria-controls={`${headingId}-filter-body`}
                    onClick={() => storeFilter({ open: !filtersOpen })}
                  >
                    {intl.formatMessage(filtersOpen ? t.hideFilters : t.showFilters)}
                  </Button>
                </PanelHeader>
                <div id={`${headingId}-filter-body`} hidden={!filtersOpen}>
                  {filterControls}
                </div>
              </Stack>
            </FilterPanel>
            <PhoneFilters>
              <Dialog
                title={intl.formatMessage(t.filters)}
                trigger={
                  <Button variant="secondary">
                    {intl.formatMessage(t.openFilters, { count: filterCount })}
                  </Button>
                }
                footer={
                  <DialogClose>
                    <Button>{intl.formatMessage(t.showResults)}</Button>
                  </DialogClose>
                }
              >
                {filterControls}
              </Dialog>
            </PhoneFilters>
            <Results aria-labelledby={`${headingId}-results`}>
              <VisuallyHidden>
                <h2 id={`${headingId}-results`}>{intl.formatMessage(t.results)}</h2>
              </VisuallyHidden>
              {error ? (
                <Alert tone="danger" title={intl.formatMessage(t.errorTitle)}>
                  <Stack gap="sm" align="start">
                    <Text>{intl.formatMessage(t.errorText)}</Text>
                    <Button variant="secondary" size="sm" onClick={() => void result.mutate()}>
                      {intl.formatMessage(t.retry)}
                    </Button>
                  </Stack>
                </Alert>
              ) : isLoading || count === undefined ? (
                <Grid minItemWidth="size.cardMin" aria-hidden="true">
                  {Array.from({ length: placeholderCount }, (_, index) => (
                    <Card key={index}>
                      <Card.Body>
                        <Stack gap="sm">
                          <Skeleton variant="text" width="80%" />
                          <Skeleton variant="text" width="40%" />
                          <Skeleton variant="rect" />
                        </Stack>
                      </Card.Body>
                    </Card>
                  ))}
                </Grid>
              ) : courses.length === 0 ? (
                <Stack gap="sm" align="start">
                  <Heading level={3} size="md">
                    {intl.formatMessage(t.emptyTitle)}
                  </Heading>
                  <Text>{intl.formatMessage(t.emptyText)}</Text>
                  {hasFilters && (
                    <Button variant="secondary" onClick={resetFilters}>
                      {intl.formatMessage(t.resetFilters)}
                    </Button>
                  )}
                </Stack>
              ) : (
                <>
                  <Grid as="ol" minItemWidth="size.cardMin" ref={listRef}>
                    {courses.map((course) => (
                      <ResultItem key={course.id}>
                        <CourseCard
                          course={course}
                          action={<BookmarkToggle courseId={course.id} courseName={course.name} />}
                        />
                      </ResultItem>
                    ))}
                  </Grid>
                  {hasMore && (
                    <MoreRow>
                      <SpinnerButton
                        variant="secondary"
                        onClick={() => {
                          focusFrom.current = courses.length;
                          return result.loadMore();
                        }}
                      >
                        {intl.formatMessage(t.loadMore)}
                      </SpinnerButton>
                    </MoreRow>
                  )}
                </>
              )}
            </Results>
          </Layout>
          <AdvertBanner placement="search" {...searchBannerFilter(search)} />
        </Stack>
      </Page>
    </Container>
  );
}
