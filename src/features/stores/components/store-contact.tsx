import { useLingui } from '@lingui/react/macro';
import type { StoreDetail } from '@/shared/contract/orders';
import { formatMalaysianPhone, phoneHref } from '@/shared/lib/phone';
import '../stores.css';

/** Turn-by-turn in Waze to the store's position. */
export const wazeUrl = (lat: number, lng: number) => `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`;
/** Google Maps directions from where the reader is to the store's position. */
export const googleMapsUrl = (lat: number, lng: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** Where the store is and how to reach it: address, phone with a call link, directions in Waze or Google Maps. */
export function StoreContact({ store }: { store: StoreDetail }) {
  const { t } = useLingui();
  const phone = formatMalaysianPhone(store.phone);
  const newTab = <span className="roda-sr-only"> {t`(opens in a new tab)`}</span>;
  return (
    <section className="store-page__section" aria-labelledby="store-contact">
      <h2 id="store-contact">{t`Address and phone`}</h2>
      <address className="store-page__address">
        <p>
          {store.address}, {store.postcode} {store.city}, {store.state}
        </p>
        <p>
          <span className="app-muted">{t`Phone`}</span>{' '}
          <a className="app-link" href={phoneHref(store.phone)}>
            {phone}
          </a>
        </p>
      </address>
      <div className="store-page__directions">
        <a
          className="roda-button roda-button--secondary"
          href={wazeUrl(store.lat, store.lng)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Navigate with Waze`}
          {newTab}
        </a>
        <a
          className="roda-button roda-button--secondary"
          href={googleMapsUrl(store.lat, store.lng)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Directions in Google Maps`}
          {newTab}
        </a>
      </div>
    </section>
  );
}
