import { SeedLotSalesDownload } from '#client/components/seed-lot-sales-download.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useVendorLicences } from '#client/features/vendor-portal/api/get-licences.ts';
import { LicenceNotice as Notice } from './licence-notice.tsx';
import { vendorCard } from './vendor-layout.ts';
// The staff's text namespaces (i18n/staff-loaders.ts), which this tab loads with it.
import '#client/i18n/staff-loaders.ts';

/** The overview's notice of listings kept out of the shop for a missing or expired licence (docs/product-rules.md 28). */
export function LicenceNotice() {
  const licences = useVendorLicences();
  return <Notice data={licences.data} />;
}

/** The overview's lot-wise sales export of the vendor's seeds (docs/product-rules.md 28). */
export function SeedLotSales() {
  const { t } = useTranslation('vendor-seeds');
  return (
    <div className={vendorCard}>
      <SeedLotSalesDownload
        csvPath="/api/vendor/reports/seed-lots.csv"
        labels={{ title: t('seeds.sales.title'), hint: t('seeds.sales.hint'), from: t('seeds.sales.from'), to: t('seeds.sales.to'), download: t('seeds.sales.download') }}
      />
    </div>
  );
}
