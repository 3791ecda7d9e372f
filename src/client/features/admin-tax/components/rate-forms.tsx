import { z } from 'zod';
import { formatRate } from '#shared/gst';
import { AdminAddGstRate, AdminCreateHsnCode, GST_RATES_BP, UNITS, type AdminHsnCode } from '#shared/schemas/gst';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useAddGstRate } from '#client/features/admin-tax/api/add-gst-rate.ts';
import { useCreateHsnCode } from '#client/features/admin-tax/api/create-hsn-code.ts';
import { FormCard } from './form-card.tsx';
import { useAdminForm } from './use-admin-form.ts';
import { indianDate } from '#shared/india';

// The rate arrives from a <select> as text.
const rateText = z.string().transform(Number);
const ChangeRateForm = AdminAddGstRate.extend({ code: z.string().min(1, 'required'), rateBp: rateText.pipe(AdminAddGstRate.shape.rateBp) });
const NewCodeForm = AdminCreateHsnCode.extend({ rateBp: rateText.pipe(AdminCreateHsnCode.shape.rateBp) });
const today = () => indianDate();

/** The legal GST rates as a select's options. */
const rateOptions = () => GST_RATES_BP.map((bp) => <option key={bp} value={String(bp)}>{formatRate(bp)}</option>);

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
        <SelectField label={t('rate.code')} required error={fieldError(errors.code?.message)} {...form.register('code')}>
          <option value="">{t('rate.chooseCode')}</option>
          {codes.map((h) => <option key={h.code} value={h.code}>{`${h.code} · ${h.description} · ${formatRate(h.rateBp)}`}</option>)}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('rate.rate')} required error={fieldError(errors.rateBp?.message)} {...form.register('rateBp')}>{rateOptions()}</SelectField>
          <TextField label={t('rate.from')} type="date" required error={fieldError(errors.effectiveFrom?.message)} {...form.register('effectiveFrom')} />
        </div>
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
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('rate.rate')} required error={fieldError(errors.rateBp?.message)} {...form.register('rateBp')}>{rateOptions()}</SelectField>
          <TextField label={t('rate.from')} type="date" required error={fieldError(errors.effectiveFrom?.message)} {...form.register('effectiveFrom')} />
        </div>
    </FormCard>
  );
}
