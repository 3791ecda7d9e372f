import { formatRupees } from '#shared/money';
import type { AdminCoupon } from '#shared/schemas/coupons';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useCropChoices } from '#client/components/product-uses-api.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { couponState, type CouponState } from './coupon-form-values.ts';

const COLUMNS = ['code', 'offer', 'appliesTo', 'dates', 'uses', 'state', 'actions'] as const;

/** Deleting a coupon for good (asked again first); kept here, not in the shared styles every storefront page loads. */
const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-800 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

const STATE_STYLES: Record<CouponState, string> = {
  running: 'bg-brand-100 text-brand-900',
  notYet: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-800',
  off: 'bg-red-100 text-red-900',
};

export interface CouponActions {
  busyId?: string;
  onEdit: (coupon: AdminCoupon) => void;
  onSwitch: (coupon: AdminCoupon) => void;
  onDelete: (coupon: AdminCoupon) => void;
}

/**
 * The coupons (docs/product-rules.md 43): each code with what it takes off, what it applies to, the
 * days it runs, its uses and where it stands today in India, with Edit, Switch off/on and Delete.
 */
export function CouponsTable({ coupons, today, busyId, onEdit, onSwitch, onDelete }: { coupons: AdminCoupon[]; today: string } & CouponActions) {
  const { t } = useTranslation('admin-coupons');
  const { t: tc } = useTranslation();
  const { day } = useDateFormat();
  const crops = useCropChoices();
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);
  const cropName = (slug: string) => crops.data?.items.find((c) => c.slug === slug)?.name ?? slug;

  const offer = (c: AdminCoupon) =>
    [
      c.kind === 'percent' ? t('percentOff', { percent: (c.percentBp ?? 0) / 100 }) : t('flatOff', { amount: formatRupees(c.flatPaise ?? 0) }),
      c.maxDiscountPaise !== null ? t('upTo', { amount: formatRupees(c.maxDiscountPaise) }) : null,
      c.minOrderPaise > 0 ? t('minimum', { amount: formatRupees(c.minOrderPaise) }) : null,
    ].filter(Boolean).join(t('separator'));

  const appliesTo = (c: AdminCoupon) => {
    if (c.scope === 'order') return t('scopes.order');
    if (c.scope === 'products') return t('productCount', { count: c.targets.length });
    const names = c.targets.map((slug) => (c.scope === 'categories' ? tc(`categories.${slug}`) : cropName(slug)));
    return `${t(`scopes.${c.scope}`)}: ${names.join(', ')}`;
  };

  return (
    <DataTable columns={COLUMNS} label={label} caption={t('caption')}>
      {coupons.map((c) => {
        const state = couponState(c, today);
        return (
          <tr key={c.id} className={tableStyles.row}>
            <td className={tableStyles.td}>
              <span className="font-mono font-semibold">{c.code}</span>
              <span className="block text-stone-700">{c.description}</span>
            </td>
            <td className={tableStyles.td} data-label={label('offer')}>{offer(c)}</td>
            <td className={`${tableStyles.td} max-w-xs`} data-label={label('appliesTo')}>
              {appliesTo(c)}
              {c.firstOrderOnly && <span className="block font-medium">{t('firstOrderOnly')}</span>}
            </td>
            <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('dates')}>{t('dateRange', { from: day(c.validFrom), to: day(c.validTo) })}</td>
            <td className={tableStyles.td} data-label={label('uses')}>
              {c.totalUses === null ? t('usedNoLimit', { used: c.used }) : t('usedOf', { used: c.used, total: c.totalUses })}
              {c.usesPerCustomer !== null && <span className="block">{t('perCustomer', { count: c.usesPerCustomer })}</span>}
            </td>
            <td className={tableStyles.td} data-label={label('state')}>
              <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_STYLES[state]}`}>{t(`states.${state}`)}</span>
            </td>
            <td className={tableStyles.td}>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonStyles.secondary} aria-label={t('editLabel', { code: c.code })} onClick={() => onEdit(c)}>{t('edit')}</button>
                <button type="button" className={buttonStyles.secondary} disabled={busyId === c.id} aria-label={t(c.active ? 'switchOffLabel' : 'switchOnLabel', { code: c.code })} onClick={() => onSwitch(c)}>
                  {t(c.active ? 'switchOff' : 'switchOn')}
                </button>
                <button type="button" className={dangerButton} disabled={busyId === c.id} aria-label={t('deleteLabel', { code: c.code })} onClick={() => onDelete(c)}>{t('delete')}</button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
