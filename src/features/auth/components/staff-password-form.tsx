import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { validationMessages } from '@/shared/lib/messages';
import { normaliseMalaysianMobile } from '@/shared/lib/phone';
import { validatePhone } from '@/shared/lib/validation';
import { showToast } from '@/shared/ui/toast';
import { useStaffLogin } from '../api/staff-login';
import { MobileNumberField } from './mobile-number-field';

/** Staff log in with their phone number and password (the OTP mode stays available). */
export function StaffPasswordForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const ids = { password: useId(), error: useId() };
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useStaffLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneError = validatePhone(phone);
    const problem = phoneError
      ? i18n._(validationMessages[phoneError])
      : password
        ? null
        : t`Please enter your password`;
    if (problem) {
      setError(problem);
      showToast(problem);
      return;
    }
    setError(null);
    login.mutate({ phone: normaliseMalaysianMobile(phone) as string, password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="login__form">
      <MobileNumberField value={phone} onChange={setPhone} errorId={error ? ids.error : undefined} />
      <label htmlFor={ids.password}>
        <Trans>Password</Trans>
      </label>
      <input
        id={ids.password}
        className="app-input"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p id={ids.error} className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={login.isPending}>
        {login.isPending ? t`Logging in…` : t`Staff log in`}
      </button>
      <p className="app-muted">
        <Trans>New staff member?</Trans>{' '}
        <Link to="/pages/login/StaffRegister" className="app-link">
          <Trans>Sign up for a staff account</Trans>
        </Link>
      </p>
    </form>
  );
}
