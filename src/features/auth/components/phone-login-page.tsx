import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { getClientState } from '@/shared/lib/client-state';
import { isStaff } from '@/shared/lib/session';
import { validationMessages } from '@/shared/lib/messages';
import { normaliseMalaysianMobile } from '@/shared/lib/phone';
import { validatePhone, validatePhoneLogin } from '@/shared/lib/validation';
import { NavBar } from '@/shared/ui/nav-bar';
import { showToast } from '@/shared/ui/toast';
import { useClientLogin } from '../api/client-login';
import { useSendLoginCode } from '../api/send-sms';
import { MobileNumberField } from './mobile-number-field';
import { StaffPasswordForm } from './staff-password-form';

interface PhoneLoginPageProps {
  /** Where to go after logging in (an in-app path); the Me tab by default. */
  redirect?: string;
  /** 'staff': phone + password for staff; the code login otherwise. */
  mode?: 'otp' | 'staff';
}

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/** Phone + one-time code login with the agreement tick box (docs/product.md#login-checks). */
export function PhoneLoginPage({ redirect, mode = 'otp' }: PhoneLoginPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const ids = { code: useId(), agree: useId(), error: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [codeRequested, setCodeRequested] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCountdown();
  const sendCode = useSendLoginCode();
  const login = useClientLogin();

  const fail = (message: string) => {
    setError(message);
    showToast(message);
  };

  const requestCode = () => {
    const phoneError = validatePhone(phone);
    if (phoneError) return fail(i18n._(validationMessages[phoneError]));
    setError(null);
    sendCode.mutate(normaliseMalaysianMobile(phone) as string, {
      onSuccess: (answer) => {
        setCodeRequested(true);
        startCooldown(answer.cooldownSeconds);
        showToast(t`Verification code sent`);
      },
    });
  };

  const goOn = () => {
    if (redirect?.startsWith('/') && !redirect.startsWith('//')) void navigate({ href: redirect, replace: true });
    // staff start from their own day (the Workdesk), customers from Me
    else
      void navigate({
        to: '/',
        search: { tab: isStaff(getClientState().userInfo) ? 'workdesk' : 'me' },
        replace: true,
      });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePhoneLogin({ phone, code, agreed, codeRequested });
    if (problem) return fail(i18n._(validationMessages[problem]));
    setError(null);
    login.mutate(
      { phone: normaliseMalaysianMobile(phone) as string, code },
      {
        onSuccess: goOn,
      },
    );
  };

  return (
    <>
      <NavBar title={t`Log in`} onBack={goBack} />
      <main className="app-page login">
        <h2 className="login__welcome">
          <Trans>Welcome to Roda</Trans>
        </h2>
        <p className="app-muted">
          <Trans>Log in with your Malaysian mobile number. We will text you a 6-digit code.</Trans>
        </p>
        <div className="login__modes">
          <Link
            to="/pages/login/PhoneLogin"
            search={{ redirect, mode: mode === 'staff' ? undefined : 'staff' }}
            replace
            className="app-link"
          >
            {mode === 'staff' ? t`Log in with a verification code` : t`Staff: log in with a password`}
          </Link>
        </div>
        {mode === 'staff' ? (
          <StaffPasswordForm onDone={goOn} />
        ) : (
          <form onSubmit={submit} noValidate className="login__form">
            <MobileNumberField value={phone} onChange={setPhone} errorId={error ? ids.error : undefined} />
            <label htmlFor={ids.code}>
              <Trans>Verification code</Trans>
            </label>
            <div className="login__code">
              <input
                id={ids.code}
                className="app-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t`6-digit code`}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                aria-describedby={error ? ids.error : undefined}
              />
              <button
                type="button"
                className="roda-button login__send"
                onClick={requestCode}
                disabled={cooldown > 0 || sendCode.isPending}
              >
                {cooldown > 0 ? t`Resend in ${cooldown}s` : codeRequested ? t`Resend code` : t`Get code`}
              </button>
            </div>
            <div className="login__agree">
              <input id={ids.agree} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
              <label htmlFor={ids.agree}>
                <Trans>I have read and agree to the</Trans>
              </label>{' '}
              <Link to="/pages-common/useragree/UserAgree" className="app-link">
                <Trans>User agreement</Trans>
              </Link>{' '}
              <Trans>and</Trans>{' '}
              <Link to="/pages-common/useragree/Policy" className="app-link">
                <Trans>Privacy policy</Trans>
              </Link>
            </div>
            {error && (
              <p id={ids.error} className="app-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="roda-button roda-button--primary app-block" disabled={login.isPending}>
              {login.isPending ? t`Logging in…` : t`Log in`}
            </button>
          </form>
        )}
      </main>
    </>
  );
}
