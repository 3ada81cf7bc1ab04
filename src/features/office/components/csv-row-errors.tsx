import { useLingui } from '@lingui/react/macro';

/** A previewed file's bad rows (the first 100), with what to do about them. */
export function CsvRowErrors({ errors }: { errors: { row: number; message: string }[] }) {
  const { t } = useLingui();
  if (errors.length === 0) return null;
  return (
    <>
      <p className="office-error" role="alert">
        {t`Fix these rows and choose the file again; nothing will be imported until every row is right.`}
      </p>
      <ul className="office-row-errors">
        {errors.slice(0, 100).map((e) => (
          <li key={e.row}>{t`Row ${e.row}: ${e.message}`}</li>
        ))}
      </ul>
    </>
  );
}
