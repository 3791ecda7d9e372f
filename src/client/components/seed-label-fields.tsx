import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { SEED_NET_UNITS } from '#shared/seeds';
import type { AdminProductFormValues, AdminProductInput } from '#shared/schemas/admin-products';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';

type Form = UseFormReturn<AdminProductFormValues, unknown, AdminProductInput>;
type LotField = keyof NonNullable<AdminProductFormValues['seedLabel']>['lot'];

/**
 * A seed's label particulars in the product form (Seeds Act 1966; docs/product-rules.md 28), and
 * a new seed product's first lot, which holds its stock. Publishing needs them all; a draft may
 * leave them for later (the server names each one missing). Texts: `admin-products`.
 */
export function SeedLabelFields({ form, withFirstLot }: { form: Form; withFirstLot: boolean }) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const errors = form.formState.errors.seedLabel;
  const treated = form.watch('seedLabel.treated') === 'yes';
  const lotError = (field: LotField) => fieldError(errors?.lot?.[field]?.message);
  return (
    <fieldset className="space-y-4 rounded-lg border border-brand-200 p-4" data-testid="seed-label-fields">
      <legend className="px-1 font-semibold text-stone-900">{t('form.seed.legend')}</legend>
      <p className="text-sm text-stone-600">{t('form.seed.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.seed.crop')} maxLength={100} autoComplete="off" error={fieldError(errors?.crop?.message)} {...form.register('seedLabel.crop')} />
        <TextField label={t('form.seed.variety')} maxLength={100} autoComplete="off" error={fieldError(errors?.variety?.message)} {...form.register('seedLabel.variety')} />
        <TextField label={t('form.seed.netQuantity')} type="number" inputMode="numeric" min="1" step="1" error={fieldError(errors?.netQuantity?.message)} {...form.register('seedLabel.netQuantity')} />
        <SelectField label={t('form.seed.netUnit')} error={fieldError(errors?.netUnit?.message)} {...form.register('seedLabel.netUnit')}>
          <option value="">{t('form.seed.choose')}</option>
          {SEED_NET_UNITS.map((unit) => <option key={unit} value={unit}>{t(`form.seed.units.${unit}`)}</option>)}
        </SelectField>
        <SelectField label={t('form.seed.treated')} error={fieldError(errors?.treated?.message)} {...form.register('seedLabel.treated')}>
          <option value="">{t('form.seed.choose')}</option>
          <option value="no">{t('form.seed.untreated')}</option>
          <option value="yes">{t('form.seed.treatedYes')}</option>
        </SelectField>
        {treated && (
          <TextField label={t('form.seed.treatment')} hint={t('form.seed.treatmentHint')} maxLength={200} autoComplete="off" error={fieldError(errors?.treatment?.message)} {...form.register('seedLabel.treatment')} />
        )}
      </div>
      {treated && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.seed.treatmentHi')} hint={t('form.seed.treatmentLanguageHint')} lang="hi" maxLength={200} autoComplete="off" error={fieldError(errors?.treatmentHi?.message)} {...form.register('seedLabel.treatmentHi')} />
          <TextField label={t('form.seed.treatmentMr')} hint={t('form.seed.treatmentLanguageHint')} lang="mr" maxLength={200} autoComplete="off" error={fieldError(errors?.treatmentMr?.message)} {...form.register('seedLabel.treatmentMr')} />
        </div>
      )}
      {withFirstLot && (
        <fieldset className="space-y-4 border-t border-stone-200 pt-4">
          <legend className="font-semibold text-stone-900">{t('form.seed.firstLot')}</legend>
          <LotInputs register={(field) => form.register(`seedLabel.lot.${field}`)} error={lotError} />
        </fieldset>
      )}
    </fieldset>
  );
}

/** A lot's boxes: number, test day and results, validity and its stock (the first lot, or the Lots panel's new one). */
export function LotInputs({ register, error }: { register: (field: LotField) => UseFormRegisterReturn; error: (field: LotField) => string | undefined }) {
  const { t } = useTranslation('admin-products');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField label={t('lots.lotNumber')} maxLength={100} autoComplete="off" error={error('lotNumber')} {...register('lotNumber')} />
      <TextField label={t('lots.testedOn')} type="date" error={error('testedOn')} {...register('testedOn')} />
      <TextField label={t('lots.validUntil')} type="date" error={error('validUntil')} {...register('validUntil')} />
      <TextField label={t('lots.germination')} type="number" inputMode="numeric" min="0" max="100" step="1" error={error('germinationPct')} {...register('germinationPct')} />
      <TextField label={t('lots.purity')} type="number" inputMode="decimal" min="0" max="100" step="0.1" error={error('purityPct')} {...register('purityPct')} />
      <TextField label={t('lots.stock')} type="number" inputMode="numeric" min="0" step="1" error={error('stock')} {...register('stock')} />
    </div>
  );
}
