import type { ReactNode } from 'react';
import type { StoreProduct, StoreProductLabel } from '#shared/schemas/catalog';
import { formatRupees } from '#shared/money';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/product-label.ts';
import { FactList, type Fact } from './fact-list.tsx';

/** A seed lot's day as its label prints it: DD/MM/YYYY. */
const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * What a packaged product's pack declares, shown as its label lays it out (Legal Metrology
 * (Packaged Commodities) Rules 2011, rule 6 and sub-rule (10) for e-commerce; docs/product-rules.md
 * 38): brand and common name, net quantity, MRP and unit sale price (the server's figure), best
 * before, who made, packed or imported it, country of origin and consumer care. A particular its
 * seller has not given is left out rather than guessed. A pesticide carries the caution to read
 * its label and leaflet; its waiting periods come with its crop label claims, not here.
 */
export function ProductLabelBlock({ label, product, seedValidUntil }: { label: StoreProductLabel; product: Pick<StoreProduct, 'category' | 'packSize' | 'packUnit'>; seedValidUntil?: string }) {
  const { t } = useTranslation('product-label');
  const { t: tc } = useTranslation('catalog');
  const { packSize, packUnit } = product;
  const net = packSize && packUnit ? (packUnit === 'piece' || packUnit === 'packet' ? tc(`pack.${packUnit}`, { count: packSize }) : `${packSize} ${t(`units.${packUnit}`)}`) : null;
  const bestBefore = seedValidUntil ? t('bestBeforeSeed', { day: day(seedValidUntil) }) : label.bestBeforeMonths ? t('bestBeforeValue', { count: label.bestBeforeMonths }) : null;
  // [key, term, value, printed]: printed values are as the pack gives them (names, addresses), never translated.
  const rows: Fact[] = [];
  const add = (key: string, term: string, value: ReactNode | null, printed?: boolean) => {
    if (value !== null && value !== '') rows.push([key, term, value, printed]);
  };
  add('brand', t('brand'), label.brand, true);
  add('genericName', t('genericName'), label.genericName, true);
  add('net', t('net'), net);
  add('mrp', t('mrp'), label.mrpPaise ? t('mrpValue', { price: formatRupees(label.mrpPaise) }) : null);
  add('unitPrice', t('unitPrice'), label.unitSalePrice ? t('unitPriceValue', { price: formatRupees(label.unitSalePrice.paise), unit: t(`units.${label.unitSalePrice.per}`) }) : null);
  add('bestBefore', t('bestBefore'), bestBefore);
  add('maker', t(`roles.${label.makerRole ?? 'manufacturer'}`), label.makerName ? [label.makerName, label.makerAddress].filter(Boolean).join(', ') : null, true);
  add('origin', t('origin'), label.countryOfOrigin, true);
  add('care', t('care'), label.consumerCare, true);
  return (
    <section aria-labelledby="product-label" className="mt-6 rounded-lg border-2 border-stone-800 p-4" data-testid="product-label">
      <h2 id="product-label" className="border-b border-stone-300 pb-2 text-lg font-semibold">{t('title')}</h2>
      <FactList facts={rows} />
      {product.category === 'pesticides' && <p className="mt-3 font-semibold text-red-800" role="note">{t('caution')}</p>}
    </section>
  );
}
