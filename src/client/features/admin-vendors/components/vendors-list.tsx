import { useEffect, useState } from 'react';
import { AdminVendorListQuery, type AdminVendor } from '#shared/schemas/admin-vendors';
import { VENDOR_STATUSES } from '#shared/schemas/auth';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useListQuery } from '#client/lib/use-list-query.ts';
import { useAdminVendors, VENDORS_PAGE_SIZE } from '#client/features/admin-vendors/api/list-vendors.ts';
import { VendorCard } from './vendor-card.tsx';
import { useReveal } from '#client/lib/use-reveal.ts';

const FILTERS = ['all', ...VENDOR_STATUSES] as const;
/** ?status= and ?page= of the list; the page size is fixed. */
const VendorsQuery = AdminVendorListQuery.omit({ pageSize: true });

/** Vendor sign-ups to approve or reject; ?status= filters (the dashboard links to the pending ones). */
export function VendorsList() {
  const { t } = useTranslation('admin-vendors');
  const [query, setQuery] = useListQuery(VendorsQuery);
  const { status, page } = query;
  const vendors = useAdminVendors(query);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useReveal<HTMLParagraphElement>(done);
  const pageCount = vendors.data ? Math.max(1, Math.ceil(vendors.data.total / VENDORS_PAGE_SIZE)) : 1;

  // The last vendor of the last page was decided on (and left the filter): show the page before.
  const data = vendors.data;
  useEffect(() => {
    if (data && data.items.length === 0 && page > pageCount) setQuery({ page: pageCount });
  });

  const onDecided = (vendor: AdminVendor) => setDone(t(`decided.${vendor.status}`, { name: vendor.businessName }));

  return (
    <>
      <div role="group" aria-label={t('filter.label')} className="mb-6 flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const active = (status ?? 'all') === f;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={active}
              onClick={() => { setDone(null); setQuery({ status: f === 'all' ? undefined : f }); }}
              className={`min-h-11 rounded-full border px-4 py-2 font-medium transition ${active ? 'border-brand-800 bg-brand-800 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`}
            >
              {t(`filter.${f}`)}
            </button>
          );
        })}
      </div>
      {done && <p ref={doneRef} tabIndex={-1} role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900">{done}</p>}
      {vendors.isPending && <LoadingState />}
      {vendors.isError && <ErrorState error={vendors.error} onRetry={() => void vendors.refetch()} />}
      {data && data.items.length === 0 && <EmptyState message={t('empty')} />}
      {data && data.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-stone-600">{t('count', { count: data.total })}</p>
          <ul className="grid items-start gap-4 lg:grid-cols-2">
            {data.items.map((v) => <VendorCard key={v.userId} vendor={v} onDecided={onDecided} />)}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={(p) => setQuery({ page: p })} />
        </>
      )}
    </>
  );
}
