import type { ReactNode } from 'react';
import { hasFilters, type HomeSearch } from '../search';
import { BannerCarousel } from './banner-carousel';
import { CategoryGrid } from './category-grid';
import { Highlights } from './highlights';
import { SearchPanel } from './search-panel';
import { SearchResults } from './search-results';

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
      {showResults && hasFilters(search) && <SearchResults search={search}>{results}</SearchResults>}
    </div>
  );
}
