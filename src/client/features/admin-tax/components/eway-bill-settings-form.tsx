import { formatRupees } from '#shared/money';
import { EWayBillSettingsForm as FormSchema, type EWayBillSettings, type EWayBillSettingsFormInput } from '#shared/schemas/eway-bills';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSaveEWayBillSettings } from '#client/features/admin-tax/api/eway-bill-settings.ts';
import { FormCard } from './form-card.tsx';
import { useAdminForm } from './use-admin-form.ts';

/**
 * The e-way bill limit within the shop's state (docs/product-rules.md 57, docs/decisions/0073):
 * typed in whole rupees, saved in paise. Between states Rule 138's ₹50,000 holds and is only shown.
 */
export function EWayBillSettingsForm({ settings }: { settings: EWayBillSettings }) {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const save = useSaveEWayBillSettings();
  const { form, notice, onSubmit, clearNotice } = useAdminForm<EWayBillSettingsFormInput, { intraStateThresholdPaise: number }>({
    schema: FormSchema,
    defaults: { intraStateThresholdPaise: String(settings.intraStateThresholdPaise / 100) },
    save: (values) => save.mutateAsync(values),
    saved: t('eway.saved'),
  });
  const rupees = (paise: number) => formatRupees(paise, { maxDecimals: 2 });
  return (
    <FormCard
      id="eway-bill-settings"
      title={t('eway.title')}
      description={t('eway.description', { inter: rupees(settings.interStateThresholdPaise) })}
      notice={notice}
      saving={form.formState.isSubmitting}
      saveLabel={t('eway.save')}
      onSubmit={onSubmit}
      onChange={clearNotice}
    >
      <TextField
        label={t('eway.limit')}
        hint={t('eway.limitHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        error={fieldError(form.formState.errors.intraStateThresholdPaise?.message)}
        {...form.register('intraStateThresholdPaise')}
      />
    </FormCard>
  );
}
