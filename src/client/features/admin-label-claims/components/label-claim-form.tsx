import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { DOSE_UNITS } from '#shared/dose';
import { EMPTY_CLAIM_FORM, LabelClaimForm as ClaimFormSchema, LabelClaimFormFields, type LabelClaim, type LabelClaimFormValues, type LabelClaimInput } from '#shared/schemas/product-uses';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useCropChoices, useCropTerms } from '#client/components/product-uses-api.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useReveal } from '#client/lib/use-reveal.ts';
import { useAddLabelClaim } from '../api/add-label-claim.ts';

type ClaimField = keyof LabelClaimFormValues;
const CLAIM_FIELDS = Object.keys(LabelClaimFormFields.shape) as ClaimField[];

/** Records a label claim from the CIB&RC's list of a generic name's major uses: every field required (docs/product-rules.md 41). */
export function LabelClaimForm({ onAdded }: { onAdded: (claim: LabelClaim) => void }) {
  const { t } = useTranslation('admin-label-claims');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const add = useAddLabelClaim();
  const crops = useCropChoices();
  const form = useForm<LabelClaimFormValues, unknown, LabelClaimInput>({
    resolver: zodResolver(ClaimFormSchema) as unknown as Resolver<LabelClaimFormValues, unknown, LabelClaimInput>,
    defaultValues: EMPTY_CLAIM_FORM,
  });
  const crop = useWatch({ control: form.control, name: 'crop' });
  const terms = useCropTerms(crop);
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useReveal<HTMLParagraphElement>(failure);
  const error = (field: ClaimField) => fieldError(errors[field]?.message);

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const claim = await add.mutateAsync(input);
      form.reset(EMPTY_CLAIM_FORM);
      onAdded(claim);
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          if (!CLAIM_FIELDS.includes(field as ClaimField)) continue;
          form.setError(field as ClaimField, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      setFailure(placed ? t('fixFields') : errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="label-claim-form-title">
      <h2 id="label-claim-form-title" className="text-xl font-bold text-stone-900">{t('form.title')}</h2>
      <TextField label={t('form.genericName')} required hint={t('form.genericNameHint')} error={error('genericName')} {...form.register('genericName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.crop')} required error={error('crop')} {...form.register('crop', { onChange: () => form.setValue('problem', '') })}>
          <option value="">{t('form.chooseCrop')}</option>
          {crops.data?.items.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
        </SelectField>
        <SelectField label={t('form.problem')} required error={error('problem')} {...form.register('problem')}>
          <option value="">{t('form.chooseProblem')}</option>
          {terms.data?.problems.map((p) => <option key={p.slug} value={p.slug}>{p.name}</option>)}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField label={t('form.doseAmount')} required inputMode="decimal" hint={t('form.doseAmountHint')} error={error('doseAmount')} {...form.register('doseAmount')} />
        <SelectField label={t('form.doseUnit')} required error={error('doseUnit')} {...form.register('doseUnit')}>
          <option value="">{t('form.chooseUnit')}</option>
          {DOSE_UNITS.map((unit) => <option key={unit} value={unit}>{t(`units.${unit}`)}</option>)}
        </SelectField>
        <TextField label={t('form.waitingDays')} required inputMode="numeric" className="col-span-2 sm:col-span-1" hint={t('form.waitingDaysHint')} error={error('waitingDays')} {...form.register('waitingDays')} />
      </div>
      <TextField label={t('form.source')} required hint={t('form.sourceHint')} error={error('source')} {...form.register('source')} />
      {failure && <p ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={isSubmitting}>{isSubmitting ? t('form.saving') : t('form.add')}</button>
    </form>
  );
}
