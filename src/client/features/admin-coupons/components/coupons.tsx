import { indianDate } from '#shared/india';
import type { AdminCoupon } from '#shared/schemas/coupons';
import { DiscountList } from '#client/components/discount-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDeleteCoupon } from '../api/delete-coupon.ts';
import { useCoupons } from '../api/list-coupons.ts';
import { useUpdateCoupon } from '../api/update-coupon.ts';
import { couponInputOf } from './coupon-form-values.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponsTable } from './coupons-table.tsx';

/**
 * Admin -> Coupons (docs/product-rules.md 43, docs/decisions/0059): the list, one form to add or
 * edit, Switch off/on, and Delete after a confirmation (refused once an order used the code: the
 * orders keep it, so the owner switches it off instead).
 */
export function Coupons() {
  const { t } = useTranslation('admin-coupons');
  const coupons = useCoupons();
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const today = indianDate();

  return (
    <DiscountList
      ns="admin-coupons"
      query={coupons}
      named={(c) => ({ code: c.code })}
      switchOver={(c) => update.mutateAsync({ id: c.id, input: { ...couponInputOf(c), active: !c.active } })}
      remove={(c) => remove.mutateAsync(c.id)}
      inUse={{ code: 'coupon_in_use', text: (c) => t('inUse', { code: c.code, count: c.used }) }}
      form={(coupon, done) => <CouponForm coupon={coupon} {...done} />}
      table={(items, actions) => <CouponsTable coupons={items} today={today} {...actions} />}
    />
  );
}
