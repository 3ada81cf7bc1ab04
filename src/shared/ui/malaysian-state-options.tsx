import { useLingui } from '@lingui/react/macro';
import { malaysianStates } from '@/shared/lib/einvoice-buyer';

/** The options of a state select on LHDN's codes, with its prompt: one list for every form that asks. */
export function MalaysianStateOptions() {
  const { t } = useLingui();
  return (
    <>
      <option value="" disabled>
        {t`Choose a state`}
      </option>
      {malaysianStates.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </>
  );
}
