import type { UseFormReturn } from 'react-hook-form';
import type { AdminProductFormValues, AdminProductInput } from '#shared/schemas/admin-products';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';

type Form = UseFormReturn<AdminProductFormValues, unknown, AdminProductInput>;
type ShippingField = keyof NonNullable<AdminProductFormValues['shipping']>;

const SIDES: ShippingField[] = ['lengthCm', 'breadthCm', 'heightCm'];

/**
 * One unit as packed for the courier (docs/product-rules.md 61): its weight and box, from which
 * the packing queue suggests a parcel's. Shown in Manage Products only: a vendor ships its own.
 * Texts: `admin-products`.
 */
export function ProductShippingFields({ form }: { form: Form }) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const errors = form.formState.errors.shipping;
  const box = (field: ShippingField, max: number) => (
    <TextField
      key={field}
      label={t(`form.shipping.${field}`)}
      type="number"
      inputMode="numeric"
      step="1"
      min="1"
      max={max}
      error={fieldError(errors?.[field]?.message)}
      {...form.register(`shipping.${field}`)}
    />
  );
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4" data-testid="product-shipping-fields">
      <legend className="px-1 font-semibold text-stone-900">{t('form.shipping.legend')}</legend>
      <p className="text-sm text-stone-600">{t('form.shipping.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-4">
        {box('weightGrams', 100_000)}
        {SIDES.map((side) => box(side, 300))}
      </div>
    </fieldset>
  );
}
