import { z } from 'zod';
import { formatRate } from '#shared/gst';
import { AdminAddGstRate, AdminCreateGstClass, type AdminHsnCode } from '#shared/schemas/gst';
import { indianDate } from '#shared/india';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useAddGstClassRate } from '#client/features/admin-tax/api/add-gst-class-rate.ts';
import { useCreateGstClass } from '#client/features/admin-tax/api/create-gst-class.ts';
import { FormCard } from './form-card.tsx';
import { CodeSelect, RateAndDateFields, rateText } from './rate-fields.tsx';
import { useAdminForm } from './use-admin-form.ts';

const NewClassForm = AdminCreateGstClass.extend({ code: z.string().min(1, 'required'), rateBp: rateText.pipe(AdminCreateGstClass.shape.rateBp) });
const ClassRateForm = AdminAddGstRate.extend({ classId: z.string().min(1, 'required'), rateBp: rateText.pipe(AdminAddGstRate.shape.rateBp) });

/**
 * A described class of goods within a code with its own rate (docs/decisions/0035-uqc-and-gst-classes):
 * neem-based bio-pesticides within 3808 at 5%. Products are then put in it from their forms.
 */
export function NewClassCard({ codes }: { codes: AdminHsnCode[] }) {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const create = useCreateGstClass();
  const { form, notice, onSubmit, clearNotice } = useAdminForm({
    schema: NewClassForm,
    defaults: { code: '', description: '', rateBp: '500', effectiveFrom: indianDate() },
    save: (values) => create.mutateAsync(values),
    saved: t('class.saved'),
  });
  const errors = form.formState.errors;
  return (
    <FormCard id="new-class" title={t('class.title')} description={t('class.description')} notice={notice} saving={form.formState.isSubmitting} saveLabel={t('class.save')} onSubmit={onSubmit} onChange={clearNotice}>
      <CodeSelect codes={codes} error={fieldError(errors.code?.message)} field={form.register('code')} />
      <TextField label={t('class.goods')} hint={t('class.goodsHint')} required maxLength={200} error={fieldError(errors.description?.message)} {...form.register('description')} />
      <RateAndDateFields rate={form.register('rateBp')} from={form.register('effectiveFrom')} rateError={fieldError(errors.rateBp?.message)} fromError={fieldError(errors.effectiveFrom?.message)} />
    </FormCard>
  );
}

/** A class's new rate from a date on; orders placed before keep the rate they were sold at. */
export function ChangeClassRateCard({ codes }: { codes: AdminHsnCode[] }) {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const add = useAddGstClassRate();
  const { form, notice, onSubmit, clearNotice } = useAdminForm({
    schema: ClassRateForm,
    defaults: { classId: '', rateBp: '500', effectiveFrom: indianDate() },
    save: (values) => add.mutateAsync(values),
    saved: t('classRate.saved'),
  });
  const errors = form.formState.errors;
  const classes = codes.flatMap((h) => h.classes.map((c) => ({ ...c, code: h.code, codeRateBp: h.rateBp })));
  if (classes.length === 0) return null;
  return (
    <FormCard id="class-rate" title={t('classRate.title')} description={t('classRate.description')} notice={notice} saving={form.formState.isSubmitting} saveLabel={t('rate.save')} onSubmit={onSubmit} onChange={clearNotice}>
      <SelectField label={t('classRate.class')} required error={fieldError(errors.classId?.message)} {...form.register('classId')}>
        <option value="">{t('classRate.chooseClass')}</option>
        {classes.map((c) => <option key={c.id} value={c.id}>{`${c.code} · ${c.description} · ${formatRate(c.rateBp ?? c.codeRateBp)}`}</option>)}
      </SelectField>
      <RateAndDateFields rate={form.register('rateBp')} from={form.register('effectiveFrom')} rateError={fieldError(errors.rateBp?.message)} fromError={fieldError(errors.effectiveFrom?.message)} />
    </FormCard>
  );
}
