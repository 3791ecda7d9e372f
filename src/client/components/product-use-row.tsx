import { Controller, useWatch, type Control, type UseFormRegister, type UseFormSetValue, type FieldErrors } from 'react-hook-form';
import { DOSE_BASES, DOSE_UNITS } from '#shared/dose';
import type { StoreCropListItem } from '#shared/schemas/crops';
import type { ProductUseFormValues, ProductUsesInput } from '#shared/schemas/product-uses';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useCropTerms } from './product-uses-api.ts';

/** A row as the form keeps it: the boxes, and what the server said of the saved use (its status and names, shown before the crop's terms come). */
export type UseRow = ProductUseFormValues & { status?: 'pending' | 'approved'; stageName?: string; problemName?: string | null };
export interface UsesFormValues {
  uses: UseRow[];
}

/**
 * One use of a product in the "Crops and doses" form (docs/product-rules.md 41): a crop, one of
 * its stages, maybe one of its problems, and the dose as the label writes it. The stage and
 * problem lists are the chosen crop's; choosing another crop empties them.
 */
export function ProductUseRow({ index, crops, control, register, setValue, errors, onRemove }: {
  index: number;
  crops: StoreCropListItem[];
  control: Control<UsesFormValues, unknown, ProductUsesInput>;
  register: UseFormRegister<UsesFormValues>;
  setValue: UseFormSetValue<UsesFormValues>;
  errors: FieldErrors<UsesFormValues>;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-product-uses');
  const fieldError = useFieldError();
  const row = useWatch({ control, name: `uses.${index}` });
  const terms = useCropTerms(row.crop);
  const error = (field: keyof ProductUseFormValues) => fieldError(errors.uses?.[index]?.[field]?.message);
  // Until the crop's terms come, the saved stage and problem are offered by the names the server gave.
  const stages = terms.data?.stages.map((s) => ({ value: s.stage, name: s.name })) ?? (row.stage && row.stageName ? [{ value: row.stage, name: row.stageName }] : []);
  const problems = terms.data?.problems.map((p) => ({ value: p.slug, name: p.name })) ?? (row.problem && row.problemName ? [{ value: row.problem, name: row.problemName }] : []);
  const number = index + 1;
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-300 p-3 sm:p-4" data-testid={`product-use-${index}`}>
      <legend className="flex flex-wrap items-center gap-2 px-1 font-semibold text-stone-900">
        {t('row', { number })}
        {row.status === 'pending' && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('pending')}</span>}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_minmax(0,3fr)]">
        <Controller
          control={control}
          name={`uses.${index}.crop`}
          render={({ field }) => (
            <SelectField
              label={t('crop')}
              required
              error={error('crop')}
              {...field}
              onChange={(e) => {
                field.onChange(e);
                setValue(`uses.${index}.stage`, '');
                setValue(`uses.${index}.problem`, '');
              }}
            >
              <option value="">{t('chooseCrop')}</option>
              {crops.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name={`uses.${index}.stage`}
          render={({ field }) => (
            <SelectField label={t('stage')} required error={error('stage')} {...field}>
              <option value="">{t('chooseStage')}</option>
              {stages.map((s) => <option key={s.value} value={s.value}>{s.name}</option>)}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name={`uses.${index}.problem`}
          render={({ field }) => (
            <SelectField label={t('problem')} error={error('problem')} {...field}>
              <option value="">{t('noProblem')}</option>
              {problems.map((p) => <option key={p.value} value={p.value}>{p.name}</option>)}
            </SelectField>
          )}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <TextField label={t('doseAmount')} required inputMode="decimal" hint={t('doseAmountHint')} error={error('doseAmount')} {...register(`uses.${index}.doseAmount`)} />
        <SelectField label={t('doseUnit')} required error={error('doseUnit')} {...register(`uses.${index}.doseUnit`)}>
          <option value="">{t('chooseUnit')}</option>
          {DOSE_UNITS.map((unit) => <option key={unit} value={unit}>{t(`units.${unit}`)}</option>)}
        </SelectField>
        <SelectField label={t('doseBasis')} required className="col-span-2 sm:col-span-1" error={error('doseBasis')} {...register(`uses.${index}.doseBasis`)}>
          {DOSE_BASES.map((basis) => <option key={basis} value={basis}>{t(`basis.${basis}`)}</option>)}
        </SelectField>
      </div>
      <TextField label={t('source')} hint={t('sourceHint')} error={error('source')} {...register(`uses.${index}.source`)} />
      <button type="button" className={`${buttonStyles.secondary} w-full sm:w-auto`} onClick={onRemove} aria-label={t('removeRow', { number })}>
        {t('remove')}
      </button>
    </fieldset>
  );
}
