import { z } from 'zod';
import { AdminCashOnDelivery, type AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { ActiveCheckbox, SectionCard, useSectionForm } from './section-form.tsx';

const CodSection = z.object({ cod: AdminCashOnDelivery });

const toValues = ({ cod }: AdminPaymentSettings) => ({ cod: { isActive: cod.isActive, instructions: cod.instructions ?? '' } });

/** Cash on delivery, with the optional instructions checkout shows beside it. */
export function CodForm({ settings }: { settings: AdminPaymentSettings }) {
  const { t } = useTranslation('admin-payments');
  const fieldError = useFieldError();
  const { form, card } = useSectionForm({ section: 'cod', schema: CodSection, settings, toValues });
  const errors = form.formState.errors.cod;
  return (
    <SectionCard {...card}>
      <TextAreaField label={t('cod.instructions')} rows={3} maxLength={500} hint={t('cod.instructionsHint')} error={fieldError(errors?.instructions?.message)} {...form.register('cod.instructions')} />
      <ActiveCheckbox label={t('cod.active')} error={fieldError(errors?.isActive?.message)} {...form.register('cod.isActive')} />
    </SectionCard>
  );
}
