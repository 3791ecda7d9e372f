import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { AdminOrder, AdminUpdateOrderStatus } from '#shared/schemas/admin-orders';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useFieldError } from '#client/lib/form-errors.ts';

/**
 * How an order goes when it is shipped (docs/product-rules.md 29): the carrier and its
 * tracking number, or the shop's own vehicle without a number. The customer's order page and the
 * "shipped" e-mail show them; the server refuses a shipping without them (400 naming the field).
 */
export function ShipmentFields({ form, disabled }: { form: UseFormReturn<AdminUpdateOrderStatus>; disabled: boolean }) {
  const { t } = useTranslation('admin-orders');
  const fieldError = useFieldError();
  const own = useWatch({ control: form.control, name: 'ownDelivery' });
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3" data-testid="shipment-fields">
      <legend className="px-1 font-medium">{t('shipment.legend')}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" disabled={disabled} {...form.register('ownDelivery')} />
        {t('shipment.ownDelivery')}
      </label>
      {!own && (
        <>
          <TextField label={t('shipment.carrier')} required maxLength={100} autoComplete="off" hint={t('shipment.carrierHint')} disabled={disabled} error={fieldError(errors.carrier?.message)} {...form.register('carrier')} />
          <TextField label={t('shipment.trackingNumber')} required maxLength={40} autoComplete="off" disabled={disabled} error={fieldError(errors.trackingNumber?.message)} {...form.register('trackingNumber')} />
        </>
      )}
    </fieldset>
  );
}

/** The shipment recorded at Shipped, and the day the customer was promised. */
export function ShipmentSummary({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const { dateTime, longDate } = useDateFormat();
  const s = order.shipment;
  if (!s) return null;
  return (
    <div className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950" data-testid="shipment-summary">
      <p>{s.ownDelivery ? t('shipment.own') : t('shipment.carrierLine', { carrier: s.carrier, number: s.trackingNumber })}</p>
      <p>{t('shipment.shippedOn', { date: dateTime(s.shippedAt) })}</p>
      {order.expectedDeliveryOn && <p>{t('shipment.expected', { date: longDate(`${order.expectedDeliveryOn}T00:00:00`) })}</p>}
    </div>
  );
}
