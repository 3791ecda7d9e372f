import { formatRupees } from '#shared/money';
import type { AdminCoupon } from '#shared/schemas/coupons';
import { DiscountRowActions, DiscountStatePill, discountState, type DiscountActions } from '#client/components/discount-list.tsx';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { useCropChoices } from '#client/components/product-uses-api.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

const COLUMNS = ['code', 'offer', 'appliesTo', 'dates', 'uses', 'state', 'actions'] as const;

/**
 * The coupons (docs/product-rules.md 43): each code with what it takes off, what it applies to, the
 * days it runs, its uses and where it stands today in India, with Edit, Switch off/on and Delete.
 */
export function CouponsTable({ coupons, today, busyId, onEdit, onSwitch, onDelete }: { coupons: AdminCoupon[]; today: string } & DiscountActions<AdminCoupon>) {
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
        const state = discountState(c, today);
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
              <DiscountStatePill state={state} t={t} />
            </td>
            <td className={tableStyles.td}>
              <DiscountRowActions discount={c} named={{ code: c.code }} t={t} busyId={busyId} onEdit={onEdit} onSwitch={onSwitch} onDelete={onDelete} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
