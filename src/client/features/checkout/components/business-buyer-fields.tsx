import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { StoreCreateOrder, StoreCreateOrderInput } from '#shared/schemas/orders';
import { TextField } from '#client/components/ui/text-field.tsx';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import '#client/i18n/on-demand/business-buyer.ts';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';

const ADDRESS_FIELDS = ['buyerAddress', 'buyerCity', 'buyerPincode'] as const;

/** The fields' texts and their messages, loading with the checkout form's code (its form waits for them). */
export const businessBuyerTexts = loadNamespaces('business-buyer', 'business-validation');

/**
 * A business purchase (docs/product-rules.md 44): a dealer, an FPO or an institution gives its GSTIN
 * and legal name, billed on its tax invoice. Closed for a farmer's own order, which needs neither;
 * closing it empties both, so an order never carries a GSTIN the buyer no longer sees.
 */
export function BusinessBuyerFields({ form }: { form: UseFormReturn<StoreCreateOrderInput, unknown, StoreCreateOrder> }) {
  const { t } = useTranslation('business-buyer');
  const fieldError = useFieldError();
  const [gstin, legalName, address] = useWatch({ control: form.control, name: ['buyerGstin', 'buyerLegalName', 'buyerAddress'] });
  const [open, setOpen] = useState(false);
  // Registered where the goods go, unless the buyer says otherwise: then its address is asked.
  const [elsewhere, setElsewhere] = useState(false);
  // A draft kept from before a reload opens it with what it held.
  useEffect(() => {
    if (gstin || legalName) setOpen(true);
    if (address) setElsewhere(true);
  }, [gstin, legalName, address]);
  // A server's "give the registered address" (a GSTIN of another state) opens the address's fields.
  const addressError = form.formState.errors.buyerAddress?.message;
  useEffect(() => {
    if (addressError) setElsewhere(true);
  }, [addressError]);
  const clearAddress = () => {
    for (const field of ADDRESS_FIELDS) form.setValue(field, '');
    form.clearErrors([...ADDRESS_FIELDS]);
  };
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) return;
    form.setValue('buyerGstin', '');
    form.setValue('buyerLegalName', '');
    form.clearErrors(['buyerGstin', 'buyerLegalName']);
    setElsewhere(false);
    clearAddress();
  };
  const registeredHere = (here: boolean) => {
    setElsewhere(!here);
    if (here) clearAddress();
  };
  const { errors } = form.formState;
  return (
    <div className="rounded-xl border border-stone-200 p-4 sm:col-span-2">
      <CheckboxField label={t('toggle')} hint={t('toggleHint')} checked={open} onChange={toggle} />
      {open && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label={t('gstin')} hint={t('gstinHint')} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} required error={fieldError(errors.buyerGstin?.message)} {...form.register('buyerGstin')} />
          <TextField label={t('legalName')} hint={t('legalNameHint')} autoComplete="organization" maxLength={100} required error={fieldError(errors.buyerLegalName?.message)} {...form.register('buyerLegalName')} />
          <CheckboxField className="sm:col-span-2" label={t('registeredHere')} hint={t('registeredHereHint')} checked={!elsewhere} onChange={registeredHere} />
          {elsewhere && (
            <>
              <TextField className="sm:col-span-2" label={t('registeredAddress')} autoComplete="off" maxLength={300} required error={fieldError(errors.buyerAddress?.message)} {...form.register('buyerAddress')} />
              <TextField label={t('registeredCity')} autoComplete="off" maxLength={100} required error={fieldError(errors.buyerCity?.message)} {...form.register('buyerCity')} />
              <TextField label={t('registeredPincode')} inputMode="numeric" autoComplete="off" maxLength={6} required error={fieldError(errors.buyerPincode?.message)} {...form.register('buyerPincode')} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
