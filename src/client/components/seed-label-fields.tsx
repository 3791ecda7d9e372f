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
export function SeedLabelFields({ form, withFirstLot, places }: { form: Form; withFirstLot: boolean; places?: readonly LotPlace[] }) {
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
          <LotInputs register={(field) => form.register(`seedLabel.lot.${field}`)} error={lotError} places={places} />
        </fieldset>
      )}
    </fieldset>
  );
}

/** A place a lot may be kept at (the admin's stock locations, docs/product-rules.md 59); the principal place is `id: null`. */
export interface LotPlace {
  id: string | null;
  name: string;
  active: boolean;
}

/** The shop's places once it has a godown (the lots list names each lot's); without one, none: nothing changes on screen. */
export function lotPlaces(places: readonly LotPlace[] | undefined): readonly LotPlace[] | undefined {
  return places?.some((p) => p.id !== null) ? places : undefined;
}

/** A place's name as the lot forms and list show it: the principal place marked as such, a godown switched off as off. */
export function usePlaceName() {
  const { t } = useTranslation('admin-products');
  return (place: LotPlace) => (place.id === null ? t('locationStock.principal', { name: place.name }) : place.active ? place.name : `${place.name} (${t('locationStock.off')})`);
}

/**
 * A lot's boxes: number, test day and results, validity and its stock (the first lot, or the Lots
 * panel's new one), and where it is kept: the principal place or a godown switched on, asked only
 * when the shop has one (`places`: the admin's; a vendor keeps its own lots, never at the shop's).
 */
export function LotInputs({ register, error, places }: { register: (field: LotField) => UseFormRegisterReturn; error: (field: LotField) => string | undefined; places?: readonly LotPlace[] }) {
  const { t } = useTranslation('admin-products');
  const placeName = usePlaceName();
  const choices = places?.filter((p) => p.id === null || p.active) ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField label={t('lots.lotNumber')} maxLength={100} autoComplete="off" error={error('lotNumber')} {...register('lotNumber')} />
      <TextField label={t('lots.testedOn')} type="date" error={error('testedOn')} {...register('testedOn')} />
      <TextField label={t('lots.validUntil')} type="date" error={error('validUntil')} {...register('validUntil')} />
      <TextField label={t('lots.germination')} type="number" inputMode="numeric" min="0" max="100" step="1" error={error('germinationPct')} {...register('germinationPct')} />
      <TextField label={t('lots.purity')} type="number" inputMode="decimal" min="0" max="100" step="0.1" error={error('purityPct')} {...register('purityPct')} />
      <TextField label={t('lots.stock')} type="number" inputMode="numeric" min="0" step="1" error={error('stock')} {...register('stock')} />
      {choices.some((p) => p.id !== null) && (
        <SelectField label={t('lots.keptAt')} hint={t('lots.keptAtHint')} className="sm:col-span-3" error={error('locationId')} {...register('locationId')}>
          {choices.map((p) => <option key={p.id ?? ''} value={p.id ?? ''}>{placeName(p)}</option>)}
        </SelectField>
      )}
    </div>
  );
}
