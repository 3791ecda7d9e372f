import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '#shared/schemas/auth';
import { VendorProfileInput, type VendorProfileFormValues } from '#shared/schemas/vendor-profile';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useUpdateVendorProfile } from '#client/features/vendor-portal/api/update-profile.ts';
import { useReveal } from '#client/lib/use-reveal.ts';
import { loadGstinMessages } from '#client/i18n/on-demand/business-buyer.ts';

// A GSTIN's messages in another language come with this form (docs/product-rules.md 44).
void loadGstinMessages();

const FIELDS = ['businessName', 'ownerName', 'phone', 'address', 'gstNumber'] as const;

/** The business profile, checked with the sign-up form's rules (the server checks the same). */
export function BusinessProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('vendor-tabs');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const update = useUpdateVendorProfile();
  const [ok, setOk] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const okRef = useReveal<HTMLParagraphElement>(ok);
  const failureRef = useReveal<HTMLParagraphElement>(failure);
  const vendor = profile.vendor;
  const form = useForm<VendorProfileFormValues, unknown, VendorProfileInput>({
    resolver: zodResolver(VendorProfileInput),
    defaultValues: {
      businessName: vendor?.businessName ?? '',
      ownerName: vendor?.ownerName ?? profile.name,
      phone: vendor?.phone ?? profile.phone ?? '',
      address: vendor?.address ?? '',
      gstNumber: vendor?.gstNumber ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: (typeof FIELDS)[number]) => fieldError(errors[field]?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    setOk(null);
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ ...values, gstNumber: saved.vendor?.gstNumber ?? '' });
      setOk(t('settings.saved'));
    } catch (err) {
      setFailure(applyServerFieldErrors(form, err, FIELDS) ? t('settings.fixFields') : errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setOk(null)} className="space-y-4">
      <h3 className="text-lg font-semibold">{t('settings.profileTitle')}</h3>
      <p className="text-sm text-stone-700">
        <span className="font-medium">{t('settings.email')}:</span> <span className="break-all">{profile.email}</span>
      </p>
      <TextField label={t('settings.businessName')} autoComplete="organization" required maxLength={200} error={error('businessName')} {...form.register('businessName')} />
      <TextField label={t('settings.ownerName')} autoComplete="name" required maxLength={100} error={error('ownerName')} {...form.register('ownerName')} />
      <TextField label={t('settings.phone')} type="tel" autoComplete="tel" required maxLength={20} error={error('phone')} {...form.register('phone')} />
      <TextField label={t('settings.address')} autoComplete="street-address" required maxLength={300} error={error('address')} {...form.register('address')} />
      <TextField label={t('settings.gstNumber')} autoComplete="off" maxLength={15} hint={t('settings.gstHint')} error={error('gstNumber')} {...form.register('gstNumber')} />
      {failure && <p ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      {ok && <p ref={okRef} tabIndex={-1} role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{ok}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('settings.saving') : t('settings.save')}
      </button>
    </form>
  );
}
