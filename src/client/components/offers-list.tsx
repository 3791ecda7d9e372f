import { useEffect } from 'react';
import { formatRupees } from '#shared/money';
import type { AppliedOffer, OfferHint } from '#shared/schemas/offers';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/offers.ts';

/**
 * The automatic offers a cart or an order takes, each with what it took off ("Kharif seeds 10%
 * off: −₹120"), and how near the cart is to the others (docs/product-rules.md 47). Loaded after
 * the page's first paint with its texts (the pages are at their budget); nothing until they are there.
 */
export function OffersList({ applied, close = [] }: { applied: AppliedOffer[]; close?: OfferHint[] }) {
  const { t, i18n, language } = useTranslation('offers');
  useEffect(() => {
    void loadNamespaces('offers').catch(() => undefined);
  }, [language]);
  if ((applied.length === 0 && close.length === 0) || !i18n.hasResourceBundle(language, 'offers')) return null;
  const hint = (h: OfferHint) => {
    if (h.kind === 'percent') return t('morePercent', { amount: formatRupees(h.missingPaise ?? 0), name: h.name, percent: (h.percentBp ?? 0) / 100 });
    if (h.kind === 'buy_get') return t('moreUnits', { count: h.missingUnits ?? 0, product: h.productName, free: h.freeUnits ?? 0 });
    return t('moreForGift', { count: h.missingUnits ?? 0, product: h.productName, free: h.freeUnits ?? 0, gift: h.giftName });
  };
  return (
    <section aria-label={t('title')} className="mb-4 space-y-2" data-testid="offers">
      {applied.length > 0 && (
        <ul className="space-y-1 font-medium text-brand-800">
          {applied.map((a) => (
            <li key={a.offerId}>
              {t('applied', { name: a.name, amount: formatRupees(a.discountPaise) })}
              {a.gift && <span className="block text-sm">{t('gift', { count: a.gift.quantity, product: a.gift.name })}</span>}
            </li>
          ))}
        </ul>
      )}
      {close.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {close.map((h) => <li key={h.offerId}>{hint(h)}</li>)}
        </ul>
      )}
    </section>
  );
}
