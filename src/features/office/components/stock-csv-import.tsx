import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { WAREHOUSE_CODE } from '@/shared/contract/office-stock';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { useImportStock, type StockPreview } from '../api/product-stock';
import { CsvFilePicker, csvErrorText } from './csv-file-picker';
import { CsvRowErrors } from './csv-row-errors';

/** Counts of many products and places at once: a CSV of sku, place, quantity, previewed first. */
export function StockCsvImport() {
  const { t } = useLingui();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<StockPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useImportStock();

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setError(null);
    if (!file) return;
    const text = await file.text();
    setCsv({ name: file.name, text });
    importer.mutate({ csv: text, apply: false }, { onSuccess: setPreview, onError: (e) => setError(csvErrorText(e)) });
  };
  const apply = async () => {
    if (!csv || !preview) return;
    const ok = await confirm({
      title: t`Import stock counts?`,
      content: plural(preview.changed, { one: '# count will change at once.', other: '# counts will change at once.' }),
      confirmText: t`Import`,
    });
    if (!ok) return;
    importer.mutate(
      { csv: csv.text, apply: true },
      {
        onSuccess: (answer) => {
          setPreview(null);
          setCsv(null);
          showToast(plural(answer.changed, { one: '# count saved', other: '# counts saved' }));
        },
        onError: (e) => setError(csvErrorText(e)),
      },
    );
  };

  return (
    <section className="office-card office-card--after-list" aria-labelledby="office-stock-csv-title">
      <h2 id="office-stock-csv-title">{t`Counts by CSV`}</h2>
      <p>
        {t`One row per product and place: columns sku, place and quantity. The place is a store's code, or ${WAREHOUSE_CODE} for the warehouse. A file with any bad row is refused whole.`}
      </p>
      <CsvFilePicker fileName={csv?.name ?? null} error={error} onFile={(file) => void choose(file)} />
      {preview && (
        <div className="office-preview" aria-live="polite">
          <ul className="office-stats">
            <li>
              <strong>{preview.changed}</strong> {t`changed`}
            </li>
            <li>
              <strong>{preview.unchanged}</strong> {t`unchanged`}
            </li>
            <li className={preview.errors.length ? 'office-stats--bad' : undefined}>
              <strong>{preview.errors.length}</strong> {t`with errors`}
            </li>
          </ul>
          <CsvRowErrors errors={preview.errors} />
          <button
            type="button"
            className="roda-button"
            disabled={importer.isPending || preview.errors.length > 0 || preview.changed === 0}
            onClick={() => void apply()}
          >
            {t`Import`}
          </button>
        </div>
      )}
    </section>
  );
}
