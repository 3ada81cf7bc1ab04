import { createFileRoute } from '@tanstack/react-router';
import { CsvImport } from '@/features/office/components/csv-import';

export const Route = createFileRoute('/office/import')({
  component: CsvImport,
});
