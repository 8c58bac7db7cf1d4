import { useIntl } from 'react-intl';
import type { CategoryRoute } from '@kursmarkt/schemas';
import { NotFoundRedirect } from '../catalogue/components/NotFoundRedirect.tsx';
import { useDomain } from '../domain.tsx';
import { categoryPages, pageOffered } from './search-pages.ts';
import { SearchResults } from './SearchResults.tsx';

/**
 * A listing area (`/fachanwaltslehrgaenge`, `/online-seminare`, …): a search with its preset;
 * the 404 page on a domain that does not offer it.
 */
export default function CategoryPage({ route }: { route: CategoryRoute }) {
  const intl = useIntl();
  const { configuration } = useDomain();
  const page = categoryPages[route];
  if (!pageOffered(page, configuration)) return <NotFoundRedirect />;
  return (
    <SearchResults
      title={intl.formatMessage(page.title)}
      preset={page.preset}
      defaults={page.defaults}
    />
  );
}
