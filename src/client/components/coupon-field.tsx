import { use, useEffect, useId, useState } from 'react';
import { formatRupees } from '#shared/money';
import type { AppliedCoupon, CouponRefusal } from '#shared/schemas/coupons';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { normalCouponCode } from '#client/lib/coupons.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import '#client/i18n/on-demand/coupons.ts';

/**
 * The field's texts and a coupon's refusal come with this code (the cart and checkout load it after
 * their first paint); the field waits for them (use), so no key ever shows.
 */
export const couponTexts = loadNamespaces('coupons', 'coupon-errors');

// Every reason the server gives (COUPON_REFUSALS), each worded in the page's language: the type makes a new one fail to compile here.
const REASONS: Record<CouponRefusal, true> = { unknown: true, notYet: true, expired: true, otherGroup: true, minimum: true, notApplicable: true, usedUp: true, alreadyUsed: true, firstOrderOnly: true };
const isReason = (value: unknown): value is CouponRefusal => typeof value === 'string' && Object.hasOwn(REASONS, value);

/** Why a code does not apply, in the page's language, with its day in the page's date format (docs/product-rules.md 43). */
export function useCouponRefusalText() {
  const { t } = useTranslation('coupons');
  const { day } = useDateFormat();
  const errorMessage = useErrorMessage();
  return (err: unknown): string => {
    if (!(err instanceof ApiError)) return errorMessage(err);
    const reason = err.params.reason;
    if (err.code === 'coupon_refused' && isReason(reason)) {
      const date = typeof err.params.date === 'string' ? day(err.params.date) : '';
      return t(`refusals.${reason}`, { date, amount: String(err.params.amount ?? '') });
    }
    if (err.code === 'validation_failed' && err.fields.couponCode) return t('invalid');
    return errorMessage(err);
  };
}

export interface CouponFieldProps {
  /** The code being applied (the cart's or checkout's), or null. */
  code: string | null;
  /** What it takes off, once the server has said so. */
  applied: AppliedCoupon | null;
  /** Why the server refused it (or could not be asked), if it did. */
  refusal: unknown;
  checking: boolean;
  onChange: (code: string | null) => void;
  /** The input's id: checkout moves the focus to it when the order is refused for the code. */
  inputId?: string;
  /** No address yet (the cart, checkout before it): the summary's GST is the one before the discount, and this says so. */
  taxLater?: boolean;
}

/**
 * "Have a coupon code?" with Apply, and Remove once applied. Not a form of its own: at checkout it
 * sits inside the order's form, so Enter applies the code instead of placing the order.
 */
export function CouponField({ code, applied, refusal, checking, onChange, inputId, taxLater }: CouponFieldProps) {
  use(couponTexts);
  const { t } = useTranslation('coupons');
  const refusalText = useCouponRefusalText();
  const ownId = useId();
  const id = inputId ?? `${ownId}-code`;
  const [typed, setTyped] = useState(code ?? '');
  const [malformed, setMalformed] = useState(false);
  // A code applied elsewhere (kept from the cart, or removed) shows as it is.
  useEffect(() => setTyped(code ?? ''), [code]);

  const normal = normalCouponCode(typed);
  const showsCode = code !== null && normal === code;
  const error = malformed ? t('invalid') : showsCode && refusal ? refusalText(refusal) : undefined;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const apply = () => {
    setMalformed(normal === null);
    if (normal !== null) onChange(normal);
  };
  const remove = () => {
    setTyped('');
    setMalformed(false);
    onChange(null);
  };
  return (
    <div data-testid="coupon-field">
      <label htmlFor={id} className={labelStyles}>{t('label')}</label>
      <div className="flex gap-2">
        <input
          id={id}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setMalformed(false);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (!showsCode) apply();
          }}
          className={`${inputStyles} min-w-0 flex-1 uppercase`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : applied && showsCode ? statusId : undefined}
        />
        {showsCode ? (
          <button type="button" className={`${buttonStyles.secondary} shrink-0`} onClick={remove} aria-label={t('removeCode', { code })}>{t('remove')}</button>
        ) : (
          <button type="button" className={`${buttonStyles.secondary} shrink-0`} onClick={apply} disabled={typed.trim() === ''}>{t('apply')}</button>
        )}
      </div>
      {error && <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
      {showsCode && checking && !error && !applied && <p role="status" className="mt-1 text-sm text-stone-600">{t('checking')}</p>}
      {showsCode && applied && !error && (
        <p id={statusId} role="status" className="mt-2 rounded-lg bg-brand-50 p-2 text-sm text-brand-900" data-testid="coupon-applied">
          <span className="font-semibold">{t('applied', { code: applied.code, description: applied.description })}</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">{t('saves', { amount: formatRupees(applied.discountPaise) })}</span>
        </p>
      )}
      {showsCode && applied && !error && taxLater && <p className="mt-2 text-sm text-stone-600">{t('taxNote')}</p>}
    </div>
  );
}
