import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDeliverySettings } from '#client/features/admin-delivery/api/get-delivery-settings.ts';
import { DeliverySettingsForm } from '#client/features/admin-delivery/components/delivery-settings-form.tsx';

/** /admin/delivery: where the shop delivers, where it takes cash, and how long delivery takes (docs/product-rules.md 29). */
export default function DeliveryPage() {
  const { t } = useTranslation('admin-delivery');
  const settings = useDeliverySettings();
  return (
    <div className="mx-auto max-w-6xl">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 mb-6 text-stone-700">{t('intro')}</p>
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <DeliverySettingsForm settings={settings.data} />}
    </div>
  );
}
