import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import type { Store } from '@/shared/contract/orders';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { setClientState, useClientState } from '@/shared/lib/client-state';
import { formatMalaysianPhone, phoneHref } from '@/shared/lib/phone';
import { AreaSelector, type Area } from '@/shared/ui/area-selector';
import { EmptyState } from '@/shared/ui/empty-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { PageLoading } from '@/shared/ui/page-loading';
import '../stores.css';

export type StorePurpose = 'install' | 'pickup' | 'all';

interface StoreListPageProps {
  title: string;
  purpose: StorePurpose;
  initialArea?: Area | null;
  /** When given, each store has a Choose button (StoreListType). */
  onSelect?: (store: Store) => void;
  selectedId?: number;
  /** The order's lines: a store that holds too few of them is greyed out with what it lacks. */
  lines?: { productId: number; quantity: number }[] | undefined;
}

type LocationAsk = 'idle' | 'asking' | 'refused' | 'unavailable';

/** Partner stores: nearest first once the device shares its location, filtered by area and keyword. */
export function StoreListPage({ title, purpose, initialArea = null, onSelect, selectedId, lines }: StoreListPageProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const location = useClientState((s) => s.locationInfo);
  const [area, setArea] = useState<Area | null>(initialArea);
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [ask, setAsk] = useState<LocationAsk>('idle');
  const query = {
    purpose,
    ...(area ? { state: area.state, city: area.city } : {}),
    ...(keyword ? { keyword } : {}),
    ...(location ? { lat: location.latitude, lng: location.longitude } : {}),
    ...(lines && lines.length > 0 ? { lines } : {}),
  };
  const stores = useStoreList(query);
  const detailsOf = (name: string) => t`Details of ${name}`;
  const shortLabel = ({ name, left }: { name: string; left: number }) =>
    left > 0 ? t`${name} (only ${left} left)` : name;

  const askLocation = () => {
    if (!('geolocation' in navigator)) {
      setAsk('unavailable');
      return;
    }
    setAsk('asking');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setClientState({ locationInfo: { latitude: pos.coords.latitude, longitude: pos.coords.longitude } });
        setAsk('idle');
      },
      () => setAsk('refused'),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <>
      <NavBar title={title} onBack={goBack} />
      <main className="app-page stores">
        <section className="stores-filters" aria-label={t`Filter stores`}>
          <form
            role="search"
            className="stores-search"
            onSubmit={(e) => {
              e.preventDefault();
              setKeyword(keywordInput.trim());
            }}
          >
            <label className="roda-sr-only" htmlFor="store-keyword">{t`Store name or address`}</label>
            <input
              id="store-keyword"
              className="app-input"
              type="search"
              value={keywordInput}
              placeholder={t`Store name or address`}
              onChange={(e) => setKeywordInput(e.target.value)}
            />
            <button type="submit" className="roda-button">{t`Search`}</button>
          </form>
          <div className="stores-area">
            <AreaSelector value={area} onChange={setArea} label={t`State and city`} />
            {area && (
              <button type="button" className="app-link" onClick={() => setArea(null)}>
                {t`All areas`}
              </button>
            )}
          </div>
          {location ? (
            <p className="app-muted">{t`Sorted by distance from you`}</p>
          ) : (
            <div className="stores-location">
              <p className="app-muted">{t`Share your location to see the nearest stores first.`}</p>
              <button
                type="button"
                className="roda-button stores-location__ask"
                onClick={askLocation}
                disabled={ask === 'asking'}
              >
                {ask === 'asking' ? t`Finding you…` : t`Use my location`}
              </button>
              {ask === 'refused' && (
                <p
                  role="status"
                  className="app-muted"
                >{t`Location was not shared. You can still filter by state and city.`}</p>
              )}
              {ask === 'unavailable' && (
                <p role="status" className="app-muted">{t`This device cannot share its location.`}</p>
              )}
            </div>
          )}
        </section>
        {stores.isPending ? (
          <PageLoading onRetry={() => void stores.refetch()} />
        ) : stores.isError ? (
          <EmptyState
            title={t`Could not load the stores`}
            action={
              <button
                type="button"
                className="roda-button"
                onClick={() => void stores.refetch()}
              >{t`Try again`}</button>
            }
          />
        ) : stores.data.list.length === 0 ? (
          <EmptyState title={t`No stores found`} description={t`Try another area or keyword.`} />
        ) : (
          <ul className="stores-list" aria-label={t`Stores`}>
            {lines && lines.length > 0 && (
              <li className="app-muted stores-list__note">{t`Stores that have everything in your order come first.`}</li>
            )}
            {stores.data.list.map((store) => (
              <li
                key={store.id}
                className="stores-card"
                data-short={store.short && store.short.length > 0 ? 'true' : undefined}
                aria-current={store.id === selectedId ? 'true' : undefined}
              >
                <h2 className="stores-card__name">{store.name}</h2>
                {store.short && store.short.length > 0 && (
                  <p id={`store-short-${store.id}`} className="stores-card__short">
                    {t`Not in stock here:`} {store.short.map((s) => shortLabel(s)).join(', ')}
                  </p>
                )}
                <p className="app-muted">
                  {store.address}, {store.postcode} {store.city}, {store.state}
                </p>
                <p className="stores-card__meta">
                  <span>{store.kind === 'workshop' ? t`Workshop` : t`Outlet`}</span>
                  <span>
                    {store.opens}–{store.closes}
                  </span>
                  {store.distanceKm !== null && <span>{t`${store.distanceKm.toFixed(1)} km`}</span>}
                  <a href={phoneHref(store.phone)} className="app-link">
                    {formatMalaysianPhone(store.phone)}
                  </a>
                </p>
                <div className="stores-card__actions">
                  <Link
                    to="/pages-store/list/StoreDetail"
                    search={{ storeId: store.id }}
                    className="roda-button roda-button--secondary"
                    aria-label={detailsOf(store.name)}
                  >
                    {t`Details`}
                  </Link>
                  {onSelect && (
                    <button
                      type="button"
                      className="roda-button"
                      aria-label={t`Choose ${store.name}`}
                      disabled={(store.short?.length ?? 0) > 0}
                      aria-describedby={(store.short?.length ?? 0) > 0 ? `store-short-${store.id}` : undefined}
                      onClick={() => onSelect(store)}
                    >
                      {store.id === selectedId ? t`Chosen` : t`Choose`}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
