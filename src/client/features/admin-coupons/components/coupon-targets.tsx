import { useId, useState, type KeyboardEvent } from 'react';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { MAX_COUPON_TARGETS, type CouponScope } from '#shared/schemas/coupons';
import { useCropChoices } from '#client/components/product-uses-api.ts';
import { LoadingState, ErrorState } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useChosenProduct, useProductSearch, useRememberProduct } from '../api/search-products.ts';

interface TargetsProps {
  scope: Exclude<CouponScope, 'order'>;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}

/**
 * What a coupon by category, crop or product names (docs/product-rules.md 43): categories and crops
 * ticked from their lists, products found by a search and listed with a Remove each.
 */
export function CouponTargets({ scope, value, onChange, error }: TargetsProps) {
  const { t } = useTranslation('admin-coupons');
  const errorId = useId();
  const toggle = (target: string, on: boolean) => onChange(on ? [...value, target] : value.filter((v) => v !== target));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="rounded-lg border border-stone-300 p-3">
      <legend className={`${labelStyles} px-1`}>{t(`form.targets.${scope}`)} <span aria-hidden="true" className="text-red-700">*</span></legend>
      {scope === 'categories' && <CategoryChoices value={value} toggle={toggle} />}
      {scope === 'crops' && <CropChoices value={value} toggle={toggle} />}
      {scope === 'products' && <ProductChoices value={value} onChange={onChange} />}
      {error && <p id={errorId} className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

type Toggle = (target: string, on: boolean) => void;

function Check({ value, label, checked, toggle }: { value: string; label: string; checked: boolean; toggle: Toggle }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5 accent-brand-700" value={value} checked={checked} onChange={(e) => toggle(value, e.target.checked)} />
      {label}
    </label>
  );
}

function CategoryChoices({ value, toggle }: { value: string[]; toggle: Toggle }) {
  const { t: tc } = useTranslation();
  return (
    <div className="flex flex-wrap gap-x-5">
      {CATEGORY_SLUGS.map((slug) => <Check key={slug} value={slug} label={tc(`categories.${slug}`)} checked={value.includes(slug)} toggle={toggle} />)}
    </div>
  );
}

function CropChoices({ value, toggle }: { value: string[]; toggle: Toggle }) {
  const crops = useCropChoices();
  if (crops.isPending) return <LoadingState />;
  if (crops.isError) return <ErrorState error={crops.error} onRetry={() => void crops.refetch()} />;
  return (
    <div className="grid gap-x-5 sm:grid-cols-2 lg:grid-cols-3">
      {crops.data.items.map((c) => <Check key={c.slug} value={c.slug} label={c.name} checked={value.includes(c.slug)} toggle={toggle} />)}
    </div>
  );
}

/** Products by a search of the admin's product list; only the shop's own, as a coupon takes no vendor's goods (docs/decisions/0059). */
function ProductChoices({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('admin-coupons');
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useProductSearch(q);
  const remember = useRememberProduct();
  const search = () => setQ(typed.trim());
  // Enter searches rather than saving the coupon.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    search();
  };
  const own = found.data?.items.filter((p) => p.vendorId === null && !value.includes(p.id)) ?? [];
  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="text-sm text-stone-700">{t('form.noProducts')}</p>
      ) : (
        <ul aria-label={t('form.chosenProducts')} className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {value.map((id) => <ChosenProduct key={id} id={id} onRemove={() => onChange(value.filter((v) => v !== id))} />)}
        </ul>
      )}
      <div>
        <label htmlFor={searchId} className={labelStyles}>{t('form.findProduct')}</label>
        <div className="flex flex-wrap gap-2">
          <input id={searchId} type="search" className={`${inputStyles} min-w-0 flex-1`} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={onKeyDown} />
          <button type="button" className={buttonStyles.secondary} onClick={search}>{t('form.search')}</button>
        </div>
        <p className="mt-1 text-sm text-stone-600">{t('form.findProductHint')}</p>
      </div>
      {q !== '' && (found.isPending ? (
        <LoadingState />
      ) : found.isError ? (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      ) : own.length === 0 ? (
        <p className="text-sm text-stone-700">{t('form.noneFound', { q })}</p>
      ) : (
        <ul aria-label={t('form.found')} className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {own.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
              <span>{p.name}</span>
              <button type="button" className={buttonStyles.secondary} disabled={value.length >= MAX_COUPON_TARGETS} aria-label={t('form.chooseProduct', { name: p.name })} onClick={() => {
                  remember(p);
                  onChange([...value, p.id]);
                }}>
                {t('form.choose')}
              </button>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function ChosenProduct({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { t } = useTranslation('admin-coupons');
  const { t: tc } = useTranslation();
  const product = useChosenProduct(id);
  // A product since deleted still shows, by its id, so it can be taken off the coupon.
  const name = product.data?.name ?? (product.isError ? t('form.unknownProduct', { id }) : tc('states.loading'));
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-2">
      <span>{name}</span>
      <button type="button" className={buttonStyles.ghost} aria-label={t('form.removeProduct', { name })} onClick={onRemove}>{t('form.remove')}</button>
    </li>
  );
}
