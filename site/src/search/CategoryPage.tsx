import { useIntl } from 'react-intl';
import type { CategoryRoute } from '@kursmarkt/schemas';
import { categoryPages } from './search-pages.ts';
import { SearchResults } from './SearchResults.tsx';

/** A listing area (`/fachanwaltslehrgaenge`, `/online-seminare`, …): a search with its preset. */
export default function CategoryPage({ route }: { route: CategoryRoute }) {
  const intl = useIntl();
  const page = categoryPages[route];
  return (
    <SearchResults
      title={intl.formatMessage(page.title)}
      preset={page.preset}
      defaults={page.defaults}
    />
  );
}
