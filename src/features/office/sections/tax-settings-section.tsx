import { TaxSettingsPage } from '../documents/tax-settings-page';

/** /office/tax-settings: the company's tax identity and MyInvois connection (the company). */
export default function TaxSettingsSection() {
  return <TaxSettingsPage />;
}
