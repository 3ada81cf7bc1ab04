import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { errorText } from '@/shared/lib/api-client';
import { validationMessages } from '@/shared/lib/messages';
import { formatMalaysianPhone } from '@/shared/lib/phone';
import { validateOtp } from '@/shared/lib/validation';
import { confirm } from '@/shared/ui/modal';
import { showToast } from '@/shared/ui/toast';
import { useDeleteAccount, useSendDeletionCode } from '../api/delete-account';
import '../privacy.css';

/**
 * The code sent to the account's own phone, then a last confirmation: the deletion itself. Errors
 * (a wrong or expired code, an order that started meanwhile) are shown beside the code field.
 */
export function DeleteAccountForm({
  phone,
  cancelCount,
  onDeleted,
}: {
  phone: string;
  cancelCount: number;
  onDeleted: () => void;
}) {
  const { t, i18n } = useLingui();
  const ids = { code: useId(), error: useId(), hint: useId() };
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCountdown();
  const sendCode = useSendDeletionCode();
  const remove = useDeleteAccount();

  const send = () => {
    setError(null);
    sendCode.mutate(phone, {
      onSuccess: (answer) => {
        setSent(true);
        startCooldown(answer.cooldownSeconds || 60);
        showToast(t`Verification code sent`);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = (sent ? null : 'codeNotSent') ?? validateOtp(code);
    if (problem) return setError(i18n._(validationMessages[problem]));
    setError(null);
    const ok = await confirm({
      title: t`Delete your account?`,
      content:
        cancelCount > 0
          ? t`Your account and personal data are deleted now, and the unpaid orders listed are cancelled. This cannot be undone.`
          : t`Your account and personal data are deleted now. This cannot be undone.`,
      confirmText: t`Delete`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    remove.mutate(code, { onSuccess: onDeleted, onError: (failure) => setError(errorText(failure)) });
  };

  return (
    <form className="delete-account-form" onSubmit={(e) => void submit(e)} noValidate>
      <p id={ids.hint} className="delete-account-text">
        <Trans>We will text a code to {formatMalaysianPhone(phone)} to confirm it is you.</Trans>
      </p>
      <div className="app-field">
        <label htmlFor={ids.code}>
          <Trans>Verification code</Trans>
        </label>
        <div className="delete-account-code">
          <input
            id={ids.code}
            className="app-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <button
            type="button"
            className="roda-button delete-account-code__send"
            disabled={cooldown > 0 || sendCode.isPending}
            onClick={send}
          >
            {cooldown > 0 ? t`Resend in ${cooldown}s` : sent ? t`Resend code` : t`Send code`}
          </button>
        </div>
        {error && (
          <p id={ids.error} className="app-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="roda-button roda-button--danger app-block delete-account-submit"
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
      >
        {remove.isPending ? t`Deleting…` : t`Delete my account`}
      </button>
    </form>
  );
}
