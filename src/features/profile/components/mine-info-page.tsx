import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { UserInfo } from '@/shared/contract/user';
import { useImageUploads } from '@/shared/hooks/use-image-uploads';
import { specMessages, validationMessages } from '@/shared/lib/messages';
import { formatMalaysianPhone, normaliseMalaysianMobile } from '@/shared/lib/phone';
import { clearSession, isStaff } from '@/shared/lib/session';
import { validateEmail, validateOtp, validatePhone } from '@/shared/lib/validation';
import { BottomPopup } from '@/shared/ui/bottom-popup';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListCell } from '@/shared/ui/list-cell';
import { PageLoading } from '@/shared/ui/page-loading';
import { showToast } from '@/shared/ui/toast';
import { Upload } from '@/shared/ui/upload';
import { useChangePhone } from '../api/change-phone';
import { useCurrentUser } from '../api/get-current-user';
import { useSendChangeCode } from '../api/send-change-code';
import { useUpdateProfile } from '../api/update-profile';
import { useCountdown } from '@/shared/hooks/use-countdown';

/** MineInfo: name, email, avatar and phone; staff also store, store address and introduction. */
export function MineInfo() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (user.isError && !user.data) return <EmptyState title={t`Could not load your profile`} />;
  // the form copies the user once, so it waits for the server's answer (a restored copy may be older)
  if (!user.data || (!user.isFetchedAfterMount && user.isFetching)) return <PageLoading />;
  return <ProfileForm key={user.data.id} user={user.data} />;
}

function ProfileForm({ user }: { user: UserInfo }) {
  const { t, i18n } = useLingui();
  const ids = { name: useId(), email: useId(), intro: useId(), error: useId() };
  const staff = isStaff(user);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [introduction, setIntroduction] = useState(user.introduction);
  const [error, setError] = useState<string | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const avatar = useImageUploads('avatar');
  const save = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t`Please enter your name`);
    if (email.trim() !== '' && validateEmail(email)) return setError(i18n._(validationMessages.emailFormat));
    setError(null);
    const avatarId = avatar.ids()[0];
    save.mutate(
      {
        name: name.trim(),
        email: email.trim(),
        ...(avatarId ? { avatarId } : {}),
        ...(staff ? { introduction: introduction.trim() } : {}),
      },
      {
        onSuccess: () => {
          avatar.reset();
          showToast(t`Profile saved`);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        <div className="app-field">
          <span>
            <Trans>Profile picture</Trans>
          </span>
          <div className="profile-avatar">
            {user.avatarUrl && avatar.urls.length === 0 && (
              <img className="profile-avatar__image" src={user.avatarUrl} alt={t`Your profile picture`} />
            )}
            <Upload
              value={avatar.urls}
              onChange={avatar.setUrls}
              onUpload={avatar.onUpload}
              maxFiles={1}
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
              label={user.avatarUrl ? t`Change picture` : t`Add picture`}
            />
          </div>
        </div>
        <label className="app-field" htmlFor={ids.name}>
          <span>
            <Trans>Name</Trans>
          </span>
          <input
            id={ids.name}
            className="app-input"
            value={name}
            maxLength={60}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="app-field" htmlFor={ids.email}>
          <span>
            <Trans>Email</Trans>
          </span>
          <input
            id={ids.email}
            className="app-input"
            type="email"
            value={email}
            autoComplete="email"
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {staff && (
          <>
            <ListCell title={t`Store`} value={user.storeName ?? '–'} />
            <ListCell title={t`Store address`} value={user.storeAddress ?? '–'} />
            <label className="app-field" htmlFor={ids.intro}>
              <span>
                <Trans>Introduction</Trans>
              </span>
              <textarea
                id={ids.intro}
                className="app-input"
                rows={4}
                maxLength={500}
                value={introduction}
                onChange={(e) => setIntroduction(e.target.value)}
              />
            </label>
          </>
        )}
        {error && (
          <p id={ids.error} className="app-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="roda-button roda-button--primary app-block" disabled={save.isPending}>
          <Trans>Save</Trans>
        </button>
      </form>

      <div className="app-fieldset">
        <ListCell
          title={t`Phone number`}
          value={formatMalaysianPhone(user.phone)}
          description={t`Change it with a code sent to the new number`}
          onClick={() => setPhoneOpen(true)}
        />
      </div>
      <BottomPopup open={phoneOpen} onClose={() => setPhoneOpen(false)} title={t`Change phone number`}>
        <ChangePhoneForm />
      </BottomPopup>
    </>
  );
}

function ChangePhoneForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { phone: useId(), code: useId(), error: useId() };
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCountdown();
  const sendCode = useSendChangeCode();
  const change = useChangePhone();

  const send = () => {
    const problem = validatePhone(phone);
    if (problem) return setError(i18n._(validationMessages[problem]));
    setError(null);
    sendCode.mutate(normaliseMalaysianMobile(phone) as string, {
      onSuccess: (answer) => {
        setSent(true);
        startCooldown(answer.cooldownSeconds || 60);
        showToast(t`Verification code sent`);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePhone(phone) ?? (sent ? null : 'codeNotSent') ?? validateOtp(code);
    if (problem) return setError(i18n._(validationMessages[problem]));
    setError(null);
    change.mutate(
      { phone: normaliseMalaysianMobile(phone) as string, code },
      {
        onSuccess: () => {
          showToast(i18n._(specMessages.phoneChanged));
          clearSession();
          queryClient.clear();
          void navigate({ to: '/pages/login/PhoneLogin', replace: true });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="profile-phone">
      <label className="app-field" htmlFor={ids.phone}>
        <span>
          <Trans>New mobile number</Trans>
        </span>
        <input
          id={ids.phone}
          className="app-input"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      <div className="app-field">
        <label htmlFor={ids.code}>
          <Trans>Verification code</Trans>
        </label>
        <div className="profile-phone__code">
          <input
            id={ids.code}
            className="app-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <button type="button" className="roda-button" disabled={cooldown > 0 || sendCode.isPending} onClick={send}>
            {cooldown > 0 ? t`Resend in ${cooldown}s` : sent ? t`Resend code` : t`Get code`}
          </button>
        </div>
      </div>
      {error && (
        <p id={ids.error} className="app-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="roda-button roda-button--primary app-block" disabled={change.isPending}>
        <Trans>Change phone number</Trans>
      </button>
    </form>
  );
}
