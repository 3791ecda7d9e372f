import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminVendor } from '#shared/schemas/admin-vendors';
import { VENDOR_STATUSES, type VendorStatus } from '#shared/schemas/auth';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { VendorCard } from './vendor-card.tsx';
import { useAdminVendors } from '#client/features/admin-vendors/api/list-vendors.ts';

const PAGE_SIZE = 20;
const FILTERS = ['all', ...VENDOR_STATUSES] as const;

function statusOf(value: string | null): VendorStatus | undefined {
  return VENDOR_STATUSES.find((s) => s === value);
}

/** /admin/vendors: vendor sign-ups to approve or reject; ?status= filters (the dashboard links to the pending ones). */
export default function VendorsPage() {
  const { t } = useTranslation('admin-vendors');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const vendors = useAdminVendors({ status, page, pageSize: PAGE_SIZE });
  const [done, setDone] = useState<string | null>(null);
  const pageCount = vendors.data ? Math.max(1, Math.ceil(vendors.data.total / PAGE_SIZE)) : 1;

  const show = (next: { status?: VendorStatus; page?: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  // The last vendor of the last page was decided on (and left the filter): show the page before.
  const data = vendors.data;
  useEffect(() => {
    if (data && data.items.length === 0 && page > pageCount) show({ status, page: pageCount });
  });

  const onDecided = (vendor: AdminVendor) => setDone(t(`decided.${vendor.status}`, { name: vendor.businessName }));

  return (
    <>
      <SectionHeader title={t('title')} />
      <div role="group" aria-label={t('filter.label')} className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const active = (status ?? 'all') === f;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={active}
              onClick={() => { setDone(null); show({ status: f === 'all' ? undefined : f }); }}
              className={`min-h-11 rounded-full border px-4 py-2 font-medium transition ${active ? 'border-brand-800 bg-brand-800 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
            >
              {t(`filter.${f}`)}
            </button>
          );
        })}
      </div>
      {done && <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900">{done}</p>}
      {vendors.isPending && <LoadingState />}
      {vendors.isError && <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} />}
      {data && data.items.length === 0 && <EmptyState message={t('empty')} />}
      {data && data.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-stone-600">{t('count', { count: data.total })}</p>
          <ul className="grid items-start gap-4 lg:grid-cols-2">
            {data.items.map((v) => <VendorCard key={v.userId} vendor={v} onDecided={onDecided} />)}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={(p) => show({ status, page: p })} />
        </>
      )}
    </>
  );
}
