import { useIntl } from 'react-intl';
import { searchPage } from './search-pages.ts';
import { SearchResults } from './SearchResults.tsx';

/** /search: the results of a search from the search box, a scope link or a shared URL. */
export default function SearchPage() {
  const intl = useIntl();
  return (
    <SearchResults
      title={intl.formatMessage(searchPage.title)}
      preset={searchPage.preset}
      defaults={searchPage.defaults}
    />
  );
}
