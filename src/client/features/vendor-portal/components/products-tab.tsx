import { useEffect, useState } from 'react';
import { useSearchParams } from '#client/lib/router.tsx';
import type { VendorStatus } from '#shared/schemas/auth';
import { VendorProductListQuery, type VendorProduct } from '#shared/schemas/vendor-products';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { useListQuery } from '#client/lib/use-list-query.ts';
import { useDeleteVendorProduct } from '#client/features/vendor-portal/api/delete-product.ts';
import { useVendorOverview } from '#client/features/vendor-portal/api/get-overview.ts';
import { useVendorProducts, VENDOR_PRODUCTS_PAGE_SIZE } from '#client/features/vendor-portal/api/list-products.ts';
import { EditListing, NewListing, type EditorDone } from './listing-editor.tsx';
import { ListingsTable } from './listings-table.tsx';
// The staff's text namespaces (i18n/staff-loaders.ts), which this tab loads with it.
import '#client/i18n/staff-loaders.ts';

/** How long the search waits for the vendor to stop typing. */
const SEARCH_DELAY_MS = 300;
/** The search and page, beside ?tab=products in the address; the page size is fixed. */
const ListingsQuery = VendorProductListQuery.omit({ pageSize: true });

function Listings({ status, onNotice, onEdit }: { status?: VendorStatus; onNotice: (notice: Notice | null) => void; onEdit: (id: string) => void }) {
  const { t } = useTranslation('vendor-tabs');
  const errorMessage = useErrorMessage();
  // Replacing the history entry: Back leaves the tab, as it did when these were not in the address.
  const [query, setQuery] = useListQuery(ListingsQuery);
  const { q = '', page } = query;
  const show = (changes: Partial<typeof query>) => setQuery(changes, { replace: true });
  const [typed, setTyped] = useState(q);
  const products = useVendorProducts(query);
  const remove = useDeleteVendorProduct();
  const [busyId, setBusyId] = useState<string>();

  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => show({ q: typed.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });
  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / VENDOR_PRODUCTS_PAGE_SIZE)) : 1;
  // The last listing of the last page was deleted: show the page before.
  useEffect(() => {
    if (data && data.items.length === 0 && page > pageCount) show({ page: pageCount });
  });

  const onDelete = async (product: VendorProduct) => {
    if (!window.confirm(t('products.confirmDelete', { name: product.name }))) return;
    onNotice(null);
    setBusyId(product.id);
    try {
      const { outcome } = await remove.mutateAsync(product.id);
      onNotice({ kind: 'ok', text: t(`products.notices.${outcome}`, { name: product.name }) });
    } catch (err) {
      onNotice({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <>
      {status && status !== 'approved' && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t(status === 'pending' ? 'products.pendingNote' : 'products.rejectedNote')}</p>
      )}
      <form role="search" className="mb-4 max-w-md" onSubmit={(e) => { e.preventDefault(); show({ q: typed.trim() }); }}>
        <label htmlFor="vendor-products-q" className={labelStyles}>{t('products.search')}</label>
        <input id="vendor-products-q" type="search" className={inputStyles} value={typed} maxLength={100} placeholder={t('products.searchPlaceholder')} onChange={(e) => setTyped(e.target.value)} />
      </form>
      {products.isPending && <LoadingState />}
      {products.isError && <ErrorState error={products.error} onRetry={() => void products.refetch()} />}
      {data && data.items.length === 0 && <EmptyState message={q ? t('products.noMatches') : t('products.empty')} />}
      {data && data.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-stone-600" aria-live="polite">{t('products.count', { count: data.total })}</p>
          <ListingsTable
            products={data.items}
            actions={{
              busyId,
              onEdit: (p) => { onNotice(null); onEdit(p.id); },
              onDelete: (p) => void onDelete(p),
              onStockSaved: (p, stock) => onNotice({ kind: 'ok', text: t('products.notices.stock', { name: p.name, stock }) }),
            }}
          />
          <Pagination page={page} pageCount={pageCount} onChange={(p) => show({ page: p })} />
        </>
      )}
    </>
  );
}

/**
 * Products: the vendor's own listings, and the add and edit forms in their place. Which one is
 * open is in the address (?tab=products&edit=new or &edit=<id>), so the back button closes a form.
 */
export function ProductsTab() {
  const { t } = useTranslation('vendor-tabs');
  // Read again whenever the tab opens: an admin may have approved (or suspended) the vendor meanwhile.
  const status = useVendorOverview().data?.status;
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const [notice, setNotice] = useState<Notice | null>(null);
  const openEditor = (value: string) => setParams({ tab: 'products', edit: value });
  const done: EditorDone = (saved) => {
    setNotice(saved ? { kind: 'ok', text: t(saved.added ? 'products.notices.added' : 'products.notices.saved', { name: saved.name }) } : null);
    setParams({ tab: 'products' });
  };

  if (edit === 'new') return <NewListing status={status} onDone={done} />;
  if (edit) return <EditListing id={edit} status={status} onDone={done} />;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-stone-900">{t('products.title')}</h2>
        <button type="button" className={buttonStyles.primary} onClick={() => { setNotice(null); openEditor('new'); }}>{t('products.add')}</button>
      </div>
      <NoticeBanner notice={notice} />
      <Listings status={status} onNotice={setNotice} onEdit={openEditor} />
    </>
  );
}
