import { useEffect, useState } from 'react';
import { Link, useLocation } from '#client/lib/router.tsx';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { AdminProductListQuery, type AdminProduct } from '#shared/schemas/admin-products';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import type { Notice } from '#client/components/ui/notice-banner.tsx';
import { useListQuery } from '#client/lib/use-list-query.ts';
import { useDeleteProduct } from '#client/features/admin-products/api/delete-product.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '#client/features/admin-products/api/list-products.ts';
import { useSetProductVisibility } from '#client/features/admin-products/api/set-product-visibility.ts';
import { ProductsTable } from './products-table.tsx';
import { useMay } from '#client/lib/staff-access.ts';

/** How long the search waits for the admin to stop typing. */
const SEARCH_DELAY_MS = 300;
/** ?q=, ?category= and ?page= of the list; the page size is fixed. */
const ProductsQuery = AdminProductListQuery.omit({ pageSize: true });
const categoryOf = (value: string) => CATEGORY_SLUGS.find((c) => c === value);

/** /admin/products: every product, newest first; ?q=, ?category= and ?page= keep the view in the address. */
export function ProductsList({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('admin-products');
  const errorMessage = useErrorMessage();
  const [query, setQuery] = useListQuery(ProductsQuery);
  const { q = '', category, page } = query;
  // The add and edit pages come back to the list as it is now.
  const search = useLocation().search.slice(1);
  // The view replaces its history entry: Back leaves Manage Products.
  const show = (changes: Partial<typeof query>) => setQuery(changes, { replace: true });
  const products = useAdminProducts(query);
  const remove = useDeleteProduct();
  const setVisibility = useSetProductVisibility();
  const [busyId, setBusyId] = useState<string>();
  const [typed, setTyped] = useState(q);
  const mayWrite = useMay()('catalog.write');

  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => show({ q: typed.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const data = products.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / ADMIN_PRODUCTS_PAGE_SIZE)) : 1;
  // The last product of the last page was deleted: show the page before.
  useEffect(() => {
    if (data && data.items.length === 0 && page > pageCount) show({ page: pageCount });
  });

  const act = async (product: AdminProduct, run: () => Promise<Notice>) => {
    onNotice(null);
    setBusyId(product.id);
    try {
      onNotice(await run());
    } catch (err) {
      onNotice({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusyId(undefined);
    }
  };
  const onDelete = (product: AdminProduct) => {
    if (!window.confirm(t('confirmDelete', { name: product.name }))) return;
    void act(product, async () => {
      const { outcome } = await remove.mutateAsync(product.id);
      return { kind: 'ok', text: t(`notices.${outcome}`, { name: product.name }) };
    });
  };
  const onShow = (product: AdminProduct) =>
    void act(product, async () => {
      const shown = await setVisibility.mutateAsync({ id: product.id, isActive: true });
      // A vendor's product is in the shop again only while its vendor publishes it and is approved.
      // The shop's own seed comes back only with a valid lot (docs/product-rules.md 28).
      return { kind: 'ok', text: t(shown.isActive ? 'notices.shown' : shown.vendorId ? 'notices.unhidden' : 'notices.unhiddenNoLot', { name: product.name }) };
    });
  const onHide = (product: AdminProduct) =>
    void act(product, async () => {
      await setVisibility.mutateAsync({ id: product.id, isActive: false });
      return { kind: 'ok', text: t('notices.moderated', { name: product.name, vendor: product.vendorName ?? '' }) };
    });

  const editLink = (product: AdminProduct) => ({
    to: `/admin/products/${encodeURIComponent(product.id)}/edit`,
    state: { back: search },
    onClick: () => onNotice(null),
  });
  return (
    <>
      <SectionHeader title={t('title')}>
        {mayWrite && (
          <Link to="/admin/products/new" state={{ back: search }} className={buttonStyles.primary} onClick={() => onNotice(null)}>
            {t('actions.add')}
          </Link>
        )}
      </SectionHeader>
      <form role="search" className="mb-6 grid gap-4 sm:grid-cols-[1fr_16rem]" onSubmit={(e) => { e.preventDefault(); show({ q: typed.trim() }); }}>
        <div>
          <label htmlFor="admin-products-q" className={labelStyles}>{t('filters.search')}</label>
          <input id="admin-products-q" type="search" className={inputStyles} value={typed} maxLength={100} placeholder={t('filters.searchPlaceholder')} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div>
          <label htmlFor="admin-products-category" className={labelStyles}>{t('filters.category')}</label>
          <select id="admin-products-category" className={inputStyles} value={category ?? ''} onChange={(e) => show({ category: categoryOf(e.target.value) })}>
            <option value="">{t('filters.allCategories')}</option>
            {CATEGORY_SLUGS.map((slug) => <option key={slug} value={slug}>{t(`categories.${slug}`)}</option>)}
          </select>
        </div>
      </form>
      {products.isPending && <LoadingState />}
      {products.isError && <ErrorState error={products.error} onRetry={() => void products.refetch()} />}
      {data && data.items.length === 0 && <EmptyState message={t('empty')} />}
      {data && data.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-stone-600" aria-live="polite">{t('count', { count: data.total })}</p>
          <ProductsTable products={data.items} actions={{ editLink, onDelete, onShow, onHide, busyId, mayWrite }} />
          <Pagination page={page} pageCount={pageCount} onChange={(p) => show({ page: p })} />
        </>
      )}
    </>
  );
}
