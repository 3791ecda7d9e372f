import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { BankForm } from '#client/features/admin-payments/components/bank-form.tsx';
import { CodForm } from '#client/features/admin-payments/components/cod-form.tsx';
import { GatewayForm } from '#client/features/admin-payments/components/gateway-form.tsx';
import { usePaymentSettings } from '#client/features/admin-payments/api/get-payment-settings.ts';
import { PaymentSummaryCard } from '#client/features/admin-payments/components/summary-card.tsx';

/** /admin/payment-settings: how customers may pay, one form per method, and a summary of what checkout offers. */
export default function PaymentSettingsPage() {
  const { t } = useTranslation('admin-payments');
  const settings = usePaymentSettings();
  return (
    <div className="mx-auto max-w-6xl">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 mb-6 text-stone-700">{t('intro')}</p>
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-6 lg:order-2">
            <PaymentSummaryCard settings={settings.data} />
          </div>
          <div className="space-y-6 lg:order-1">
            <GatewayForm settings={settings.data} />
            <BankForm settings={settings.data} />
            <CodForm settings={settings.data} />
          </div>
        </div>
      )}
    </div>
  );
}
