import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { StockLocationInput, type StockLocation, type StockLocationFormValues } from '#shared/schemas/stock-locations';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useSaveStockLocation } from '#client/features/admin-stock-locations/api/stock-locations.ts';

const FIELDS = ['name', 'address', 'city', 'state', 'pincode', 'gstin', 'contactName', 'contactPhone'] as const;
const EMPTY: StockLocationFormValues = { name: '', address: '', city: '', state: '' as never, pincode: '', gstin: '', contactName: '', contactPhone: '', active: true };

const valuesOf = (l: StockLocation): StockLocationFormValues => ({
  name: l.name, address: l.address, city: l.city, state: l.state ?? ('' as never), pincode: l.pincode ?? '', gstin: l.gstin ?? '', contactName: l.contactName ?? '', contactPhone: l.contactPhone ?? '', active: l.active,
});

/**
 * A godown added or changed (docs/product-rules.md 59): the schema's messages on their fields
 * first, then the server's (its pincode outside its state, its GSTIN of another state or another
 * business's PAN, the shop's own GSTIN not yet set), a second godown of one name on the name.
 */
export function LocationForm({ editing, onSaved, onCancel }: { editing: StockLocation | null; onSaved: (location: StockLocationInput) => void; onCancel?: () => void }) {
  const { t } = useTranslation('admin-stock-locations');
  const stateName = useStateName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSaveStockLocation();
  const form = useForm<StockLocationFormValues, unknown, StockLocationInput>({ resolver: zodResolver(StockLocationInput), defaultValues: editing ? valuesOf(editing) : EMPTY });
  const { errors, isSubmitting } = form.formState;
  const active = form.watch('active');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: values });
      onSaved(values);
    } catch (err) {
      // Two godowns of one name: said on the name, where it is changed.
      if (err instanceof ApiError && err.code === 'location_exists') form.setError('name', { message: errorMessage(err) });
      else applyServerFieldErrors(form, err, FIELDS);
    }
  });
  const states = [...INDIAN_STATES_AND_UTS].map((s) => [s, stateName(s)] as const).sort((a, b) => a[1].localeCompare(b[1]));
  const titleId = 'stock-location-form-title';
  const heading = useRef<HTMLHeadingElement>(null);
  // Edit is pressed on a card above: the form it opened is where the keyboard and the eye go.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  return (
    <section className={cardStyles} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="mb-2 text-xl font-bold outline-none">{editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('form.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <TextField label={t('form.name')} hint={t('form.nameHint')} required error={fieldError(errors.name?.message)} {...form.register('name')} />
        <TextField label={t('form.address')} required error={fieldError(errors.address?.message)} {...form.register('address')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('form.city')} required error={fieldError(errors.city?.message)} {...form.register('city')} />
          <TextField label={t('form.pincode')} inputMode="numeric" maxLength={6} required error={fieldError(errors.pincode?.message)} {...form.register('pincode')} />
        </div>
        <SelectField label={t('form.state')} required error={fieldError(errors.state?.message)} {...form.register('state')}>
          <option value="">{t('form.chooseState')}</option>
          {states.map(([s, name]) => <option key={s} value={s}>{name}</option>)}
        </SelectField>
        <TextField label={t('form.gstin')} hint={t('form.gstinHint')} autoCapitalize="characters" maxLength={15} required error={fieldError(errors.gstin?.message)} {...form.register('gstin')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('form.contactName')} hint={t('form.contactHint')} required error={fieldError(errors.contactName?.message)} {...form.register('contactName')} />
          <TextField label={t('form.contactPhone')} type="tel" required error={fieldError(errors.contactPhone?.message)} {...form.register('contactPhone')} />
        </div>
        <CheckboxField label={t('form.active')} hint={t('form.activeHint')} checked={active} onChange={(on) => form.setValue('active', on)} />
        {save.isError && !Object.keys(errors).length && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(save.error)}</p>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('form.saving') : t(editing ? 'form.save' : 'form.add')}</button>
          {onCancel && <button type="button" className={buttonStyles.ghost} onClick={onCancel}>{t('form.cancel')}</button>}
        </div>
      </form>
    </section>
  );
}
