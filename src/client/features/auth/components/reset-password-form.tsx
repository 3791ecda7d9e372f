import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthPasswordResetConfirm } from '#shared/schemas/auth';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode, isClientError } from '#client/lib/api-client.ts';
import { Link } from '#client/lib/router.tsx';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useConfirmPasswordReset } from '#client/features/auth/api/confirm-password-reset.ts';
import '#client/i18n/on-demand/password-reset.ts';

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

/**
 * A new password for the link's token (the page read it from its address and the form sends it
 * in the request's body). A used, replaced or expired link says so and offers a new one.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('password-reset');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const confirm = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useForm<AuthPasswordResetConfirm>({ resolver: zodResolver(AuthPasswordResetConfirm), defaultValues: { token, password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
      onDone();
    } catch (err) {
      if (hasErrorCode(err, 'reset_link_invalid')) return setLinkInvalid(true);
      if (isClientError(err) && applyServerFieldErrors(form, err, ['password', 'confirmPassword'])) return;
      setFormError(isClientError(err) || hasErrorCode(err, 'network_error') ? errorMessage(err) : t('reset.failed'));
    }
  });

  if (linkInvalid) {
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-900">
        <p>{t('reset.linkInvalid')}</p>
        <Link to="/forgot-password" className={linkClass}>{t('reset.askAgain')}</Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="space-y-4">
      <TextField label={t('reset.password')} type="password" autoComplete="new-password" required hint={t('reset.passwordHint')} error={fieldError(errors.password?.message)} {...form.register('password')} />
      <TextField label={t('reset.confirmPassword')} type="password" autoComplete="new-password" required error={fieldError(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
