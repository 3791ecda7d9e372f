import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MobileVerify, SIGN_IN_CODE_DIGITS, type MobileCodeSent } from '#shared/schemas/mobile-sign-in';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useCountdown } from '#client/lib/use-countdown.ts';
import '#client/i18n/on-demand/mobile-sign-in.ts';

const CodeOnly = MobileVerify.pick({ code: true });
type CodeOnly = { code: string };

/**
 * The second step of a one-time code (docs/product-rules.md 36, docs/decisions/0050): where it went,
 * the six digits (the phone offers the SMS's code itself: one-time-code), "Change number", and
 * "Send again" once the server's wait between codes has passed, counted down on the button.
 * `onSubmit` checks the code with the server; its refusals (a wrong code with the tries left, an
 * ended one) show here. `error` is one a later step sent back here (the code ended meanwhile).
 */
export function MobileCodeStep({
  sent,
  submitLabel,
  submittingLabel,
  error = null,
  onSubmit,
  onResend,
  onChangeNumber,
}: {
  sent: MobileCodeSent;
  submitLabel: string;
  submittingLabel: string;
  error?: string | null;
  onSubmit: (code: string) => Promise<unknown>;
  /** Asks for a new code to the same number; the page then hands the new `sent` in. */
  onResend: () => Promise<unknown>;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation('mobile-sign-in');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(error);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const left = useCountdown(sent.resendAfterSeconds, sent);
  const form = useForm<CodeOnly>({ resolver: zodResolver(CodeOnly), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  // The farmer's eyes and a screen reader go to where the code is typed.
  useEffect(() => form.setFocus('code'), [form, sent]);

  const onCheck = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    setResent(false);
    try {
      await onSubmit(code);
    } catch (err) {
      if (!applyServerFieldErrors(form, err, ['code'])) setFormError(errorMessage(err));
    }
  });
  const resend = async () => {
    setFormError(null);
    setResent(false);
    setResending(true);
    try {
      await onResend();
      form.reset({ code: '' });
      setResent(true);
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onCheck} onChange={() => setFormError(null)} className="space-y-4">
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">
        {t(sent.channel === 'whatsapp' ? 'sentWhatsapp' : 'sentSms', { to: sent.to })}
        {resent && <> {t('resent')}</>}
      </p>
      <TextField
        label={t('code.label')}
        hint={t('code.hint', { minutes: Math.round(sent.expiresInSeconds / 60) })}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={SIGN_IN_CODE_DIGITS}
        required
        className="[&_input]:text-xl [&_input]:tracking-[0.3em]"
        error={fieldError(errors.code?.message)}
        {...form.register('code')}
      />
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </button>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={buttonStyles.ghost} onClick={onChangeNumber}>
          {t('changeNumber')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => void resend()} disabled={left > 0 || resending}>
          {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
        </button>
      </div>
    </form>
  );
}
