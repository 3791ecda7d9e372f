import { z } from 'zod';
import { AdminPaymentGateway, type AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { ActiveCheckbox, SectionCard, useSectionForm } from './section-form.tsx';

const GatewaySection = z.object({ gateway: AdminPaymentGateway });

// The secret box always starts empty: the saved secret never comes back from the server.
const toValues = (s: AdminPaymentSettings) => ({ gateway: { keyId: s.gateway.keyId ?? '', keySecret: '', isActive: s.gateway.isActive } });

/** The payment gateway: card payments at checkout are offered only while it is active. */
export function GatewayForm({ settings }: { settings: AdminPaymentSettings }) {
  const { t } = useTranslation('admin-payments');
  const fieldError = useFieldError();
  const { form, card } = useSectionForm({ section: 'gateway', schema: GatewaySection, settings, toValues });
  const errors = form.formState.errors.gateway;
  const hasSecret = settings.gateway.hasKeySecret;
  return (
    <SectionCard {...card}>
      <TextField label={t('gateway.keyId')} required autoComplete="off" spellCheck={false} maxLength={100} error={fieldError(errors?.keyId?.message)} {...form.register('gateway.keyId')} />
      <TextField
        label={t('gateway.keySecret')}
        type="password"
        // Not the admin's own password: keeps the browser from filling it in.
        autoComplete="new-password"
        required={!hasSecret}
        maxLength={200}
        hint={hasSecret ? t('gateway.keepSecret') : t('gateway.secretHint')}
        error={fieldError(errors?.keySecret?.message)}
        {...form.register('gateway.keySecret')}
      />
      <ActiveCheckbox label={t('gateway.active')} error={fieldError(errors?.isActive?.message)} {...form.register('gateway.isActive')} />
    </SectionCard>
  );
}
