import { useEffect, useRef } from 'react';
import { FACET_NAMES, PRICE_BANDS, SHOP_SELLER, parsePackKey, type FacetName } from '#shared/catalog-facets';
import type { FacetValueCount, StoreProductList } from '#shared/schemas/catalog';
import { formatRupees } from '#shared/money';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { TFunction } from '#client/i18n/translator.ts';
import { buttonStyles } from '#client/components/ui/styles.ts';
import '#client/i18n/on-demand/catalog-filters.ts';

/** The chosen values per filter, as the products page reads them from its address. */
export type ChosenFacets = Partial<Record<FacetName, readonly string[]>>;

interface FacetPanelProps {
  facets: StoreProductList['facets'];
  chosen: ChosenFacets;
  /** The page's GET form (search and sort): the checkboxes and Apply belong to it, so one request carries all. */
  formId: string;
  /** With JavaScript, a ticked box applies at once. */
  onChange: (name: FacetName, values: string[]) => void;
  /** The address without any filter (search and order kept): "Clear all" as a link works without JavaScript. */
  clearHref: string;
  onClear: () => void;
}

const rupees = (whole: number) => formatRupees(whole * 100, { maxDecimals: 0 });

/**
 * A brand or an active ingredient is shown as the pack prints it, never translated: marked so for
 * translators and, in Latin letters, as English for screen readers (as a seed's variety is).
 */
function asPrinted(name: FacetName, value: string): { translate?: 'no'; lang?: string } {
  if (name !== 'brand' && name !== 'ingredient') return {};
  return /[\u0900-\u097F]/.test(value) ? { translate: 'no' } : { translate: 'no', lang: 'en' };
}

/** A value's words: a category's name, a crop's or problem's, a brand, "Sold by Hariyali" or the vendor's name, "₹500 to ₹2,000", "1 kg pack". */
function labelOf(name: FacetName, v: FacetValueCount, t: TFunction, tc: TFunction, tCatalog: TFunction): string {
  switch (name) {
    case 'category':
      return tc(`categories.${v.value}`);
    case 'crop':
    case 'problem':
      // Named by the server in the reader's language ("Cotton: Jassid (leafhopper)").
      return v.label ?? v.value;
    case 'brand':
    case 'ingredient':
      // As the label writes it ("Imidacloprid 17.8% SL"): a name, not translated.
      return v.value;
    case 'seller':
      return v.value === SHOP_SELLER ? t('sellerShop') : (v.label ?? v.value);
    case 'stock':
      return t('inStock');
    case 'price': {
      const band = PRICE_BANDS.find((b) => b.slug === v.value)!;
      if (band.from === 0) return t('priceUnder', { to: rupees(band.to!) });
      return band.to === null ? t('priceFrom', { from: rupees(band.from) }) : t('priceBetween', { from: rupees(band.from), to: rupees(band.to) });
    }
    case 'pack': {
      const pack = parsePackKey(v.value)!;
      return tCatalog(`pack.${pack.unit}`, { count: pack.size });
    }
  }
}

/**
 * The catalogue's filters with their counts (docs/product-rules.md 40): a "Filters (N)" sheet on
 * a phone (a <details>, which opens without JavaScript), a side column on a wide screen (open by
 * CSS where the browser styles a <details>' content, else opened by the effect below).
 */
export function FacetPanel({ facets, chosen, formId, onChange, clearHref, onClear }: FacetPanelProps) {
  const { t } = useTranslation('catalog-filters');
  const { t: tc } = useTranslation();
  const { t: tCatalog } = useTranslation('catalog');
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia('(min-width: 1024px)').matches) details.current.open = true;
  }, []);
  const chosenCount = FACET_NAMES.reduce((sum, name) => sum + (chosen[name]?.length ?? 0), 0);
  const shown = FACET_NAMES.filter((name) => facets[name].length > 0);

  return (
    <details ref={details} className="group rounded-xl border border-stone-200 bg-white shadow-sm lg:[&::details-content]:[content-visibility:visible] lg:[&::details-content]:block" data-testid="catalogue-filters">
      <summary className={`${buttonStyles.secondary} w-full cursor-pointer list-none lg:hidden [&::-webkit-details-marker]:hidden`}>
        {chosenCount > 0 ? t('filtersCount', { count: chosenCount }) : t('filters')}
      </summary>
      <div className="space-y-5 p-4">
        <h2 className="hidden text-lg font-semibold lg:block">{t('filters')}</h2>
        {shown.map((name) => (
          <fieldset key={name}>
            <legend className="mb-2 text-sm font-semibold text-stone-900">{t(name)}</legend>
            <ul className="space-y-1">
              {facets[name].map((v) => {
                const checked = chosen[name]?.includes(v.value) ?? false;
                return (
                  // Uncontrolled, so a tick shows at once while the address (and the list) follows;
                  // keyed by the choice, so a change from elsewhere (Clear all, Back) redraws it.
                  <li key={`${v.value}:${checked}`}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-stone-800 hover:bg-stone-50">
                      <input
                        type="checkbox"
                        name={name}
                        value={v.value}
                        form={formId}
                        defaultChecked={checked}
                        onChange={(e) => {
                          const others = (chosen[name] ?? []).filter((x) => x !== v.value);
                          onChange(name, e.target.checked ? [...others, v.value] : others);
                        }}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="min-w-0 flex-1 break-words" {...asPrinted(name, v.value)}>
                        {labelOf(name, v, t, tc, tCatalog)}
                      </span>
                      <span className="shrink-0 rounded-full bg-stone-100 px-2 text-sm text-stone-700" aria-hidden="true">
                        {v.count}
                      </span>
                      <span className="sr-only">{t('count', { count: v.count })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          {/* Without JavaScript the ticks apply when the form is sent (a GET to this address). */}
          <button type="submit" form={formId} className={`${buttonStyles.primary} no-js-only flex-1`}>
            {t('apply')}
          </button>
          {chosenCount > 0 && (
            <a
              href={clearHref}
              onClick={(e) => {
                e.preventDefault();
                onClear();
              }}
              className={`${buttonStyles.ghost} underline`}
            >
              {t('clearAll')}
            </a>
          )}
        </div>
      </div>
    </details>
  );
}
