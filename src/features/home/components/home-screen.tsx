import type { ReactNode } from 'react';
import { preloadable } from '@/shared/lib/preloadable';
import { hasFilters, type HomeSearch } from '../search';
import { BannerCarousel } from './banner-carousel';
import { CategoryGrid } from './category-grid';
import { Highlights } from './highlights';
import { SearchPanel } from './search-panel';

// only a search shows results: Home's first load does without them, and fetches them as soon as
// the user starts one (a tap or a key in the categories or the search panel)
const { Component: SearchResults, preload: preloadSearchResults } = preloadable(() =>
  import('./search-results').then((m) => m.SearchResults),
);

/** Home: banners, categories, the search panel and (on the search page) the results the route composes in. */
export function HomeScreen({
  search,
  showResults,
  results,
  onSearchIntent,
}: {
  search: HomeSearch;
  showResults: boolean;
  results?: ReactNode;
  /** The user started a search: the route may fetch what will show its results. */
  onSearchIntent?: () => void;
}) {
  const intent = () => {
    void preloadSearchResults().catch(() => undefined);
    onSearchIntent?.();
  };
  return (
    <div className="home" onPointerDownCapture={intent} onKeyDownCapture={intent}>
      <BannerCarousel />
      <Highlights />
      <CategoryGrid search={search} />
      <SearchPanel key={JSON.stringify(search)} search={search} />
      {showResults && hasFilters(search) && <SearchResults search={search}>{results}</SearchResults>}
    </div>
  );
}
