import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** A refused import's words for the page: the server's message, never its code. */
export { errorText as csvErrorText } from '@/shared/lib/api-client';

/** The office's CSV file chooser: a button-like label, the chosen file's name, and what went wrong. */
export function CsvFilePicker({
  fileName,
  error,
  onFile,
}: {
  fileName: string | null;
  error: string | null;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useLingui();
  const fileId = useId();
  return (
    <>
      <label htmlFor={fileId} className="roda-button roda-button--secondary office-file">
        {t`Choose a CSV file`}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        className="office-file__input"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {fileName && <p className="office-file__name">{fileName}</p>}
      {error && (
        <p className="office-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
