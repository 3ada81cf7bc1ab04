import { useLingui } from '@lingui/react/macro';

/**
 * The office forms' visible "Required" beside a label. Hidden from screen readers: the control
 * itself says it (`required` or `aria-required`), so the word is not read twice.
 */
export function RequiredMark() {
  const { t } = useLingui();
  return (
    <span className="office-required" aria-hidden="true">
      {t`Required`}
    </span>
  );
}
