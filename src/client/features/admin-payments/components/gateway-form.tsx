import { useId } from 'react';
import { z } from 'zod';
import { AdminPaymentGateway, type AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Labelled } from '#client/components/ui/form-fields.tsx';
import { inputStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { ActiveCheckbox, SectionCard, useSectionForm } from './section-form.tsx';

const GatewaySection = z.object({ gateway: AdminPaymentGateway });

/** The server's address for Razorpay's webhook (online-payments.routes.ts), under the shop's own origin. */
const WEBHOOK_PATH = '/api/payments/razorpay/webhook';
/** The events the shop acts on (docs/decisions/0024-payments.md, Webhooks): the owner ticks these in Razorpay's dashboard. */
const WEBHOOK_EVENTS = ['payment.captured', 'payment.failed', 'order.paid', 'refund.processed', 'refund.failed'] as const;

// The secret boxes always start empty: saved secrets never come back from the server.
const toValues = (s: AdminPaymentSettings) => ({ gateway: { keyId: s.gateway.keyId ?? '', keySecret: '', webhookSecret: '', isActive: s.gateway.isActive } });

/** How to set up the webhook whose secret the field above takes: its address on this shop, and its events. */
function WebhookSetup({ id }: { id: string }) {
  const { t } = useTranslation('admin-payments');
  // The admin area is rendered in the browser only, so the shop's address is at hand.
  const address = `${typeof window === 'undefined' ? '' : window.location.origin}${WEBHOOK_PATH}`;
  return (
    <div id={id} className="mt-2 space-y-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
      <p>{t('gateway.webhookSetup')}</p>
      <p>
        <span className="block font-medium text-stone-800">{t('gateway.webhookAddress')}</span>
        <code className="block break-all font-mono text-stone-900" data-testid="webhook-address">{address}</code>
      </p>
      <div>
        <span className="block font-medium text-stone-800">{t('gateway.webhookEvents')}</span>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {WEBHOOK_EVENTS.map((event) => <li key={event}><code className="font-mono text-stone-900">{event}</code></li>)}
        </ul>
      </div>
    </div>
  );
}

/**
 * Online payment through the gateway (Razorpay): UPI, cards, netbanking and wallets, paid on its
 * own page. Checkout offers it only while it is active with its keys (docs/decisions/0024-payments.md).
 */
export function GatewayForm({ settings }: { settings: AdminPaymentSettings }) {
  const { t } = useTranslation('admin-payments');
  const fieldError = useFieldError();
  const setupId = useId();
  const { form, card } = useSectionForm({ section: 'gateway', schema: GatewaySection, settings, toValues });
  const errors = form.formState.errors.gateway;
  const hasSecret = settings.gateway.hasKeySecret;
  const hasWebhookSecret = settings.gateway.hasWebhookSecret;
  const webhookError = fieldError(errors?.webhookSecret?.message);
  return (
    <SectionCard {...card}>
      <TextField label={t('gateway.keyId')} required autoComplete="off" spellCheck={false} maxLength={100} hint={t('gateway.keyIdHint')} error={fieldError(errors?.keyId?.message)} {...form.register('gateway.keyId')} />
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
      <div>
        <Labelled
          label={t('gateway.webhookSecret')}
          hint={hasWebhookSecret ? t('gateway.keepWebhookSecret') : t('gateway.webhookSecretHint')}
          error={webhookError}
          control={(aria) => (
            <input
              {...aria}
              // The setup steps below describe the field as well.
              aria-describedby={[aria['aria-describedby'], setupId].filter(Boolean).join(' ')}
              type="password"
              autoComplete="new-password"
              maxLength={200}
              className={inputStyles}
              {...form.register('gateway.webhookSecret')}
            />
          )}
        />
        <WebhookSetup id={setupId} />
      </div>
      <ActiveCheckbox label={t('gateway.active')} error={fieldError(errors?.isActive?.message)} {...form.register('gateway.isActive')} />
    </SectionCard>
  );
}
