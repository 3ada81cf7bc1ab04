import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ResponseOf } from '@/shared/contract/define-call';
import type { officeProductImport } from '@/shared/contract/office';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { exportProducts } from '../api/export-products';
import { useImportProducts } from '../api/import-products';
import { CsvFilePicker, csvErrorText } from './csv-file-picker';
import { CsvRowErrors } from './csv-row-errors';
import { errorText } from '@/shared/lib/api-client';

type Preview = ResponseOf<typeof officeProductImport>;

/** CSV export of every product, and an import that shows what it will do before it does it. */
export function CsvImport() {
  const { t } = useLingui();
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useImportProducts();

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
      title: t`Import products?`,
      content: t`${preview.created.length} new and ${preview.changed.length} changed products will be saved at once.`,
      confirmText: t`Import`,
    });
    if (!ok) return;
    importer.mutate(
      { csv: csv.text, apply: true },
      {
        onSuccess: (answer) => {
          setPreview(null);
          setCsv(null);
          showToast(
            plural(answer.created.length + answer.changed.length, {
              one: '# product saved',
              other: '# products saved',
            }),
          );
        },
        onError: (e) => setError(csvErrorText(e)),
      },
    );
  };

  return (
    <section className="office-section" aria-labelledby="office-import-title">
      <div className="office-head">
        <h1 id="office-import-title">
          <Trans>Import and export</Trans>
        </h1>
      </div>
      <div className="office-card">
        <h2>
          <Trans>Export</Trans>
        </h2>
        <p>
          {t`Every product as a CSV file: names in three languages, prices in RM with two decimals, specification and fitment in words. The import reads the same file back.`}
        </p>
        <button
          type="button"
          className="roda-button roda-button--secondary"
          onClick={() => exportProducts().catch((e: Error) => showToast(errorText(e)))}
        >
          <Trans>Download CSV</Trans>
        </button>
      </div>
      <div className="office-card">
        <h2>
          <Trans>Import</Trans>
        </h2>
        <p>
          {t`Products are matched by SKU: new SKUs are added, known ones changed. A file with any bad row is refused whole.`}
        </p>
        <ul>
          <li>{t`Prices in RM with at most two decimals, such as 129.00 (129 and 129.5 are read too).`}</li>
          <li>{t`Specification as name: value pairs, such as vlt_percent: 35; seat_type: booster.`}</li>
          <li>
            {t`Fitment as all cars, tyre: 205/55R16, wiper: long 24in, body types: sedan, hatchback, or cars such as Perodua Myvi 2018-2022; Proton Saga 2016 (variant: 1.3 Standard, transmission: CVT).`}
          </li>
          <li>{t`A backslash keeps a ; , ( or ) in a name, and a space or : in a make, as written.`}</li>
        </ul>
        <CsvFilePicker fileName={csv?.name ?? null} error={error} onFile={(file) => void choose(file)} />
        {preview && (
          <div className="office-preview" aria-live="polite">
            <ul className="office-stats">
              <li>
                <strong>{preview.created.length}</strong> {t`new`}
              </li>
              <li>
                <strong>{preview.changed.length}</strong> {t`changed`}
              </li>
              <li>
                <strong>{preview.unchanged}</strong> {t`unchanged`}
              </li>
              <li className={preview.errors.length ? 'office-stats--bad' : undefined}>
                <strong>{preview.errors.length}</strong> {t`with errors`}
              </li>
            </ul>
            <CsvRowErrors errors={preview.errors} />
            {preview.changed.length > 0 && (
              <p className="office-preview__skus">{t`Changed: ${preview.changed.slice(0, 30).join(', ')}`}</p>
            )}
            {preview.created.length > 0 && (
              <p className="office-preview__skus">{t`New: ${preview.created.slice(0, 30).join(', ')}`}</p>
            )}
            <button
              type="button"
              className="roda-button"
              disabled={
                importer.isPending || preview.errors.length > 0 || preview.created.length + preview.changed.length === 0
              }
              onClick={() => void apply()}
            >
              <Trans>Import</Trans>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
