import { z } from 'zod';
import { AdminAddGstRate, AdminCreateHsnCode, UNITS, type AdminHsnCode } from '#shared/schemas/gst';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useAddGstRate } from '#client/features/admin-tax/api/add-gst-rate.ts';
import { useCreateHsnCode } from '#client/features/admin-tax/api/create-hsn-code.ts';
import { FormCard } from './form-card.tsx';
import { CodeSelect, RateAndDateFields, rateText } from './rate-fields.tsx';
import { useAdminForm } from './use-admin-form.ts';
import { indianDate } from '#shared/india';

const ChangeRateForm = AdminAddGstRate.extend({ code: z.string().min(1, 'required'), rateBp: rateText.pipe(AdminAddGstRate.shape.rateBp) });
const NewCodeForm = AdminCreateHsnCode.extend({ rateBp: rateText.pipe(AdminCreateHsnCode.shape.rateBp) });
const today = () => indianDate();

/** A new rate for a code from a date on; orders placed before keep the rate they were sold at. */
export function ChangeRateCard({ codes }: { codes: AdminHsnCode[] }) {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const add = useAddGstRate();
  const { form, notice, onSubmit, clearNotice } = useAdminForm({
    schema: ChangeRateForm,
    defaults: { code: '', rateBp: '500', effectiveFrom: today() },
    save: (values) => add.mutateAsync(values),
    saved: t('rate.saved'),
  });
  const errors = form.formState.errors;
  return (
    <FormCard
      id="change-rate"
      title={t('rate.title')}
      description={t('rate.description')}
      notice={notice}
      saving={form.formState.isSubmitting}
      saveLabel={t('rate.save')}
      onSubmit={onSubmit}
      onChange={clearNotice}
    >
      <CodeSelect codes={codes} error={fieldError(errors.code?.message)} field={form.register('code')} />
      <RateAndDateFields rate={form.register('rateBp')} from={form.register('effectiveFrom')} rateError={fieldError(errors.rateBp?.message)} fromError={fieldError(errors.effectiveFrom?.message)} />
    </FormCard>
  );
}

/** A code the table does not have yet, with its first rate. */
export function NewCodeCard() {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const create = useCreateHsnCode();
  const { form, notice, onSubmit, clearNotice } = useAdminForm({
    schema: NewCodeForm,
    defaults: { code: '', description: '', unit: 'NOS' as const, rateBp: '500', effectiveFrom: today() },
    save: (values) => create.mutateAsync(values),
    saved: t('code.saved'),
  });
  const errors = form.formState.errors;
  return (
    <FormCard
      id="new-code"
      title={t('code.title')}
      description={t('code.description')}
      notice={notice}
      saving={form.formState.isSubmitting}
      saveLabel={t('code.save')}
      onSubmit={onSubmit}
      onChange={clearNotice}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('code.code')} required inputMode="numeric" maxLength={8} error={fieldError(errors.code?.message)} {...form.register('code')} />
        <SelectField label={t('code.unit')} required error={fieldError(errors.unit?.message)} {...form.register('unit')}>
          {UNITS.map((u) => <option key={u} value={u}>{u}</option>)}
        </SelectField>
      </div>
      <TextField label={t('code.goods')} required maxLength={200} error={fieldError(errors.description?.message)} {...form.register('description')} />
      <RateAndDateFields rate={form.register('rateBp')} from={form.register('effectiveFrom')} rateError={fieldError(errors.rateBp?.message)} fromError={fieldError(errors.effectiveFrom?.message)} />
    </FormCard>
  );
}
