import { CsvImport } from '../components/csv-import';

/** /office/import: CSV export and the all-or-nothing import. */
export default function ImportSection() {
  return <CsvImport />;
}
