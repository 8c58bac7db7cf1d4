import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useCity } from '@kursmarkt/api';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { useDomain } from '../domain.tsx';
import { searchPageMessages as t } from './messages.ts';
import { idFromSegment } from '@kursmarkt/schemas/rules';
import { cityPageSetup } from './search-pages.ts';
import { scopeName } from './search-setup.ts';
import { SearchResults } from './SearchResults.tsx';

/**
 * A city page, `/stadt/<name>-<cityId>` or `/stadt/<name>-<cityId>/<scope>-<scopeId>`: the
 * in-person courses near the city, in one scope when the path names one. A path without ids,
 * an unknown scope or an unknown city leads to the 404 page.
 */
export default function CityPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { messages } = useDomain();
  const params = useParams<{ city: string; scope?: string }>();
  const cityId = idFromSegment(params.city);
  const scopeId = params.scope === undefined ? undefined : idFromSegment(params.scope);
  const scopeLabel = scopeId ? scopeName(messages, scopeId) : undefined;
  const valid =
    cityId !== null && scopeId !== null && (scopeId === undefined || scopeLabel !== undefined);

  // An unknown city answers 404, which the API client already turns into the 404 page.
  const { data, error } = useCity(valid ? cityId : null);
  const notFound = !valid || error?.status === 404;
  useEffect(() => {
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);

  const cityName = data?.name;
  const setup = useMemo(
    () =>
      cityPageSetup(
        { id: cityId ?? 0, name: cityName },
        scopeId === undefined || scopeId === null ? undefined : { id: scopeId, name: scopeLabel },
      ),
    [cityId, cityName, scopeId, scopeLabel],
  );

  if (notFound) return <NotFoundPage />;
  const title =
    cityName === undefined
      ? undefined
      : scopeLabel
        ? intl.formatMessage(t.cityScopeTitle, { city: cityName, scope: scopeLabel })
        : intl.formatMessage(t.cityTitle, { city: cityName });
  // The search waits for the city: an unknown city would make it fail before the 404 page.
  return (
    <SearchResults
      title={title}
      preset={setup.preset}
      defaults={setup.defaults}
      paused={cityName === undefined}
    />
  );
}
