import { indianDate } from '#shared/india';
import { formatRupees } from '#shared/money';
import type { AdminOffer } from '#shared/schemas/offers';
import { DiscountList, DiscountRowActions, DiscountStatePill, discountState } from '#client/components/discount-list.tsx';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useDeleteOffer, useOfferProducts, useOffers, useUpdateOffer } from '../api/offers.ts';
import { offerInputOf } from './offer-form-values.ts';
import { OfferForm } from './offer-form.tsx';

const COLUMNS = ['name', 'terms', 'dates', 'uses', 'state', 'actions'] as const;

/**
 * Admin -> Offers (docs/product-rules.md 47, docs/decisions/0063): the list, one form to add or
 * edit, Switch off/on, and Delete after a confirmation (refused once an order took the offer).
 */
export function Offers() {
  const { t } = useTranslation('admin-offers');
  const { day } = useDateFormat();
  const offers = useOffers();
  const products = useOfferProducts();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const today = indianDate();
  const productName = (id: string | null) => products.data?.items.find((p) => p.id === id)?.name ?? id ?? '';
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);

  const terms = (o: AdminOffer) => {
    if (o.kind === 'buy_get') return t('termsBuyGet', { buy: o.buyQuantity, get: o.getQuantity, product: productName(o.productId) });
    if (o.kind === 'free_item') return t('termsFreeItem', { buy: o.buyQuantity, product: productName(o.productId), get: o.getQuantity, gift: productName(o.giftProductId) });
    return [
      t('termsPercent', { percent: (o.percentBp ?? 0) / 100, count: o.targets.length }),
      o.minValuePaise > 0 ? t('minimum', { amount: formatRupees(o.minValuePaise) }) : null,
      o.maxDiscountPaise !== null ? t('upTo', { amount: formatRupees(o.maxDiscountPaise) }) : null,
    ].filter(Boolean).join(', ');
  };

  return (
    <DiscountList
      ns="admin-offers"
      query={offers}
      named={(o) => ({ name: o.name })}
      switchOver={(o) => update.mutateAsync({ id: o.id, input: { ...offerInputOf(o), active: !o.active } })}
      remove={(o) => remove.mutateAsync(o.id)}
      inUse={{ code: 'offer_in_use', text: (o) => t('inUse', { name: o.name }) }}
      form={(offer, done) => <OfferForm offer={offer} {...done} />}
      table={(items, actions) => (
        <DataTable columns={COLUMNS} label={label} caption={t('caption')}>
          {items.map((o) => {
            const state = discountState(o, today);
            return (
              <tr key={o.id} className={tableStyles.row}>
                <td className={`${tableStyles.td} font-semibold`}>{o.name}</td>
                <td className={`${tableStyles.td} max-w-xs`} data-label={label('terms')}>{terms(o)}</td>
                <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('dates')}>{t('dateRange', { from: day(o.validFrom), to: day(o.validTo) })}</td>
                <td className={tableStyles.td} data-label={label('uses')}>{t('orders', { count: o.used })}</td>
                <td className={tableStyles.td} data-label={label('state')}>
                  <DiscountStatePill state={state} t={t} />
                </td>
                <td className={tableStyles.td}>
                  <DiscountRowActions discount={o} named={{ name: o.name }} t={t} {...actions} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    />
  );
}
