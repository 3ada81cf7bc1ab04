import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStoreList } from '@/shared/api/get-store-list';
import type { StaffRole } from '@/shared/contract/staff';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { specMessages, validationMessages } from '@/shared/lib/messages';
import { normaliseMalaysianMobile } from '@/shared/lib/phone';
import { validatePhone } from '@/shared/lib/validation';
import { NavBar } from '@/shared/ui/nav-bar';
import { Picker } from '@/shared/ui/picker';
import { showToast } from '@/shared/ui/toast';
import { useRegisterStaff } from '../api/register-staff';
import { useSendRegisterCode } from '../api/send-register-code';
import { validateRegister, type RegisterProblem } from '../register-form';
import { roleLabels } from '@/shared/lib/labels';

const ownMessages = {
  nameRequired: msg`Please enter your name`,
  companyRequired: msg`Please enter your company`,
  storeRequired: msg`Please choose your store`,
  roleRequired: msg`Please choose your role`,
};

/** The roles a new staff member may ask for (the company account is not signed up). */
const registerRoles: StaffRole[] = ['sales', 'technician', 'manager'];

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/** Staff sign-up (docs/product.md#staff-signup): the account waits for approval by the store manager or the company. */
export function StaffRegisterPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [form, setForm] = useState({
    name: '',
    phone: '',
    company: '',
    role: '' as StaffRole | '',
    password: '',
    confirmPassword: '',
    code: '',
  });
  const [storeId, setStoreId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [codeRequested, setCodeRequested] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCountdown();
  const stores = useStoreList();
  const sendCode = useSendRegisterCode();
  const register = useRegisterStaff();
  const storeName = stores.data?.list.find((s) => s.id === storeId)?.name;

  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const problemText = (p: RegisterProblem) =>
    i18n._(
      p in ownMessages
        ? ownMessages[p as keyof typeof ownMessages]
        : validationMessages[p as keyof typeof validationMessages],
    );
  const fail = (message: string) => {
    setError(message);
    showToast(message);
  };

  const requestCode = () => {
    const phoneError = validatePhone(form.phone);
    if (phoneError) return fail(i18n._(validationMessages[phoneError]));
    setError(null);
    sendCode.mutate(normaliseMalaysianMobile(form.phone) as string, {
      onSuccess: (answer) => {
        setCodeRequested(true);
        startCooldown(answer.cooldownSeconds || 60);
        showToast(t`Verification code sent`);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegister({ ...form, storeId, codeRequested, agreed });
    if (problem) return fail(problemText(problem));
    setError(null);
    register.mutate(
      {
        name: form.name.trim(),
        phone: normaliseMalaysianMobile(form.phone) as string,
        company: form.company.trim(),
        storeId: storeId as number,
        role: form.role as StaffRole,
        password: form.password,
        confirmPassword: form.confirmPassword,
        code: form.code,
        agree: true,
      },
      {
        onSuccess: () => {
          showToast(i18n._(specMessages.registrationPending), 3000);
          void navigate({ to: '/pages/login/PhoneLogin', search: { mode: 'staff' }, replace: true });
        },
      },
    );
  };

  const text = (key: 'name' | 'company', label: string, autoComplete: string) => (
    <>
      <label htmlFor={id(key)}>{label}</label>
      <input
        id={id(key)}
        className="app-input"
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(e) => set(key)(e.target.value)}
      />
    </>
  );

  return (
    <>
      <NavBar title={t`Staff sign-up`} onBack={goBack} />
      <main className="app-page login">
        <p className="app-muted">
          <Trans>Sign up as staff of a Roda store. Your store manager approves new accounts.</Trans>
        </p>
        <form onSubmit={submit} noValidate className="login__form">
          {text('name', t`Full name`, 'name')}
          <label htmlFor={id('phone')}>
            <Trans>Mobile number</Trans>
          </label>
          <div className="login__phone">
            <span className="login__prefix" aria-hidden="true">
              +60
            </span>
            <input
              id={id('phone')}
              className="app-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="12-345 6789"
              value={form.phone}
              onChange={(e) => set('phone')(e.target.value)}
            />
          </div>
          {text('company', t`Company`, 'organization')}
          <label htmlFor={id('store')}>
            <Trans>Store</Trans>
          </label>
          <button
            id={id('store')}
            type="button"
            className="app-input staff-picker-button"
            onClick={() => setPickerOpen(true)}
            disabled={!stores.data}
          >
            {storeName ?? t`Choose your store`}
          </button>
          <fieldset className="staff-roles">
            <legend>
              <Trans>Role</Trans>
            </legend>
            {registerRoles.map((role) => (
              <label key={role} className="staff-roles__option">
                <input
                  type="radio"
                  name={id('role')}
                  value={role}
                  checked={form.role === role}
                  onChange={() => set('role')(role)}
                />{' '}
                {i18n._(roleLabels[role])}
              </label>
            ))}
          </fieldset>
          <label htmlFor={id('password')}>
            <Trans>Password</Trans>
          </label>
          <input
            id={id('password')}
            className="app-input"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password')(e.target.value)}
            aria-describedby={id('rule')}
          />
          <p id={id('rule')} className="app-muted">
            <Trans>
              At least 8 characters, mixing at least two of letters, digits and symbols (a space counts). A few words
              make a good password; common passwords are refused.
            </Trans>
          </p>
          <label htmlFor={id('confirm')}>
            <Trans>Confirm password</Trans>
          </label>
          <input
            id={id('confirm')}
            className="app-input"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.target.value)}
          />
          <label htmlFor={id('code')}>
            <Trans>Verification code</Trans>
          </label>
          <div className="login__code">
            <input
              id={id('code')}
              className="app-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t`6-digit code`}
              value={form.code}
              onChange={(e) => set('code')(e.target.value.replace(/\D/g, ''))}
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
            <input id={id('agree')} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <label htmlFor={id('agree')}>
              <Trans>I have read and agree to the</Trans>
            </label>{' '}
            <Link to="/pages-common/useragree/UserAgree" className="app-link">
              <Trans>User agreement</Trans>
            </Link>
          </div>
          {error && (
            <p className="app-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="roda-button roda-button--primary app-block" disabled={register.isPending}>
            {register.isPending ? t`Signing up…` : t`Sign up`}
          </button>
        </form>
      </main>
      <Picker
        title={t`Choose your store`}
        open={pickerOpen}
        columns={[
          {
            key: 'store',
            label: t({ message: 'Store', context: 'workshop' }),
            options: (stores.data?.list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} · ${s.city}` })),
          },
        ]}
        value={storeId ? [String(storeId)] : []}
        onCancel={() => setPickerOpen(false)}
        onConfirm={([value]) => {
          setStoreId(value ? Number(value) : null);
          setPickerOpen(false);
        }}
      />
    </>
  );
}
