import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { COUPON_KINDS, COUPON_SCOPES, type AdminCoupon, type AdminCouponInput } from '#shared/schemas/coupons';
import { ChoiceField } from '#client/components/ui/choice-field.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { useUpdateCoupon } from '../api/update-coupon.ts';
import { COUPON_FORM_FIELDS, CouponForm as CouponFormSchema, couponFormValues, type CouponFormValues } from './coupon-form-values.ts';
import { CouponTargets } from './coupon-targets.tsx';
import { CUSTOMER_GROUPS } from '#shared/price-lists';

/**
 * A coupon, new or saved, whole (docs/product-rules.md 43): checked in the browser with the
 * server's own schema (through the form's text: coupon-form-values.ts), and a refusal's messages
 * put on their boxes.
 */
export function CouponForm({ coupon, onSaved, onCancel }: { coupon?: AdminCoupon; onSaved: (saved: AdminCoupon) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin-coupons');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<CouponFormValues, unknown, AdminCouponInput>({
    resolver: zodResolver(CouponFormSchema) as unknown as Resolver<CouponFormValues, unknown, AdminCouponInput>,
    defaultValues: couponFormValues(coupon),
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [kind, scope, targets] = useWatch({ control: form.control, name: ['kind', 'scope', 'targets'] });
  const error = (field: keyof CouponFormValues) => fieldError(errors[field]?.message);
  const title = coupon ? t('form.editTitle', { code: coupon.code }) : t('form.addTitle');
  // Edit is pressed in a row far below the form: the form's title comes into view and takes the
  // focus, so a keyboard or screen-reader user goes on from the form's first box.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.scrollIntoView?.({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const submit = form.handleSubmit(
    async (input) => {
      setNotice(null);
      try {
        const saved = coupon ? await update.mutateAsync({ id: coupon.id, input }) : await create.mutateAsync(input);
        onSaved(saved);
      } catch (err) {
        const placed = applyServerFieldErrors(form, err, COUPON_FORM_FIELDS);
        const first = err instanceof ApiError ? COUPON_FORM_FIELDS.find((f) => f in err.fields) : undefined;
        if (first) form.setFocus(first);
        setNotice({ kind: 'error', text: placed ? t('form.fixFields') : errorMessage(err) });
      }
    },
    () => setNotice({ kind: 'error', text: t('form.fixFields') }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="coupon-form-title" className={`${cardStyles} space-y-5`}>
      <h2 ref={titleRef} tabIndex={-1} id="coupon-form-title" className="text-xl font-bold text-stone-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.code')} required hint={t('form.codeHint')} autoCapitalize="characters" autoComplete="off" spellCheck={false} error={error('code')} {...form.register('code')} />
        <TextField label={t('form.description')} required hint={t('form.descriptionHint')} error={error('description')} {...form.register('description')} />
      </div>

      <ChoiceField legend={t('form.kind')} options={COUPON_KINDS.map((k) => ({ value: k, label: t(`form.kinds.${k}`) }))} error={error('kind')} input={form.register('kind')} />
      <div className="grid gap-4 sm:grid-cols-3">
        {kind === 'percent' ? (
          <TextField key="percent" label={t('form.percent')} required inputMode="decimal" hint={t('form.percentHint')} error={error('percentBp')} {...form.register('percentBp')} />
        ) : (
          <TextField key="flat" label={t('form.flat')} required inputMode="decimal" hint={t('form.rupeesHint')} error={error('flatPaise')} {...form.register('flatPaise')} />
        )}
        <TextField label={t('form.minimum')} inputMode="decimal" hint={t('form.minimumHint')} error={error('minOrderPaise')} {...form.register('minOrderPaise')} />
        <TextField label={t('form.maxDiscount')} inputMode="decimal" hint={t('form.maxDiscountHint')} error={error('maxDiscountPaise')} {...form.register('maxDiscountPaise')} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label={t('form.validFrom')} required hint={t('form.datesHint')} error={error('validFrom')} {...form.register('validFrom')} />
        <TextField type="date" label={t('form.validTo')} required error={error('validTo')} {...form.register('validTo')} />
      </div>

      <ChoiceField
        legend={t('form.scope')}
        options={COUPON_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
        error={error('scope')}
        // Another kind of target: what was ticked for the last one names nothing here.
        input={form.register('scope', { onChange: () => form.setValue('targets', []) })}
      />
      {scope !== 'order' && (
        <CouponTargets scope={scope} value={targets} error={error('targets')} onChange={(next) => form.setValue('targets', next, { shouldDirty: true, shouldValidate: isSubmitted })} />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.totalUses')} inputMode="numeric" hint={t('form.totalUsesHint')} error={error('totalUses')} {...form.register('totalUses')} />
        <TextField label={t('form.usesPerCustomer')} inputMode="numeric" hint={t('form.usesPerCustomerHint')} error={error('usesPerCustomer')} {...form.register('usesPerCustomer')} />
      </div>

      <div className="space-y-1">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('firstOrderOnly')} />
          {t('form.firstOrderOnly')}
        </label>
        {/* A code for some customer groups only (docs/product-rules.md 46); none ticked: every buyer. */}
        <fieldset className="py-2">
          <legend className="text-sm font-medium text-stone-800">{t('form.groups')}</legend>
          <p className="text-sm text-stone-600">{t('form.groupsHint')}</p>
          <div className="flex flex-wrap gap-x-4">
            {CUSTOMER_GROUPS.map((g) => (
              <label key={g} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" value={g} className="size-5 accent-brand-700" {...form.register('groups')} />
                {t(`form.groupNames.${g}`)}
              </label>
            ))}
          </div>
          {error('groups') && <p className="text-sm text-red-700">{error('groups')}</p>}
        </fieldset>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register('active')} />
          {t('form.active')}
        </label>
      </div>

      <NoticeBanner notice={notice} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('form.saving') : coupon ? t('form.save') : t('form.add')}</button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>{t('form.cancel')}</button>
      </div>
    </form>
  );
}
