import { useState, type FormEvent } from 'react';
import type { AdminProduct } from '#shared/schemas/admin-products';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { RoleNote } from '#client/components/ui/role-note.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, inputStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { ONDC_PRODUCTS_PAGE_SIZE, useOndcProducts, useSetOndcOffer } from '#client/features/admin-ondc/api/ondc.ts';

/**
 * Products on ONDC (docs/product-rules.md 62): the shop's own products, from Manage Products'
 * list, each offered to buyer apps unless the owner keeps it off. A vendor's product is never
 * offered (it sells under its vendor's name), so it is not listed here.
 */
export function OndcProducts({ withheldProductIds }: { withheldProductIds: readonly string[] }) {
  const { t } = useTranslation('admin-ondc');
  const errorMessage = useErrorMessage();
  const may = useMay();
  const mayChange = may('catalog.write');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const products = useOndcProducts(page, q);
  const offer = useSetOndcOffer();
  // The box shows the owner's choice at once while it is being saved; a refusal puts it back.
  const [saving, setSaving] = useState<{ id: string; offered: boolean }>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const withheld = new Set(withheldProductIds);

  const toggle = async (product: AdminProduct, offered: boolean) => {
    setNotice(null);
    setSaving({ id: product.id, offered });
    try {
      await offer.mutateAsync({ id: product.id, offered });
      setNotice({ kind: 'ok', text: t(offered ? 'products.offeredNow' : 'products.keptOffNow', { name: product.name }) });
    } catch (err) {
      setNotice({ kind: 'error', text: t('products.failed', { name: product.name, reason: errorMessage(err) }) });
    } finally {
      setSaving(undefined);
    }
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setQ(typed.trim());
  };

  const own = products.data?.items.filter((p) => p.vendorId === null) ?? [];
  const pageCount = products.data ? Math.max(1, Math.ceil(products.data.total / ONDC_PRODUCTS_PAGE_SIZE)) : 1;
  return (
    <section className={cardStyles} aria-labelledby="ondc-products-title">
      <h2 id="ondc-products-title" className="mb-2 text-xl font-bold text-stone-900">{t('products.title')}</h2>
      <p className="text-sm text-stone-700">{t('products.intro')}</p>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('products.vendorsNever')}</p>
      {!mayChange && <RoleNote className="mb-4" />}
      <form role="search" aria-label={t('products.searchLabel')} onSubmit={search} className="mb-4 flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 basis-48">
          <span className="mb-1 block text-sm font-medium text-stone-800">{t('products.search')}</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} className={inputStyles} />
        </label>
        <button type="submit" className={buttonStyles.secondary}>{t('products.searchButton')}</button>
      </form>
      <NoticeBanner notice={notice} />
      {products.isPending && <LoadingState />}
      {products.isError && <ErrorState error={products.error} onRetry={() => void products.refetch()} />}
      {products.data && own.length === 0 && <EmptyState message={t(q ? 'products.noMatch' : 'products.empty')} />}
      {own.length > 0 && (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {own.map((p) => {
            const offered = saving?.id === p.id ? saving.offered : !withheld.has(p.id);
            const stateId = `ondc-product-${p.id}-state`;
            return (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-words text-stone-900">{p.name}</p>
                  <p id={stateId} className="text-sm text-stone-700">
                    {!p.isActive ? t('products.hidden') : offered ? t('products.offered') : t('products.keptOff')}
                  </p>
                </div>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 font-medium text-stone-900">
                  <input
                    type="checkbox"
                    className="size-6 accent-brand-700"
                    checked={offered}
                    disabled={!mayChange}
                    // Not disabled while saving, which would drop the keyboard's focus: a second press waits for the first.
                    aria-busy={saving?.id === p.id}
                    aria-describedby={stateId}
                    onChange={(e) => saving?.id !== p.id && void toggle(p, e.target.checked)}
                  />
                  <span>
                    {t('products.switch')}
                    <span className="sr-only">{t('products.switchOf', { name: p.name })}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onChange={setPage} />
    </section>
  );
}
