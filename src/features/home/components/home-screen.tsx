import { lazy, Suspense, type ReactNode } from 'react';
import { hasFilters, type HomeSearch } from '../search';
import { BannerCarousel } from './banner-carousel';
import { CategoryGrid } from './category-grid';
import { Highlights } from './highlights';
import { SearchPanel } from './search-panel';

// only a search shows results: Home's first load does without them
const SearchResults = lazy(() => import('./search-results').then((m) => ({ default: m.SearchResults })));

/** Home: banners, categories, the search panel and (on the search page) the results the route composes in. */
export function HomeScreen({
  search,
  showResults,
  results,
}: {
  search: HomeSearch;
  showResults: boolean;
  results?: ReactNode;
}) {
  return (
    <div className="home">
      <BannerCarousel />
      <Highlights />
      <CategoryGrid search={search} />
      <SearchPanel key={JSON.stringify(search)} search={search} />
      {showResults && hasFilters(search) && (
        <Suspense fallback={null}>
          <SearchResults search={search}>{results}</SearchResults>
        </Suspense>
      )}
    </div>
  );
}
