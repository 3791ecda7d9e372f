import { WEEKDAYS, AdminUpdateSiteSettings, type AdminSiteSettings, type AdminUpdateSiteSettingsInput } from '#shared/schemas/site-settings';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSaveSiteSettings } from '#client/features/admin-tax/api/save-site-settings.ts';
import { FormCard } from './form-card.tsx';
import { useAdminForm } from './use-admin-form.ts';

/**
 * The shop's public contact details (docs/product-rules.md 25): the footer and the contact page
 * show what is filled in and leave out what is blank, so no made-up number reaches a farmer.
 */
export function SiteSettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('admin-tax');
  const fieldError = useFieldError();
  const save = useSaveSiteSettings();
  const { form, notice, onSubmit, clearNotice } = useAdminForm<AdminUpdateSiteSettingsInput, AdminUpdateSiteSettings>({
    schema: AdminUpdateSiteSettings,
    defaults: {
      phone: settings.phone ?? '',
      email: settings.email ?? '',
      addressEn: settings.addressEn ?? '',
      addressHi: settings.addressHi ?? '',
      addressMr: settings.addressMr ?? '',
      openDays: settings.openDays,
      opensAt: settings.opensAt ?? '',
      closesAt: settings.closesAt ?? '',
      grievanceName: settings.grievanceName ?? '',
      grievanceDesignation: settings.grievanceDesignation ?? '',
      grievancePhone: settings.grievancePhone ?? '',
      grievanceEmail: settings.grievanceEmail ?? '',
    },
    save: (values) => save.mutateAsync(values),
    saved: t('site.saved'),
  });
  const errors = form.formState.errors;
  const unset = !settings.phone && !settings.email;
  return (
    <FormCard
      id="site-settings"
      title={t('site.title')}
      description={t('site.description')}
      before={unset && <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('site.incomplete')}</p>}
      notice={notice}
      saving={form.formState.isSubmitting}
      saveLabel={t('site.save')}
      onSubmit={onSubmit}
      onChange={clearNotice}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('site.phone')} type="tel" inputMode="tel" autoComplete="off" maxLength={20} hint={t('site.phoneHint')} error={fieldError(errors.phone?.message)} {...form.register('phone')} />
        <TextField label={t('site.email')} type="email" autoComplete="off" maxLength={254} error={fieldError(errors.email?.message)} {...form.register('email')} />
      </div>
      <TextAreaField label={t('site.addressEn')} rows={2} maxLength={300} hint={t('site.addressHint')} error={fieldError(errors.addressEn?.message)} {...form.register('addressEn')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label={t('site.addressHi')} lang="hi" rows={2} maxLength={300} error={fieldError(errors.addressHi?.message)} {...form.register('addressHi')} />
        <TextAreaField label={t('site.addressMr')} lang="mr" rows={2} maxLength={300} error={fieldError(errors.addressMr?.message)} {...form.register('addressMr')} />
      </div>
      <fieldset aria-describedby={errors.openDays ? 'site-open-days-error' : undefined}>
        <legend className="mb-1 font-medium text-stone-900">{t('site.openDays')}</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="checkbox" value={day} className="size-5 accent-brand-700" {...form.register('openDays')} />
              {t(`site.days.${day}`)}
            </label>
          ))}
        </div>
        {errors.openDays && <p id="site-open-days-error" className="mt-1 text-sm text-red-700">{fieldError(errors.openDays.message)}</p>}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <TextField label={t('site.opensAt')} type="time" error={fieldError(errors.opensAt?.message)} {...form.register('opensAt')} />
        <TextField label={t('site.closesAt')} type="time" error={fieldError(errors.closesAt?.message)} {...form.register('closesAt')} />
      </div>
      {/* The grievance officer the E-Commerce Rules ask for (docs/product-rules.md 52): shown on the Contact page once named. */}
      <fieldset className="space-y-4 border-t border-stone-200 pt-4">
        <legend className="float-left mb-1 w-full font-semibold text-stone-900">{t('site.grievanceTitle')}</legend>
        <p className="clear-left text-sm text-stone-700">{t('site.grievanceHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('site.grievanceName')} autoComplete="off" maxLength={100} error={fieldError(errors.grievanceName?.message)} {...form.register('grievanceName')} />
          <TextField label={t('site.grievanceDesignation')} autoComplete="off" maxLength={100} error={fieldError(errors.grievanceDesignation?.message)} {...form.register('grievanceDesignation')} />
          <TextField label={t('site.grievancePhone')} type="tel" inputMode="tel" autoComplete="off" maxLength={20} hint={t('site.phoneHint')} error={fieldError(errors.grievancePhone?.message)} {...form.register('grievancePhone')} />
          <TextField label={t('site.grievanceEmail')} type="email" autoComplete="off" maxLength={254} error={fieldError(errors.grievanceEmail?.message)} {...form.register('grievanceEmail')} />
        </div>
      </fieldset>
    </FormCard>
  );
}
