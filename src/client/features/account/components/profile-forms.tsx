import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AuthChangeEmail, AuthChangePassword, AuthUpdateProfile, type Profile } from '#shared/schemas/auth';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useChangeEmail } from '#client/features/account/api/change-email.ts';
import { useChangePassword } from '#client/features/account/api/change-password.ts';
import { useUpdateProfile } from '#client/features/account/api/update-profile.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import '#client/i18n/on-demand/account-security.ts';

/**
 * What the e-mail and password forms show an account made with a mobile number: it has no password to
 * give again, so neither form can be sent (docs/product-rules.md 36). Giving such an account an e-mail and
 * a password is not offered yet.
 */
function SignsInWithMobile({ about, email = null }: { about: 'password' | 'email'; email?: string | null }) {
  const { t } = useTranslation('account-security');
  const dashboard = useTranslation('dashboard').t;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-lg font-semibold">{about === 'password' ? dashboard('password.title') : t('email.label')}</h3>
      {about === 'email' && <p className="rounded-lg bg-stone-50 p-3 font-medium break-words">{email ?? t('email.none')}</p>}
      <p className="text-stone-700">{t('mobileOnly')}</p>
    </section>
  );
}

function Status({ ok, error }: { ok: string | null; error: string | null }) {
  if (error) return <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{error}</p>;
  if (ok) return <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{ok}</p>;
  return null;
}

export function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const common = useTranslation().t;
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AuthUpdateProfile>({
    resolver: zodResolver(AuthUpdateProfile),
    // An account made with a mobile number has no contact phone typed yet: its mobile is the likely one.
    defaultValues: { name: profile.name, phone: profile.phone ?? profile.mobile ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOk(null);
    setError(null);
    try {
      await update.mutateAsync(values);
      setOk(t('profile.saved'));
    } catch (err) {
      if (!applyServerFieldErrors(form, err, ['name', 'phone'])) setError(hasErrorCode(err, 'network_error') ? common('states.networkError') : common('states.genericError'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setOk(null)} className="space-y-4">
      <h3 className="text-lg font-semibold">{t('profile.editTitle')}</h3>
      <TextField label={t('profile.name')} autoComplete="name" required error={fieldError(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('profile.phone')} type="tel" autoComplete="tel" required error={fieldError(errors.phone?.message)} {...form.register('phone')} />
      <Status ok={ok} error={error} />
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}

/** `profile` left out: a vendor's Settings, whose accounts are made with an e-mail and a password. */
export function ChangePasswordForm({ profile }: { profile?: Pick<Profile, 'hasPassword'> }) {
  // Only a server that says so: one that does not know the field yet serves accounts that all have passwords.
  if (profile?.hasPassword === false) return <SignsInWithMobile about="password" />;
  return <PasswordForm />;
}

function PasswordForm() {
  const { t } = useTranslation('dashboard');
  const security = useTranslation('account-security').t;
  // Named by its heading: the e-mail form beside it asks for the current password too.
  const titleId = useId();
  const common = useTranslation().t;
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const empty = { currentPassword: '', password: '', confirmPassword: '' };
  const form = useForm<AuthChangePassword>({ resolver: zodResolver(AuthChangePassword), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOk(null);
    setError(null);
    try {
      await change.mutateAsync(values);
      form.reset(empty);
      setOk(t('password.changed'));
    } catch (err) {
      if (hasErrorCode(err, 'rate_limited')) setError(errorMessage(err));
      else if (!applyServerFieldErrors(form, err, ['currentPassword', 'password', 'confirmPassword'])) setError(common('states.genericError'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setOk(null)} className="space-y-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-semibold">{t('password.title')}</h3>
      <TextField label={t('password.current')} type="password" autoComplete="current-password" required hint={security('currentPasswordHint')} error={fieldError(errors.currentPassword?.message)} {...form.register('currentPassword')} />
      <TextField label={t('password.new')} type="password" autoComplete="new-password" required hint={t('password.hint')} error={fieldError(errors.password?.message)} {...form.register('password')} />
      <TextField label={t('password.confirm')} type="password" autoComplete="new-password" required error={fieldError(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      <Status ok={ok} error={error} />
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting}>
        {isSubmitting ? t('password.changing') : t('password.submit')}
      </button>
    </form>
  );
}

/**
 * The sign-in address. The current password is asked again (a signed-in phone alone must not hand
 * the account to someone else), and the server writes to the old and the new address
 * (docs/decisions/0038-account-changes.md).
 */
export function ChangeEmailForm({ profile }: { profile?: Pick<Profile, 'email' | 'hasPassword'> }) {
  // Only a server that says so: one that does not know the field yet serves accounts that all have passwords.
  if (profile?.hasPassword === false) return <SignsInWithMobile about="email" email={profile.email} />;
  return <EmailForm />;
}

function EmailForm() {
  const { t } = useTranslation('account-security');
  const titleId = useId();
  const common = useTranslation().t;
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const change = useChangeEmail();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const empty = { email: '', currentPassword: '' };
  const form = useForm<AuthChangeEmail>({ resolver: zodResolver(AuthChangeEmail), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOk(null);
    setError(null);
    try {
      const profile = await change.mutateAsync(values);
      form.reset(empty);
      setOk(t('email.changed', { email: profile.email ?? values.email }));
    } catch (err) {
      if (hasErrorCode(err, 'rate_limited')) setError(errorMessage(err));
      else if (!applyServerFieldErrors(form, err, ['email', 'currentPassword'])) setError(hasErrorCode(err, 'network_error') ? common('states.networkError') : common('states.genericError'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setOk(null)} className="space-y-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-lg font-semibold">{t('email.title')}</h3>
      <TextField label={t('email.new')} type="email" inputMode="email" autoComplete="email" required hint={t('email.hint')} error={fieldError(errors.email?.message)} {...form.register('email')} />
      <TextField label={t('email.current')} type="password" autoComplete="current-password" required error={fieldError(errors.currentPassword?.message)} {...form.register('currentPassword')} />
      <Status ok={ok} error={error} />
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting}>
        {isSubmitting ? t('email.changing') : t('email.submit')}
      </button>
    </form>
  );
}
