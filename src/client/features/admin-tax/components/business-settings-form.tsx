import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { AdminUpdateBusinessSettings, type BusinessSettings } from '#shared/schemas/gst';
import { SelectField, TextAreaField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSaveBusinessSettings } from '#client/features/admin-tax/api/save-business-settings.ts';
import { FormCard } from './form-card.tsx';
import { useAdminForm } from './use-admin-form.ts';
import { loadGstinMessages } from '#client/i18n/on-demand/business-buyer.ts';

// A GSTIN's messages in another language come with this form (docs/product-rules.md 44).
void loadGstinMessages();

/** The shop as a supplier: printed on every tax document; its state decides CGST + SGST or IGST. */
export function BusinessSettingsForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const save = useSaveBusinessSettings();
  const { form, notice, onSubmit, clearNotice } = useAdminForm({
    schema: AdminUpdateBusinessSettings,
    defaults: { legalName: settings.legalName ?? '', address: settings.address ?? '', state: settings.state ?? ('' as never), gstin: settings.gstin ?? '' },
    save: (values) => save.mutateAsync(values),
    saved: t('business.saved'),
  });
  const errors = form.formState.errors;
  return (
    <FormCard
      id="business-settings"
      title={t('business.title')}
      description={t('business.description')}
      before={!settings.gstin && <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('business.incomplete')}</p>}
      notice={notice}
      saving={form.formState.isSubmitting}
      saveLabel={t('business.save')}
      onSubmit={onSubmit}
      onChange={clearNotice}
    >
        <TextField label={t('business.legalName')} required maxLength={200} error={fieldError(errors.legalName?.message)} {...form.register('legalName')} />
        <TextAreaField label={t('business.address')} required rows={2} maxLength={300} error={fieldError(errors.address?.message)} {...form.register('address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('business.state')} required error={fieldError(errors.state?.message)} {...form.register('state')}>
            <option value="">{t('business.chooseState')}</option>
            {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{s}</option>)}
          </SelectField>
          <TextField label={t('business.gstin')} required maxLength={20} autoComplete="off" hint={t('business.gstinHint')} error={fieldError(errors.gstin?.message)} {...form.register('gstin')} />
        </div>
    </FormCard>
  );
}
