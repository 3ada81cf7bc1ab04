import { useLingui } from '@lingui/react/macro';
import { showToast } from '@/shared/ui/toast';

/** A gateway's or our id, small: its label, the id (cut with an ellipsis when long, whole on hover) and a copy button. */
export function CopyId({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showToast(t`Copied ${value}`),
      () => showToast(t`Could not copy. Select the id and copy it instead.`),
    );
  return (
    <span className="office-pay-id">
      <span className="office-pay-id__label">{label}</span>
      <span className="office-pay-id__box">
        <code className="office-pay-id__value" title={value}>
          {value}
        </code>
        <button type="button" className="office-pay-id__copy" onClick={() => void copy()} aria-label={t`Copy ${label}`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M5 15V6a2 2 0 0 1 2-2h9" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </span>
    </span>
  );
}
