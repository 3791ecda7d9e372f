import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminProductFormValues, AdminProductInput } from '#shared/schemas/admin-products';
import { isAlwaysPackaged, MAKER_ROLES } from '#shared/product-label';
import type { CategorySlug } from '#shared/catalog';
import { SelectField, TextAreaField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';

type Form = UseFormReturn<AdminProductFormValues, unknown, AdminProductInput>;
type LabelField = keyof AdminProductFormValues['label'];

/**
 * A packaged product's label in the product form (Legal Metrology (Packaged Commodities) Rules
 * 2011, rule 6; docs/product-rules.md 38): seeds, fertilisers and pesticides always, other goods
 * once ticked "Sold in a sealed pack". A draft may leave the boxes blank; publishing needs them
 * all (the server names each one missing). Texts: `admin-products`.
 */
export function ProductLabelFields({ form }: { form: Form }) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const id = useId();
  const category = form.watch('category') as CategorySlug;
  const always = isAlwaysPackaged(category);
  const shown = always || form.watch('packaged');
  const errors = form.formState.errors.label;
  const error = (field: LabelField) => fieldError(errors?.[field]?.message);
  const text = (field: LabelField, max: number) => (
    <TextField label={t(`form.label.${field}`)} maxLength={max} autoComplete="off" error={error(field)} {...form.register(`label.${field}`)} />
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-brand-200 p-4" data-testid="product-label-fields">
      <legend className="px-1 font-semibold text-stone-900">{t('form.label.legend')}</legend>
      {always ? (
        <p className="text-sm text-stone-600">{t('form.label.hintAlways')}</p>
      ) : (
        <div>
          <div className="flex items-start gap-3">
            <input id={id} type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-700" aria-describedby={`${id}-hint`} {...form.register('packaged')} />
            <label htmlFor={id} className="font-semibold text-stone-900">{t('form.label.packaged')}</label>
          </div>
          <p id={`${id}-hint`} className="mt-1 pl-8 text-sm text-stone-600">{t('form.label.packagedHint')}</p>
        </div>
      )}
      {shown && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('brand', 100)}
            {text('genericName', 200)}
            <TextField
              label={t('form.label.mrp')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              hint={t('form.label.mrpHint')}
              error={error('mrp')}
              {...form.register('label.mrp')}
            />
            {/* A seed's best-before is its lot's valid-until day (docs/product-rules.md 28): no months to give. */}
            {category !== 'seeds' && (
              <TextField
                label={t('form.label.bestBeforeMonths')}
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                max="120"
                hint={t('form.label.bestBeforeHint')}
                error={error('bestBeforeMonths')}
                {...form.register('label.bestBeforeMonths')}
              />
            )}
            <SelectField label={t('form.label.makerRole')} error={error('makerRole')} {...form.register('label.makerRole')}>
              <option value="">{t('form.label.choose')}</option>
              {MAKER_ROLES.map((role) => <option key={role} value={role}>{t(`form.label.roles.${role}`)}</option>)}
            </SelectField>
            {text('makerName', 200)}
          </div>
          <TextAreaField label={t('form.label.makerAddress')} rows={2} maxLength={300} error={error('makerAddress')} {...form.register('label.makerAddress')} />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('countryOfOrigin', 100)}
            <TextAreaField label={t('form.label.consumerCare')} rows={2} maxLength={300} hint={t('form.label.consumerCareHint')} error={error('consumerCare')} {...form.register('label.consumerCare')} />
          </div>
        </>
      )}
    </fieldset>
  );
}
