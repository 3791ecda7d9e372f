import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useOndcOrdersByApp, useOndcOverview } from '#client/features/admin-ondc/api/ondc.ts';
import { OndcCalls } from '#client/features/admin-ondc/components/ondc-calls.tsx';
import { OndcOrders } from '#client/features/admin-ondc/components/ondc-orders.tsx';
import { OndcProducts } from '#client/features/admin-ondc/components/ondc-products.tsx';
import { OndcStatus } from '#client/features/admin-ondc/components/ondc-status.tsx';
import { StoreSettingsForm } from '#client/features/admin-ondc/components/store-settings-form.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useMay } from '#client/lib/staff-access.ts';

/**
 * /admin/ondc: the shop as an ONDC seller node (docs/product-rules.md 62, docs/decisions/0077):
 * whether buyer apps can find it and what it still lacks, the orders each buyer app placed, the
 * store's place and days to ship, which of its products are offered, and the latest calls with
 * the network. The owner's
 * (`site.settings`); the products' switches are whoever writes the catalogue's.
 */
export default function OndcPage() {
  const { t } = useTranslation('admin-ondc');
  const may = useMay();
  const overview = useOndcOverview();
  // Asked with the overview, not after it: the orders' section reads the same query when it shows.
  useOndcOrdersByApp();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 text-stone-700">{t('intro')}</p>
      {overview.isPending && <LoadingState />}
      {overview.isError && <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <>
          <OndcStatus overview={overview.data} />
          <OndcOrders />
          <StoreSettingsForm settings={overview.data.settings} />
          {may('catalog.read') && <OndcProducts withheldProductIds={overview.data.withheldProductIds} />}
          <OndcCalls calls={overview.data.calls} />
        </>
      )}
    </div>
  );
}
