import { z } from 'zod';
import { PAISE_PER_RUPEE, rupeesToPaise } from '#shared/money';
import { AdminCashOnDelivery, type AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { MAX_PRICE_PAISE } from '#shared/schemas/admin-products';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { ActiveCheckbox, SectionCard, useSectionForm } from './section-form.tsx';

/** The form's own message for a limit that is not an amount in rupees (shown as cod.maxOrderInvalid). */
const MAX_ORDER_INVALID = 'codMaxOrder';

/**
 * The limit as typed, in rupees ("50000", "50,000", "49999.50"), to paise: a decimal number with at
 * most 2 decimals (grouping commas allowed), from ₹1 up to the largest price a product may have.
 */
const rupeesText = z
  .string()
  .transform((v) => v.replace(/[,\s]/g, ''))
  .refine((v) => /^(\d+(\.\d*)?|\.\d+)$/.test(v) && (v.split('.')[1] ?? '').replace(/0+$/, '').length <= 2, MAX_ORDER_INVALID)
  .transform((v) => rupeesToPaise(Number(v)))
  .pipe(z.number().min(PAISE_PER_RUPEE, MAX_ORDER_INVALID).max(MAX_PRICE_PAISE, MAX_ORDER_INVALID));

// The rupees box is named as the API's field (cod.maxOrderPaise), so a server message about it lands on it.
const CodSection = z.object({ cod: AdminCashOnDelivery.extend({ maxOrderPaise: rupeesText }) });

const toValues = ({ cod }: AdminPaymentSettings) => ({
  cod: { isActive: cod.isActive, maxOrderPaise: String(cod.maxOrderPaise / PAISE_PER_RUPEE), instructions: cod.instructions ?? '' },
});

/** Cash on delivery: the largest order it is offered for, and the optional instructions checkout shows beside it. */
export function CodForm({ settings }: { settings: AdminPaymentSettings }) {
  const { t } = useTranslation('admin-payments');
  const fieldError = useFieldError();
  const { form, card } = useSectionForm({ section: 'cod', schema: CodSection, settings, toValues });
  const errors = form.formState.errors.cod;
  const maxError = errors?.maxOrderPaise?.message;
  return (
    <SectionCard {...card}>
      <TextField
        label={t('cod.maxOrder')}
        required
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        className="sm:max-w-xs"
        hint={t('cod.maxOrderHint')}
        error={maxError === MAX_ORDER_INVALID ? t('cod.maxOrderInvalid') : fieldError(maxError)}
        {...form.register('cod.maxOrderPaise')}
      />
      <TextAreaField label={t('cod.instructions')} rows={3} maxLength={500} hint={t('cod.instructionsHint')} error={fieldError(errors?.instructions?.message)} {...form.register('cod.instructions')} />
      <ActiveCheckbox label={t('cod.active')} error={fieldError(errors?.isActive?.message)} {...form.register('cod.isActive')} />
    </SectionCard>
  );
}
