import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AuthLogin } from '#shared/schemas/auth';
import type { SessionUser } from '#shared/schemas/auth';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useLogin } from '#client/features/auth/api/login.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { Link } from '#client/lib/router.tsx';

/** Email and password; customers, vendors and admins all sign in through it (specification, section 6). */
export function LoginForm({
  onSuccess,
  messages,
}: {
  onSuccess: (user: SessionUser) => void;
  /** The texts for a failed login and an unexpected error, which differ on the admin page. */
  messages: { invalid: string; unexpected: (err: unknown) => string };
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AuthLogin>({ resolver: zodResolver(AuthLogin), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await login.mutateAsync(values);
      onSuccess(user);
    } catch (err) {
      if (hasErrorCode(err, 'invalid_credentials')) setFormError(messages.invalid);
      else if (hasErrorCode(err, 'rate_limited')) setFormError(errorMessage(err));
      else setFormError(messages.unexpected(err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="space-y-4">
      <TextField label={t('login.email')} type="email" autoComplete="email" required error={fieldError(errors.email?.message)} {...form.register('email')} />
      <TextField label={t('login.password')} type="password" autoComplete="current-password" required error={fieldError(errors.password?.message)} {...form.register('password')} />
      {/* Every sign-in page (customers, vendors, admins) has the way back into a forgotten account (docs/product-rules.md 30). */}
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-800 underline-offset-4 hover:underline">{t('login.forgotPassword')}</Link>
      </p>
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
