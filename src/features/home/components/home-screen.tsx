import { hasFilters, type HomeSearch } from '../search';
import { BannerCarousel } from './banner-carousel';
import { CategoryGrid } from './category-grid';
import { Highlights } from './highlights';
import { SearchPanel } from './search-panel';
import { SearchResults } from './search-results';

/** Home: banners, categories, the search panel and (on the search page) the results. */
export function HomeScreen({ search, showResults }: { search: HomeSearch; showResults: boolean }) {
  return (
    <div className="home">
      <BannerCarousel />
      <Highlights />
      <CategoryGrid active={search.category} />
      <SearchPanel key={JSON.stringify(search)} search={search} />
      {showResults && hasFilters(search) && <SearchResults search={search} />}
    </div>
  );
}
