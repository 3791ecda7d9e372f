import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '#shared/india';
import { AddressInput, type AddressFormValues, type SavedAddress } from '#shared/schemas/addresses';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { isClientError } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useAddressActions } from '#client/lib/saved-addresses.ts';
import { useStateName } from '#client/lib/state-name.ts';
import '#client/i18n/on-demand/addresses.ts';

const FIELDS = ['label', 'fullName', 'phone', 'address', 'city', 'state', 'pincode'] as const;

/** Add or edit one saved address, with checkout's field rules (the shared AddressInput schema). */
export function AddressForm({ address, onDone, onCancel }: { address?: SavedAddress; onDone: (message: string) => void; onCancel: () => void }) {
  const { t, language } = useTranslation('addresses');
  const common = useTranslation().t;
  const stateName = useStateName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const { create, update } = useAddressActions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(AddressInput) as unknown as Resolver<AddressFormValues, unknown, AddressInput>,
    defaultValues: address
      ? { label: address.label ?? '', fullName: address.fullName, phone: address.phone, address: address.address, city: address.city, state: address.state, pincode: address.pincode }
      : { label: '', fullName: '', phone: '', address: '', city: '', state: '' as never, pincode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const collator = new Intl.Collator(language);
  const states = [INDIAN_STATES, INDIAN_UNION_TERRITORIES].flatMap((group) => [...group].map((s): [string, string] => [s, stateName(s)]).sort((a, b) => collator.compare(a[1], b[1])));

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      if (address) await update.mutateAsync({ id: address.id, input });
      else await create.mutateAsync(input);
      onDone(t('saved'));
    } catch (err) {
      if (applyServerFieldErrors(form, err, FIELDS)) return;
      setFailure(isClientError(err) ? errorMessage(err) : common('states.genericError'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded-xl border border-stone-200 p-4" aria-labelledby="address-form-title">
      <h3 id="address-form-title" className="text-lg font-semibold">{address ? t('editTitle') : t('addTitle')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label={t('fields.label')} hint={t('fields.labelHint')} maxLength={40} autoComplete="off" error={fieldError(errors.label?.message)} {...form.register('label')} />
        <TextField label={t('fields.fullName')} autoComplete="name" required error={fieldError(errors.fullName?.message)} {...form.register('fullName')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" required error={fieldError(errors.phone?.message)} {...form.register('phone')} />
        <TextField className="sm:col-span-2" label={t('fields.address')} autoComplete="street-address" required error={fieldError(errors.address?.message)} {...form.register('address')} />
        <TextField label={t('fields.city')} autoComplete="address-level2" required error={fieldError(errors.city?.message)} {...form.register('city')} />
        <SelectField label={t('fields.state')} required error={fieldError(errors.state?.message)} {...form.register('state')}>
          <option value="">{t('fields.chooseState')}</option>
          {states.map(([s, name]) => <option key={s} value={s}>{name}</option>)}
        </SelectField>
        <TextField label={t('fields.pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} required error={fieldError(errors.pincode?.message)} {...form.register('pincode')} />
      </div>
      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('saving') : t('save')}</button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
