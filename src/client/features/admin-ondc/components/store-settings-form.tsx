import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdminOndcSettingsInput, type AdminOndcSettings, type AdminOndcSettingsFormValues } from '#shared/schemas/ondc';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSaveSubmit } from '#client/lib/save-submit.ts';
import { useSaveOndcSettings } from '#client/features/admin-ondc/api/ondc.ts';

const FIELDS = ['storeGps', 'storePincode', 'storeCity', 'daysToShip'] as const;
const EMPTY: AdminOndcSettingsFormValues = { storeGps: '', storePincode: '', storeCity: '', daysToShip: 2 };

/**
 * The store on ONDC (docs/product-rules.md 62, docs/operating.md "Selling on ONDC" step 4): the
 * map point buyer apps measure the distance from, the PIN code and town the catalogue names, and
 * the days it takes to hand an order to the courier (the catalogue's time to ship). The schema's
 * messages, then the server's, on their fields.
 */
export function StoreSettingsForm({ settings }: { settings: AdminOndcSettings | null }) {
  const { t } = useTranslation('admin-ondc');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSaveOndcSettings();
  const form = useForm<AdminOndcSettingsFormValues, unknown, AdminOndcSettingsInput>({
    resolver: zodResolver(AdminOndcSettingsInput),
    defaultValues: settings ? { storeGps: settings.storeGps, storePincode: settings.storePincode, storeCity: settings.storeCity, daysToShip: settings.daysToShip } : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const { saved, setSaved, onSubmit } = useSaveSubmit(form, (values) => save.mutateAsync(values), FIELDS);
  const refusedElsewhere = save.isError && !Object.keys(errors).length;
  return (
    <section className={cardStyles} aria-labelledby="ondc-settings-title">
      <h2 id="ondc-settings-title" tabIndex={-1} className="mb-2 text-xl font-bold text-stone-900 outline-none">{t('settings.title')}</h2>
      <p className="mb-4 text-sm text-stone-700">{t('settings.intro')}</p>
      <form noValidate onSubmit={onSubmit} onChange={() => setSaved(false)} className="space-y-4">
        <TextField label={t('settings.gps')} hint={t('settings.gpsHint')} inputMode="decimal" autoComplete="off" placeholder="22.7196,75.8577" required error={fieldError(errors.storeGps?.message)} {...form.register('storeGps')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('settings.pincode')} hint={t('settings.pincodeHint')} inputMode="numeric" maxLength={6} autoComplete="postal-code" required error={fieldError(errors.storePincode?.message)} {...form.register('storePincode')} />
          <TextField label={t('settings.city')} hint={t('settings.cityHint')} autoComplete="address-level2" required error={fieldError(errors.storeCity?.message)} {...form.register('storeCity')} />
        </div>
        <TextField label={t('settings.daysToShip')} hint={t('settings.daysToShipHint')} type="number" inputMode="numeric" min={1} max={15} step={1} required className="sm:max-w-xs" error={fieldError(errors.daysToShip?.message)} {...form.register('daysToShip', { valueAsNumber: true })} />
        {refusedElsewhere && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(save.error)}</p>}
        <div role="status">{saved && <p className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('settings.saved')}</p>}</div>
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>{isSubmitting ? t('settings.saving') : t('settings.save')}</button>
      </form>
    </section>
  );
}
