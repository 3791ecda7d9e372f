import { lazy, Suspense } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { LOW_STOCK_THRESHOLD } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import type { VendorStatus } from '#shared/schemas/auth';
import type { VendorOverview } from '#shared/schemas/vendor-sales';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useVendorOverview } from '#client/features/vendor-portal/api/get-overview.ts';
import { vendorCard, type VendorTab } from './vendor-layout.ts';

// The licence notice and the lot-wise sales export (docs/product-rules.md 28) load after the overview's first
// paint, with their texts (vendor-seeds): the page's first load stays within its budget.
const seedPanels = () => Promise.all([import('./overview-seed-panels.tsx'), loadNamespaces('vendor-seeds')]).then(([m]) => m);
const LicenceNotice = lazy(() => seedPanels().then((m) => ({ default: m.LicenceNotice })));
const SeedLotSales = lazy(() => seedPanels().then((m) => ({ default: m.SeedLotSales })));
// No payout bank account yet (docs/product-rules.md 35): a note that loads with its texts, after the first paint.
const PayoutNotice = lazy(() => Promise.all([import('./payout-notice.tsx'), loadNamespaces('vendor-payout')]).then(([m]) => ({ default: m.PayoutNotice })));

const BADGE: Record<VendorStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-900',
};

function StatusCard({ overview }: { overview: VendorOverview }) {
  const { t } = useTranslation('vendor');
  return (
    <section className={vendorCard} aria-labelledby="vendor-status-title">
      <h2 id="vendor-status-title" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        {t('status.label')}
        <span className={`rounded-full px-3 py-1 text-sm ${BADGE[overview.status]}`} data-testid="vendor-status">{t(`status.${overview.status}`)}</span>
      </h2>
      <p className="mt-2 text-stone-700">{t(`status.text.${overview.status}`)}</p>
      {overview.rejectionReason && (
        <div className="mt-3 rounded-lg bg-red-50 p-3 text-red-900" data-testid="vendor-rejection-reason">
          <p className="font-semibold">{t('status.rejectionReason')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{overview.rejectionReason}</p>
        </div>
      )}
    </section>
  );
}

/** Overview: the approval status (with the admin's reason when rejected) and the vendor's own figures. */
export function OverviewTab({ onOpen }: { onOpen: (tab: VendorTab, extra?: Record<string, string>) => void }) {
  const { t } = useTranslation('vendor');
  const overview = useVendorOverview();
  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  const figures = [
    ['listedProducts', String(o.listedProducts), t('overview.listedProductsHint')],
    ['drafts', String(o.drafts), t('overview.draftsHint')],
    ['lowStock', String(o.lowStockProducts), t('overview.lowStockHint', { count: LOW_STOCK_THRESHOLD })],
    ['orders', String(o.orders), t('overview.ordersHint')],
    ['revenue', formatRupees(o.revenuePaise, { maxDecimals: 2 }), t('overview.revenueHint')],
  ] as const;
  return (
    <div className="space-y-6">
      <StatusCard overview={o} />
      {/* Why listings are out of the shop: a missing or expired licence (docs/product-rules.md 28). */}
      <Suspense fallback={null}>
        <LicenceNotice />
      </Suspense>
      {o.status === 'approved' && (
        <Suspense fallback={null}>
          <PayoutNotice onOpenSettings={() => onOpen('settings')} />
        </Suspense>
      )}
      <section className={vendorCard} aria-labelledby="vendor-figures-title">
        <h2 id="vendor-figures-title" className="mb-4 text-lg font-semibold">{t('overview.figuresTitle')}</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {figures.map(([key, value, hint]) => (
            // Revenue (the widest figure) takes a whole row on a phone.
            <div key={key} className={`min-w-0 rounded-xl bg-stone-50 p-4 ${key === 'revenue' ? 'col-span-2 sm:col-span-1' : ''}`} data-testid={`vendor-figure-${key}`}>
              <dt className="text-sm font-medium text-stone-700">{t(`overview.${key}`)}</dt>
              <dd className="mt-1 break-words text-2xl font-bold text-stone-900">{value}</dd>
              <dd className="mt-1 text-xs text-stone-600">{hint}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonStyles.primary} onClick={() => onOpen('products', { edit: 'new' })}>{t('overview.addProduct')}</button>
          <button type="button" className={buttonStyles.secondary} onClick={() => onOpen('orders')}>{t('overview.viewOrders')}</button>
        </div>
      </section>
      <Suspense fallback={null}>
        <SeedLotSales />
      </Suspense>
    </div>
  );
}
