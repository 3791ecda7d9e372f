import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { MobileCodeRequest, type TextChannel } from '#shared/schemas/mobile-sign-in';
import { ChoiceField } from '#client/components/ui/choice-field.tsx';
import { Labelled } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import '#client/i18n/on-demand/mobile-sign-in.ts';

/** The number as sent on (+91 and 10 digits) and the channel chosen. */
export type CodeRequest = { phone: string; channel: TextChannel };
type Typed = { phone: string; channel: TextChannel };

/**
 * The first step of a one-time code (docs/product-rules.md 36), for signing in and for a profile's new
 * number alike: the 10 digits after a fixed +91, and SMS or WhatsApp only when the shop has both.
 * `onSend` asks the server for the code; its refusals (too soon, too many, the day's codes used up,
 * a provider down) show here.
 */
export function MobileNumberStep({
  channels,
  defaultValue,
  onSend,
}: {
  channels: readonly TextChannel[];
  /** The number sent before "Change number" (+91 and 10 digits): the farmer corrects it rather than types it again. */
  defaultValue?: Partial<Typed>;
  onSend: (request: CodeRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('mobile-sign-in');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const first = channels[0] ?? 'sms';
  const form = useForm<Typed, unknown, CodeRequest>({
    resolver: zodResolver(MobileCodeRequest) as unknown as Resolver<Typed, unknown, CodeRequest>,
    defaultValues: { phone: defaultValue?.phone?.replace(/^\+91/, '') ?? '', channel: defaultValue?.channel && channels.includes(defaultValue.channel) ? defaultValue.channel : first },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (request) => {
    setFormError(null);
    try {
      await onSend(request);
    } catch (err) {
      if (!applyServerFieldErrors(form, err, ['phone', 'channel'])) setFormError(errorMessage(err));
    }
  });
  const phone = form.register('phone');
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="space-y-4">
      <Labelled
        label={t('phone.label')}
        hint={t('phone.hint')}
        error={fieldError(errors.phone?.message)}
        required
        control={(aria) => (
          <div className="flex items-stretch">
            {/* India's code is fixed: the farmer types the 10 digits he knows (the server takes +91, 91 or 0 as well). */}
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-400 bg-stone-100 px-3 text-base font-medium text-stone-800">+91</span>
            <input
              {...aria}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              className="block min-h-11 w-full min-w-0 rounded-r-lg border border-stone-400 bg-white px-3 py-2 text-base tracking-wide text-stone-900 focus:border-brand-700 aria-[invalid=true]:border-red-700"
              {...phone}
            />
          </div>
        )}
      />
      {channels.length > 1 && (
        <ChoiceField
          legend={t('channel.legend')}
          options={channels.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
          error={fieldError(errors.channel?.message)}
          input={form.register('channel')}
        />
      )}
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </button>
    </form>
  );
}
