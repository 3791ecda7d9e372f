import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { PickupPointInput, type PickupPoint, type PickupPointFormValues } from '#shared/schemas/pickup-points';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSaveSubmit } from '#client/lib/save-submit.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { usePickupPoint, useSavePickupPoint } from '#client/features/admin-agents/api/agents.ts';

const FIELDS = ['name', 'address', 'city', 'state', 'pincode', 'phone', 'hours'] as const;

/**
 * His village pickup point (docs/product-rules.md 56): where the farmers on his list may collect
 * their orders. Checkout offers it to them while "Offer it at checkout" stays ticked.
 */
export function PickupPointCard() {
  const { t } = useTranslation('admin-agents');
  const point = usePickupPoint();
  return (
    <section className={cardStyles} aria-labelledby="pickup-point-title">
      <h2 id="pickup-point-title" className="mb-2 text-xl font-bold">{t('pickup.title')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('pickup.intro')}</p>
      {point.isPending ? <LoadingState /> : point.isError ? <ErrorState error={point.error} onRetry={() => void point.refetch()} /> : <PickupPointForm point={point.data.point} />}
    </section>
  );
}

function PickupPointForm({ point }: { point: PickupPoint | null }) {
  const { t } = useTranslation('admin-agents');
  const stateName = useStateName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSavePickupPoint();
  const form = useForm<PickupPointFormValues, unknown, PickupPointInput>({
    resolver: zodResolver(PickupPointInput),
    defaultValues: point ? { ...point, hours: point.hours ?? '' } : { name: '', address: '', city: '', state: '' as never, pincode: '', phone: '', hours: '', active: true },
  });
  const { errors, isSubmitting } = form.formState;
  const active = form.watch('active');
  const { saved, onSubmit } = useSaveSubmit(form, (values) => save.mutateAsync(values), FIELDS);
  const states = [...INDIAN_STATES_AND_UTS].map((s) => [s, stateName(s)] as const).sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {saved && <p role="status" className="rounded-lg bg-brand-50 p-3">{t(active ? 'pickup.saved' : 'pickup.savedOff')}</p>}
      <TextField label={t('pickup.name')} hint={t('pickup.nameHint')} required error={fieldError(errors.name?.message)} {...form.register('name')} />
      <TextField label={t('pickup.address')} required error={fieldError(errors.address?.message)} {...form.register('address')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('pickup.city')} required error={fieldError(errors.city?.message)} {...form.register('city')} />
        <TextField label={t('pickup.pincode')} inputMode="numeric" maxLength={6} required error={fieldError(errors.pincode?.message)} {...form.register('pincode')} />
      </div>
      <SelectField label={t('pickup.state')} required error={fieldError(errors.state?.message)} {...form.register('state')}>
        <option value="">{t('pickup.chooseState')}</option>
        {states.map(([s, name]) => <option key={s} value={s}>{name}</option>)}
      </SelectField>
      <TextField label={t('pickup.phone')} type="tel" required error={fieldError(errors.phone?.message)} {...form.register('phone')} />
      <TextField label={t('pickup.hours')} hint={t('pickup.hoursHint')} error={fieldError(errors.hours?.message)} {...form.register('hours')} />
      <CheckboxField label={t('pickup.active')} hint={t('pickup.activeHint')} checked={active} onChange={(on) => form.setValue('active', on)} />
      {save.isError && !Object.keys(errors).length && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(save.error)}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('pickup.saving') : t('pickup.save')}</button>
    </form>
  );
}
