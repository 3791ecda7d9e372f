import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from '#client/lib/router.tsx';
import type { AdminProductInput } from '#shared/schemas/admin-products';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { cardStyles } from '#client/components/ui/styles.ts';
import type { Notice } from '#client/components/ui/notice-banner.tsx';
import { ProductForm } from '#client/components/product-form.tsx';
import { useCreateProduct } from '#client/features/admin-products/api/create-product.ts';
import { useAdminProduct } from '#client/features/admin-products/api/get-product.ts';
import { useUpdateProduct } from '#client/features/admin-products/api/update-product.ts';
import { useAddLot } from '#client/features/admin-products/api/add-lot.ts';
import { useStockPlaces } from '#client/features/admin-products/api/location-stock.ts';
import { SeedLotsPanel } from '#client/components/seed-lots-panel.tsx';
import { ProductUsesEditor } from '#client/components/product-uses-editor.tsx';
import { PriceListEditor } from './price-list-editor.tsx';
import { KitPartsEditor } from './kit-parts-editor.tsx';
import { RoleNote } from '#client/components/ui/role-note.tsx';
import { useMay } from '#client/lib/staff-access.ts';

// A product's units at each godown (docs/product-rules.md 59): a chunk of its own, asked for only
// by the shop's own non-seed products, and shown only once the shop has a godown.
const StockByLocation = lazy(() => import('./stock-by-location.tsx').then((m) => ({ default: m.StockByLocation })));

/** Back to the list as the admin left it (search, category, page), with what was done. */
function useListHref(): string {
  const back = (useLocation().state as { back?: string } | null)?.back;
  return `/admin/products${back ? `?${back}` : ''}`;
}

function useBackToList(onNotice: (notice: Notice | null) => void) {
  const navigate = useNavigate();
  const href = useListHref();
  return (notice?: Notice) => {
    onNotice(notice ?? null);
    navigate(href);
  };
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin-products');
  const listHref = useListHref();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under a keyboard or screen-reader user: start them at the form's title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Link to={listHref} className="mb-4 inline-block font-medium text-brand-800 hover:underline">{t('actions.back')}</Link>
      <section className={`${cardStyles} max-w-3xl`} aria-labelledby="product-editor-title">
        <h1 id="product-editor-title" ref={heading} tabIndex={-1} className="mb-6 text-2xl font-bold text-stone-900 outline-none">{title}</h1>
        {children}
      </section>
    </>
  );
}

/** /admin/products/new */
export function NewProduct({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('admin-products');
  const create = useCreateProduct();
  // Where a new seed product's first lot is kept, once the shop has a godown (docs/product-rules.md 59).
  const places = useStockPlaces();
  const backToList = useBackToList(onNotice);
  const save = async (input: AdminProductInput) => {
    const product = await create.mutateAsync(input);
    backToList({ kind: 'ok', text: t('notices.added', { name: product.name }) });
  };
  return (
    <EditorFrame title={t('addTitle')}>
      <ProductForm onSubmit={save} submitLabel={t('actions.addSubmit')} onCancel={() => backToList()} withShipping lotPlaces={places.data?.locations} />
    </EditorFrame>
  );
}

/** /admin/products/:id/edit (hidden products too). */
export function EditProduct({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useTranslation('admin-products');
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  const update = useUpdateProduct();
  const addLot = useAddLot();
  // The shop's own seed's lots are each kept at one of its places, named in the list and chosen for
  // a new one, also when the form makes a draft a seed (docs/product-rules.md 59); a vendor's are
  // kept by the vendor. The same list tells Stock by location whether the shop has a godown.
  const own = product.data !== undefined && !product.data.vendorId;
  const places = useStockPlaces(own);
  const lotPlaces = own ? places.data?.locations : undefined;
  const backToList = useBackToList(onNotice);
  // What the role may change here, each its own permission (docs/product-rules.md 49): a dispatcher
  // reads the product and adds its seed lots, an agronomist reads it and writes its uses.
  const may = useMay();
  const mayEdit = may('catalog.write');
  const save = async (input: AdminProductInput) => {
    const saved = await update.mutateAsync({ id, input });
    backToList({ kind: 'ok', text: t('notices.saved', { name: saved.name }) });
  };
  return (
    <EditorFrame title={t(mayEdit ? 'editTitle' : 'viewTitle')}>
      {!mayEdit && <RoleNote className="mb-6" />}
      {product.isPending && <LoadingState />}
      {product.isError && <ErrorState error={product.error} onRetry={() => void product.refetch()} />}
      {product.data?.vendorId && (
        <p className="mb-6 rounded-lg bg-stone-50 p-3 text-stone-800" data-testid="product-vendor">
          {t('vendor.editNote', { name: product.data.vendorName ?? t('vendor.unknown') })}
        </p>
      )}
      {/* A fresh form for each product: defaults are read once, when a form mounts. */}
      {product.data && (
        <ProductForm key={`form-${product.data.id}`} initial={product.data} hasLots={(product.data.seedLabel?.lots.length ?? 0) > 0} lotPlaces={lotPlaces} onSubmit={save} submitLabel={t('actions.save')} onCancel={() => backToList()} readOnly={!mayEdit} withShipping={product.data.vendorId === null} />
      )}
      {/* Its units at each godown: the shop's own products but seeds (kept by lot) and kits (their parts'), docs/product-rules.md 59. */}
      {product.data && !product.data.vendorId && product.data.category !== 'seeds' && (
        <Suspense fallback={null}>
          <StockByLocation key={`stock-${product.data.id}`} productId={product.data.id} readOnly={!mayEdit} />
        </Suspense>
      )}
      {/* A seed's lots: each with its stock and validity; a new lot is added here (docs/product-rules.md 28). */}
      {product.data?.seedLabel && <SeedLotsPanel lots={product.data.seedLabel.lots} places={lotPlaces} onAdd={may('seeds.lots') ? (lot) => addLot.mutateAsync({ id, lot }) : undefined} />}
      {/* What it is for, a form of its own: the admin's uses are approved at once (docs/product-rules.md 41). */}
      {product.data && may('crops.write') && <ProductUsesEditor key={`uses-${product.data.id}`} base={`/admin/products/${encodeURIComponent(product.data.id)}`} side="admin" />}
      {/* Quantity prices and price lists, the shop's own goods only (docs/product-rules.md 46). */}
      {product.data && !product.data.vendorId && <PriceListEditor productId={product.data.id} readOnly={!may('prices.write')} />}
      {/* A kit's parts, the shop's own goods only (docs/product-rules.md 48). */}
      {product.data && !product.data.vendorId && <KitPartsEditor productId={product.data.id} readOnly={!mayEdit} />}
    </EditorFrame>
  );
}
