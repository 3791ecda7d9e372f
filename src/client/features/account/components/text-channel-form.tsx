import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TEXT_CHANNELS, TextChannelChoice, type TextChannel } from '#shared/schemas/mobile-sign-in';
import { ChoiceField } from '#client/components/ui/choice-field.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useChooseTextChannel } from '#client/features/account/api/choose-text-channel.ts';

/** SMS or WhatsApp for the messages about the account's orders, offered where the shop sends WhatsApp (docs/product-rules.md 36). */
export function TextChannelForm({ current }: { current: TextChannel }) {
  const { t } = useTranslation('mobile-sign-in');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const choose = useChooseTextChannel();
  const [ok, setOk] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TextChannelChoice>({ resolver: zodResolver(TextChannelChoice), defaultValues: { channel: current } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (choice) => {
    setOk(null);
    setError(null);
    try {
      await choose.mutateAsync(choice);
      setOk(t('profile.channelSaved', { channel: t(`channel.${choice.channel}`) }));
    } catch (err) {
      setError(errorMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => (setOk(null), setError(null))} className="space-y-3">
      <ChoiceField
        legend={t('profile.channelLegend')}
        options={TEXT_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
        error={fieldError(errors.channel?.message)}
        input={form.register('channel')}
      />
      {error && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{error}</p>}
      {ok && <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{ok}</p>}
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting}>
        {isSubmitting ? t('profile.channelSaving') : t('profile.channelSave')}
      </button>
    </form>
  );
}
