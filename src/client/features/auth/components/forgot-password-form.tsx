import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthPasswordResetRequest } from '#shared/schemas/auth';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useRequestPasswordReset } from '#client/features/auth/api/request-password-reset.ts';
import '#client/i18n/on-demand/password-reset.ts';

/**
 * "Forgot password?": the account's e-mail, then the same words whatever the answer, since the
 * shop never says whether an address has an account (docs/product-rules.md 30).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('password-reset');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AuthPasswordResetRequest>({ resolver: zodResolver(AuthPasswordResetRequest), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { expiresInMinutes } = await request.mutateAsync(values);
      setSentTo(t('forgot.sent', { email: values.email, minutes: expiresInMinutes }));
    } catch (err) {
      setFormError(hasErrorCode(err, 'rate_limited', 'network_error') ? errorMessage(err) : t('forgot.failed'));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 rounded-lg bg-green-50 p-4 text-green-900">
        <p className="font-semibold">{t('forgot.sentTitle')}</p>
        <p>{sentTo}</p>
        <p className="text-sm">{t('forgot.checkSpam')}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="space-y-4">
      <TextField label={t('forgot.email')} type="email" autoComplete="email" required error={fieldError(errors.email?.message)} {...form.register('email')} />
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </button>
    </form>
  );
}
