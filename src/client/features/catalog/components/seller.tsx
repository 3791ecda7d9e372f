import type { ReactNode } from 'react';
import type { StoreSeller } from '#shared/schemas/catalog';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/seller.ts';
import { FactList, type Fact } from './fact-list.tsx';

/**
 * Who sells the product, as the Consumer Protection (E-Commerce) Rules, 2020 ask (rules 5(3)(a)
 * and 6(5); docs/product-rules.md 52): the business name, its geographic address, the
 * customer-care number and the GSTIN where registered; a vendor's from its profile, the shop's
 * from its business settings. What its seller has not given is left out, never a placeholder;
 * the shop without its legal name set is named by its brand. Complaints go to the grievance
 * officer, on the Contact page.
 */
export function SellerBlock({ seller, shopName }: { seller: StoreSeller; shopName: string }) {
  const { t } = useTranslation('seller');
  // [key, term, value, printed]: names and addresses are as their seller wrote them, never translated.
  const rows: Fact[] = [];
  const add = (key: string, term: string, value: ReactNode | null, printed: boolean) => {
    if (value !== null && value !== '') rows.push([key, term, value, printed]);
  };
  add('name', t('name'), seller.name ?? (seller.shop ? shopName : null), true);
  add('address', t('address'), seller.address, true);
  add(
    'phone',
    t('phone'),
    seller.phone && <a href={`tel:${seller.phone.dial}`} className="text-brand-800 underline">{seller.phone.display}</a>,
    false,
  );
  add('gstin', t('gstin'), seller.gstin, true);
  return (
    <section aria-labelledby="product-seller" className="mt-6 rounded-lg border border-stone-200 bg-stone-50 p-4" data-testid="seller">
      <h2 id="product-seller" className="text-lg font-semibold">{t('title')}</h2>
      <FactList facts={rows} />
      <p className="mt-3 text-sm">
        {/* A plain link: the Contact page loads scrolled to the officer's section, with or without JavaScript. */}
        <a href="/contact#grievance" className="inline-block py-1 text-brand-800 underline">{t('grievance')}</a>
      </p>
    </section>
  );
}
