import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { LANGUAGES, LANGUAGE_NAMES } from '#shared/languages';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { formatRupees } from '#shared/money';
import { ASSISTED_PAYMENT_METHODS, AdminAssistedOrderInput, type AdminAssistedOrder } from '#shared/schemas/assisted-orders';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useAskPhoneOrder, useProductSearch, type PhoneOrderInput } from '#client/features/admin-phone-orders/api/phone-orders.ts';

const FIELDS = ['farmer.mobile', 'farmer.name', 'farmer.language', 'items', 'shipping.fullName', 'shipping.phone', 'shipping.address', 'shipping.city', 'shipping.state', 'shipping.pincode', 'paymentMethod', 'couponCode'] as const;

/**
 * An agent's order for a farmer on the phone (docs/product-rules.md 53): who (his mobile; a new
 * number's name and language), what (the shop's products by name), where and how he pays. Sending
 * it prices it, holds the units and sends the farmer his code and link: nothing is placed yet.
 */
export function PhoneOrderForm({ mobile, name, onAsked }: { mobile: string; name: string; onAsked: (order: AdminAssistedOrder) => void }) {
  const { t } = useTranslation('admin-phone-orders');
  const stateName = useStateName();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const ask = useAskPhoneOrder();
  const [names, setNames] = useState<Record<string, string>>({});
  const form = useForm<PhoneOrderInput, unknown, AdminAssistedOrderInput>({
    resolver: zodResolver(AdminAssistedOrderInput),
    defaultValues: {
      farmer: { mobile, name, language: 'hi' },
      items: [],
      shipping: { fullName: name, email: '', phone: mobile, address: '', city: '', state: 'Maharashtra', pincode: '' },
      paymentMethod: 'cod',
      couponCode: '',
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onAsked(await ask.mutateAsync(values));
    } catch (err) {
      applyServerFieldErrors(form, err, FIELDS);
    }
  });
  const add = (product: { id: string; name: string }) => {
    if (form.getValues('items').some((l) => l.productId === product.id)) return;
    setNames((n) => ({ ...n, [product.id]: product.name }));
    lines.append({ productId: product.id, quantity: 1 });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t('form.title')}>
      {/* Each card's legend floats, so it heads the card inside it (as Tax & Business's grievance officer's does) instead of straddling its top edge. */}
      <fieldset className={cardStyles}>
        <legend className="float-left mb-4 w-full text-lg font-bold">{t('form.farmer')}</legend>
        <div className="clear-left grid gap-4 sm:grid-cols-3">
          <TextField label={t('form.mobile')} type="tel" inputMode="tel" autoComplete="off" required error={fieldError(errors.farmer?.mobile?.message)} {...form.register('farmer.mobile')} />
          <TextField label={t('form.name')} autoComplete="off" hint={t('form.nameHint')} error={fieldError(errors.farmer?.name?.message)} {...form.register('farmer.name')} />
          <SelectField label={t('form.language')} hint={t('form.languageHint')} error={fieldError(errors.farmer?.language?.message)} {...form.register('farmer.language')}>
            {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={cardStyles}>
        <legend className="float-left mb-4 w-full text-lg font-bold">{t('form.products')}</legend>
        <div className="clear-left space-y-4">
          <ProductPicker onPick={add} />
          {lines.fields.length === 0 ? (
            <p className={errors.items ? 'text-red-700' : 'text-stone-600'} role={errors.items ? 'alert' : undefined}>{errors.items ? t('form.noLines') : t('form.linesHint')}</p>
          ) : (
            <ul className="divide-y divide-stone-200" aria-label={t('form.lines')}>
              {lines.fields.map((line, i) => (
                <li key={line.id} className="flex flex-wrap items-end gap-3 py-2">
                  <span className="min-w-40 flex-1 font-medium">{names[line.productId] ?? line.productId}</span>
                  <TextField
                    label={t('form.quantity', { name: names[line.productId] ?? '' })}
                    className="w-32"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    error={fieldError(errors.items?.[i]?.quantity?.message)}
                    {...form.register(`items.${i}.quantity`, { valueAsNumber: true })}
                  />
                  <button type="button" className={buttonStyles.ghost} onClick={() => lines.remove(i)} aria-label={t('form.remove', { name: names[line.productId] ?? '' })}>
                    {t('form.removeShort')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>

      <fieldset className={cardStyles}>
        <legend className="float-left mb-4 w-full text-lg font-bold">{t('form.delivery')}</legend>
        <div className="clear-left grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.fullName')} required error={fieldError(errors.shipping?.fullName?.message)} {...form.register('shipping.fullName')} />
          <TextField label={t('form.phone')} type="tel" required error={fieldError(errors.shipping?.phone?.message)} {...form.register('shipping.phone')} />
          <TextField label={t('form.address')} className="sm:col-span-2" required error={fieldError(errors.shipping?.address?.message)} {...form.register('shipping.address')} />
          <TextField label={t('form.city')} required error={fieldError(errors.shipping?.city?.message)} {...form.register('shipping.city')} />
          <SelectField label={t('form.state')} required error={fieldError(errors.shipping?.state?.message)} {...form.register('shipping.state')}>
            {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{stateName(s)}</option>)}
          </SelectField>
          <TextField label={t('form.pincode')} inputMode="numeric" maxLength={6} required error={fieldError(errors.shipping?.pincode?.message)} {...form.register('shipping.pincode')} />
        </div>
      </fieldset>

      <fieldset className={cardStyles}>
        <legend className="float-left mb-4 w-full text-lg font-bold">{t('form.payment')}</legend>
        <div className="clear-left grid gap-4 sm:grid-cols-2">
          <SelectField label={t('form.paymentMethod')} error={fieldError(errors.paymentMethod?.message)} {...form.register('paymentMethod')}>
            {ASSISTED_PAYMENT_METHODS.map((m) => <option key={m} value={m}>{t(`paymentMethods.${m}`)}</option>)}
          </SelectField>
          <TextField label={t('form.coupon')} autoComplete="off" error={fieldError(errors.couponCode?.message)} {...form.register('couponCode')} />
        </div>
      </fieldset>

      {ask.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(ask.error)}</p>}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('form.sending') : t('form.submit')}</button>
        <p className="mt-2 text-sm text-stone-600">{t('form.submitHint')}</p>
      </div>
    </form>
  );
}

/** The shop's products found by name: a result's button adds it to the order. */
function ProductPicker({ onPick }: { onPick: (product: { id: string; name: string }) => void }) {
  const { t } = useTranslation('admin-phone-orders');
  const id = useId();
  const [q, setQ] = useState('');
  const found = useProductSearch(q);
  return (
    <div>
      <label htmlFor={`${id}-q`} className={labelStyles}>{t('form.search')}</label>
      <input id={`${id}-q`} type="search" className={inputStyles} value={q} maxLength={100} placeholder={t('form.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
      {found.data && (
        <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label={t('form.results')}>
          {found.data.items.length === 0 && <li className="p-3 text-stone-600">{t('form.noResults')}</li>}
          {found.data.items.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 p-2">
              <span>
                {p.name} <span className="text-stone-600">· {formatRupees(p.pricePaise)}{p.isActive ? '' : ` · ${t('form.hidden')}`}</span>
              </span>
              <button type="button" className={buttonStyles.secondary} disabled={!p.isActive} onClick={() => onPick({ id: p.id, name: p.name })} aria-label={t('form.add', { name: p.name })}>
                {t('form.addShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
