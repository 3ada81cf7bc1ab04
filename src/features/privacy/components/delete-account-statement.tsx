import { Trans } from '@lingui/react/macro';
import '../privacy.css';

/** What a deletion removes now and what Roda keeps, and why (docs/product.md#personal-data-deletion). */
export function DeleteAccountStatement() {
  return (
    <>
      <section className="delete-account-section" aria-labelledby="delete-account-now">
        <h2 id="delete-account-now" className="delete-account-section__title">
          <Trans>Deleted now</Trans>
        </h2>
        <ul className="delete-account-list">
          <li>
            <Trans>Your profile: name, email, photo and phone number</Trans>
          </li>
          <li>
            <Trans>Your cars, your cart and your saved addresses</Trans>
          </li>
          <li>
            <Trans>Your messages, notification settings and devices</Trans>
          </li>
          <li>
            <Trans>The words and pictures you sent with feedback and complaints, and your review comments</Trans>
          </li>
          <li>
            <Trans>Your name, phone, email, plate and address on your past orders</Trans>
          </li>
          <li>
            <Trans>Every login: you are logged out on all your devices</Trans>
          </li>
        </ul>
      </section>
      <section className="delete-account-section" aria-labelledby="delete-account-kept">
        <h2 id="delete-account-kept" className="delete-account-section__title">
          <Trans>Kept, and why</Trans>
        </h2>
        <p className="delete-account-text">
          <Trans>
            Receipts and e-invoices are kept as issued for 7 years, because Malaysian tax law requires it. An e-invoice
            must name its buyer, so these documents keep your name and details. Nothing else does.
          </Trans>
        </p>
        <p className="delete-account-text">
          <Trans>
            Your past orders stay in the workshop’s books without your personal details. Your phone number can sign up
            again later as a new account, with nothing of the old one.
          </Trans>
        </p>
      </section>
    </>
  );
}
