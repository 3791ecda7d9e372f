import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AdminProductInput } from '#shared/schemas/admin-products';
import type { VendorStatus } from '#shared/schemas/auth';
import type { VendorProduct, VendorProductInput } from '#shared/schemas/vendor-products';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ProductForm } from '#client/components/product-form.tsx';
import { useCreateVendorProduct } from '#client/features/vendor-portal/api/create-product.ts';
import { useVendorProduct } from '#client/features/vendor-portal/api/get-product.ts';
import { useUpdateVendorProduct } from '#client/features/vendor-portal/api/update-product.ts';
import { useAddVendorLot } from '#client/features/vendor-portal/api/add-lot.ts';
import { SeedLotsPanel } from '#client/components/seed-lots-panel.tsx';
import { ProductUsesEditor } from '#client/components/product-uses-editor.tsx';
import { vendorCard } from './vendor-layout.ts';

/** What the editor hands back when it closes: the saved product, to say so above the list. */
export type EditorDone = (saved?: { name: string; added: boolean }) => void;

/** "Publish in the shop": only an approved vendor can tick it (a listing already published may stay so). */
function PublishChoice({ checked, enabled, onChange }: { checked: boolean; enabled: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('vendor-tabs');
  const id = useId();
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          checked={checked}
          disabled={!enabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id} className="font-semibold text-stone-900">{t('products.publish')}</label>
      </div>
      <p id={`${id}-hint`} className="mt-1 pl-8 text-sm text-stone-700">
        {enabled ? t('products.publishHint') : t('products.publishNeedsApproval')}
      </p>
    </div>
  );
}

/** The shop's product form (the admin's fields and checks) plus the vendor's publish choice. */
function ListingForm({ initial, status, submitLabel, onSave, onCancel }: {
  initial?: VendorProduct;
  status?: VendorStatus;
  submitLabel: string;
  onSave: (input: VendorProductInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const canPublish = status === 'approved' || initial?.published === true;
  const [published, setPublished] = useState(initial?.published ?? false);
  const save = (values: AdminProductInput) => onSave({ ...values, published: canPublish && published });
  return (
    <ProductForm initial={initial} hasLots={(initial?.seedLabel?.lots.length ?? 0) > 0} onSubmit={save} submitLabel={submitLabel} onCancel={onCancel}>
      <PublishChoice checked={canPublish && published} enabled={canPublish} onChange={setPublished} />
    </ProductForm>
  );
}

function EditorFrame({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation('vendor-tabs');
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel changed under a keyboard or screen-reader user: start them at the form's title.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${vendorCard} max-w-3xl`} aria-labelledby="vendor-listing-title">
      <button type="button" className={`${buttonStyles.ghost} -ml-3 mb-2 text-brand-800`} onClick={onBack}>{t('products.back')}</button>
      <h2 id="vendor-listing-title" ref={heading} tabIndex={-1} className="mb-6 text-2xl font-bold text-stone-900 outline-none">{title}</h2>
      {children}
    </section>
  );
}

export function NewListing({ status, onDone }: { status?: VendorStatus; onDone: EditorDone }) {
  const { t } = useTranslation('vendor-tabs');
  const create = useCreateVendorProduct();
  const save = async (input: VendorProductInput) => {
    const product = await create.mutateAsync(input);
    onDone({ name: product.name, added: true });
  };
  return (
    <EditorFrame title={t('products.addTitle')} onBack={() => onDone()}>
      <ListingForm status={status} submitLabel={t('products.add')} onSave={save} onCancel={() => onDone()} />
    </EditorFrame>
  );
}

export function EditListing({ id, status, onDone }: { id: string; status?: VendorStatus; onDone: EditorDone }) {
  const { t } = useTranslation('vendor-tabs');
  const product = useVendorProduct(id);
  const update = useUpdateVendorProduct();
  const addLot = useAddVendorLot();
  const save = async (input: VendorProductInput) => {
    const saved = await update.mutateAsync({ id, input });
    onDone({ name: saved.name, added: false });
  };
  return (
    <EditorFrame title={t('products.editTitle')} onBack={() => onDone()}>
      {product.isPending && <LoadingState />}
      {product.isError && <ErrorState error={product.error} onRetry={() => void product.refetch()} />}
      {/* A fresh form for each product: defaults are read once, when a form mounts. */}
      {product.data && <ListingForm key={`form-${product.data.id}`} initial={product.data} status={status} submitLabel={t('products.save')} onSave={save} onCancel={() => onDone()} />}
      {/* A seed's lots: each with its stock and validity; a new lot is added here (docs/product-rules.md 28). */}
      {product.data?.seedLabel && <SeedLotsPanel lots={product.data.seedLabel.lots} onAdd={(lot) => addLot.mutateAsync({ id, lot })} />}
      {/* What it is for, a form of its own: a vendor's uses wait for the admin's approval (docs/product-rules.md 41). */}
      {product.data && <ProductUsesEditor key={`uses-${product.data.id}`} base={`/vendor/products/${encodeURIComponent(product.data.id)}`} side="vendor" />}
    </EditorFrame>
  );
}
