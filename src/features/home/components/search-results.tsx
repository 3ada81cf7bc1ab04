import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { categoriesQueryOptions } from '@/shared/api/get-categories';
import { formatRM } from '@/shared/lib/format';
import { withoutFilter, type HomeSearch } from '../search';
import { carWordsIn } from '@/shared/labels/car-words';

type Filter = { key: 'category' | 'q' | 'car' | 'brand' | 'price'; label: string; value: string };

/**
 * The active search above its results, which the route composes in. Each filter is a chip that
 * removes itself; a new search brings the results into view and focus, since on a phone they sit
 * below the categories and the search panel.
 */
export function SearchResults({ search, children }: { search: HomeSearch; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const categories = useQuery(categoriesQueryOptions());
  const categoryName = categories.data?.find((c) => c.code === search.category)?.name ?? search.category;
  const words = (text: string | undefined) => (text ? carWordsIn(text, (m) => i18n._(m)) : text);
  const car = [search.make, search.model, search.year, search.variant, words(search.engine), words(search.transmission)]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  const price =
    search.priceMin !== undefined || search.priceMax !== undefined
      ? `${formatRM(Math.round((search.priceMin ?? 0) * 100))} – ${search.priceMax !== undefined ? formatRM(Math.round(search.priceMax * 100)) : t`any`}`
      : null;
  const filters: Filter[] = [
    ...(categoryName ? [{ key: 'category' as const, label: t`Category`, value: categoryName }] : []),
    ...(search.q ? [{ key: 'q' as const, label: t`Keyword`, value: search.q }] : []),
    ...(car ? [{ key: 'car' as const, label: t`Car`, value: car }] : []),
    ...(search.brand ? [{ key: 'brand' as const, label: t`Part brand`, value: search.brand }] : []),
    ...(price ? [{ key: 'price' as const, label: t`Price`, value: price }] : []),
  ];

  const searchKey = JSON.stringify(search);
  useEffect(() => {
    // a frame later: after the navigation's own scroll handling, which runs once this page rendered
    const frame = requestAnimationFrame(() => {
      const target = heading.current;
      if (!target) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [searchKey]);

  return (
    <section className="home-section home-results" aria-labelledby="home-results-title">
      <h2 id="home-results-title" className="home-section__title" ref={heading} tabIndex={-1}>
        <Trans>Search results</Trans>
      </h2>
      <ul className="home-query" aria-label={t`Filters`}>
        {filters.map(({ key, label, value }) => (
          <li key={key}>
            <button
              type="button"
              className="home-query__chip"
              aria-label={t`Remove filter ${label}: ${value}`}
              onClick={() =>
                void navigate({ to: '/pages/home/home', search: withoutFilter(search, key), resetScroll: false })
              }
            >
              <span className="home-query__text">
                <span className="home-query__label">{label}</span> {value}
              </span>
              <span aria-hidden="true" className="home-query__remove">
                ×
              </span>
            </button>
          </li>
        ))}
        <li>
          <Link to="/pages/home/home" className="app-link home-query__clear">
            <Trans>Clear search</Trans>
          </Link>
        </li>
      </ul>
      {children}
    </section>
  );
}
