import { use, useEffect, useState } from 'react';
import { Link } from '#client/lib/router.tsx';
import type { SessionUser } from '#shared/schemas/auth';
import type { AppliedCoupon } from '#shared/schemas/coupons';
import type { StoreCouponCheck } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { CouponField, couponTexts } from '#client/components/coupon-field.tsx';
import { keepCouponCode, readCouponCode, useCouponCheck } from '#client/lib/coupons.ts';

/**
 * The cart's coupon code (docs/product-rules.md 43): judged by the server for the cart's lines, again
 * whenever they change, and kept for checkout, which quotes it with the tax. A coupon counts the
 * buyer's own uses and orders, so a visitor is asked to sign in first. Loaded after the cart's first
 * paint (the cart is at its budget), with its texts.
 */
export function CartCoupon({ user, lines, onApplied }: { user: SessionUser | null; lines: StoreCouponCheck['items']; onApplied: (coupon: AppliedCoupon | null) => void }) {
  use(couponTexts);
  const { t } = useTranslation('coupons');
  const userId = user?.id ?? null;
  const [code, setCode] = useState(() => (userId ? readCouponCode(userId) : null));
  const check = useCouponCheck(lines, userId ? code : null);
  const applied = code && !check.isError && check.data?.code === code ? check.data : null;
  useEffect(() => onApplied(applied), [applied, onApplied]);
  if (!userId) {
    return (
      <p className="mt-4 text-sm text-stone-700">
        {t('signInText')} <Link to="/user/login?returnTo=%2Fcart" className="font-semibold text-brand-800 underline">{t('signIn')}</Link>
      </p>
    );
  }
  const change = (next: string | null) => {
    setCode(next);
    keepCouponCode(userId, next);
  };
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <CouponField code={code} applied={applied} refusal={check.error} checking={check.isFetching} onChange={change} taxLater />
    </div>
  );
}
