import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { OFFER_KINDS, OFFER_SCOPES, type AdminOffer, type AdminOfferInput } from '#shared/schemas/offers';
import { useCropChoices } from '#client/components/product-uses-api.ts';
import { ChoiceField } from '#client/components/ui/choice-field.tsx';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useCreateOffer, useOfferProducts, useUpdateOffer } from '../api/offers.ts';
import { OFFER_FORM_FIELDS, OfferForm as OfferFormSchema, offerFormValues, type OfferFormValues } from './offer-form-values.ts';

/**
 * An offer, new or saved, whole (docs/product-rules.md 47): checked in the browser with the
 * server's own schema, and a refusal's messages put on their boxes. Only the chosen kind's boxes show.
 */
export function OfferForm({ offer, onSaved, onCancel }: { offer?: AdminOffer; onSaved: (saved: AdminOffer) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin-offers');
  const { t: tc } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const products = useOfferProducts();
  const crops = useCropChoices();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<OfferFormValues, unknown, AdminOfferInput>({
    resolver: zodResolver(OfferFormSchema) as unknown as Resolver<OfferFormValues, unknown, AdminOfferInput>,
    defaultValues: offerFormValues(offer),
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [kind, scope, targets] = useWatch({ control: form.control, name: ['kind', 'scope', 'targets'] });
  const error = (field: keyof OfferFormValues) => fieldError(errors[field]?.message);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.scrollIntoView?.({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  // The shop's own products only: a vendor's goods take no offer (docs/decisions/0063).
  const own = (products.data?.items ?? []).filter((p) => p.vendorId === null);
  const choices = (scope === 'categories' ? CATEGORY_SLUGS.map((slug) => ({ value: slug as string, label: tc(`categories.${slug}`) })) : (crops.data?.items ?? []).map((c) => ({ value: c.slug, label: c.name })));
  const toggle = (target: string, on: boolean) => form.setValue('targets', on ? [...targets, target] : targets.filter((v) => v !== target), { shouldDirty: true, shouldValidate: isSubmitted });
  const productSelect = (field: 'productId' | 'giftProductId', label: string) => (
    <SelectField label={label} required error={error(field)} {...form.register(field)}>
      <option value="">{t('form.chooseProduct')}</option>
      {own.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
    </SelectField>
  );

  const submit = form.handleSubmit(
    async (input) => {
      setNotice(null);
      try {
        onSaved(offer ? await update.mutateAsync({ id: offer.id, input }) : await create.mutateAsync(input));
      } catch (err) {
        const placed = applyServerFieldErrors(form, err, OFFER_FORM_FIELDS);
        const first = err instanceof ApiError ? OFFER_FORM_FIELDS.find((f) => f in err.fields) : undefined;
        if (first) form.setFocus(first);
        setNotice({ kind: 'error', text: placed ? t('form.fixFields') : errorMessage(err) });
      }
    },
    () => setNotice({ kind: 'error', text: t('form.fixFields') }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="offer-form-title" className={`${cardStyles} space-y-5`}>
      <h2 ref={titleRef} tabIndex={-1} id="offer-form-title" className="text-xl font-bold text-stone-900">{offer ? t('form.editTitle', { name: offer.name }) : t('form.addTitle')}</h2>
      <TextField label={t('form.name')} required hint={t('form.nameHint')} error={error('name')} {...form.register('name')} />
      <ChoiceField legend={t('form.kind')} options={OFFER_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} error={error('kind')} input={form.register('kind')} />
      {kind === 'percent' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={t('form.percent')} required inputMode="decimal" hint={t('form.percentHint')} error={error('percentBp')} {...form.register('percentBp')} />
            <TextField label={t('form.minimum')} inputMode="decimal" hint={t('form.minimumHint')} error={error('minValuePaise')} {...form.register('minValuePaise')} />
            <TextField label={t('form.maxDiscount')} inputMode="decimal" hint={t('form.maxDiscountHint')} error={error('maxDiscountPaise')} {...form.register('maxDiscountPaise')} />
          </div>
          <ChoiceField legend={t('form.scope')} options={OFFER_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))} error={error('scope')} input={form.register('scope', { onChange: () => form.setValue('targets', []) })} />
          <fieldset className="rounded-lg border border-stone-300 p-3">
            <legend className={`${labelStyles} px-1`}>{t(`scopes.${scope}`)} <span aria-hidden="true" className="text-red-700">*</span></legend>
            <div className="grid gap-x-5 sm:grid-cols-2 lg:grid-cols-3">
              {choices.map((c) => (
                <label key={c.value} className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" className="size-5 accent-brand-700" value={c.value} checked={targets.includes(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} />
                  {c.label}
                </label>
              ))}
            </div>
            {error('targets') && <p className="mt-1 text-sm text-red-700">{error('targets')}</p>}
          </fieldset>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {productSelect('productId', t('form.product'))}
          <TextField label={t(kind === 'buy_get' ? 'form.buyQuantity' : 'form.withQuantity')} required inputMode="numeric" hint={t('form.quantityHint')} error={error('buyQuantity')} {...form.register('buyQuantity')} />
          {kind === 'free_item' && productSelect('giftProductId', t('form.giftProduct'))}
          <TextField label={t('form.getQuantity')} required inputMode="numeric" hint={t('form.quantityHint')} error={error('getQuantity')} {...form.register('getQuantity')} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label={t('form.validFrom')} required hint={t('form.datesHint')} error={error('validFrom')} {...form.register('validFrom')} />
        <TextField type="date" label={t('form.validTo')} required error={error('validTo')} {...form.register('validTo')} />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand-700" {...form.register('active')} />
        {t('form.active')}
      </label>
      <NoticeBanner notice={notice} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('form.saving') : offer ? t('form.save') : t('form.add')}</button>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>{t('form.cancel')}</button>
      </div>
    </form>
  );
}
