import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AuthRegisterCustomer, AuthRegisterVendor, type AuthRegister, type SessionUser } from '#shared/schemas/auth';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { hasErrorCode, isClientError } from '#client/lib/api-client.ts';
import { useRegister } from '#client/features/auth/api/register.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { loadGstinMessages } from '#client/i18n/on-demand/business-buyer.ts';

type Variant = 'user' | 'vendor';
type Field = { name: string; type: string; autoComplete: string; optional?: boolean; hint?: string };

const FIELDS: Record<Variant, Field[]> = {
  user: [
    { name: 'name', type: 'text', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'password', type: 'password', autoComplete: 'new-password', hint: 'passwordHint' },
    { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  ],
  vendor: [
    { name: 'businessName', type: 'text', autoComplete: 'organization' },
    { name: 'ownerName', type: 'text', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'address', type: 'text', autoComplete: 'street-address' },
    { name: 'gstNumber', type: 'text', autoComplete: 'off', optional: true },
    { name: 'password', type: 'password', autoComplete: 'new-password', hint: 'passwordHint' },
    { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  ],
};

/**
 * The customer and vendor sign-up forms (specification, sections 3, 5 and 8): every field but the
 * GST number required, 'Passwords do not match', and the error cleared as soon as a field changes.
 */
export function RegisterForm({ variant, onSuccess }: { variant: Variant; onSuccess: (user: SessionUser) => void }) {
  // A vendor's GSTIN messages in another language come with its form, not with every farmer's sign-up.
  useEffect(() => {
    if (variant === 'vendor') void loadGstinMessages();
  }, [variant]);
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const fields = FIELDS[variant];
  // One form for both variants: the field list differs, the shared schema of the variant checks it.
  const resolver = zodResolver(variant === 'vendor' ? AuthRegisterVendor : AuthRegisterCustomer) as unknown as Resolver<FieldValues, unknown, AuthRegister>;
  const form = useForm<FieldValues, unknown, AuthRegister>({
    resolver,
    defaultValues: Object.fromEntries([['type', variant], ...fields.map((f) => [f.name, '']), ...(variant === 'user' ? [['marketingOptIn', false]] : [])]),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await register.mutateAsync(values);
      onSuccess(user);
    } catch (err) {
      if (hasErrorCode(err, 'rate_limited')) return setFormError(errorMessage(err));
      if (isClientError(err)) {
        if (!applyServerFieldErrors(form, err, fields.map((f) => f.name))) setFormError(t('register.failed'));
        return;
      }
      setFormError(t('errors.unexpected'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <TextField
            key={f.name}
            className={f.name === 'address' || f.name === 'businessName' ? 'sm:col-span-2' : ''}
            label={t(`register.${f.name}`)}
            type={f.type}
            autoComplete={f.autoComplete}
            required={!f.optional}
            hint={f.hint ? t(`register.${f.hint}`) : undefined}
            error={fieldError(errors[f.name]?.message as string | undefined)}
            {...form.register(f.name as Path<FieldValues>)}
          />
        ))}
      </div>
      {/* Offers and crop tips: unticked, a consent of its own apart from order messages (docs/product-rules.md 37). */}
      {variant === 'user' && (
        <label className="flex items-start gap-3 text-stone-800">
          <input type="checkbox" className="mt-1 size-5 accent-brand-700" {...form.register('marketingOptIn')} />
          <span>{t('register.marketing')}</span>
        </label>
      )}
      {variant === 'vendor' && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('register.vendorReview')}</p>}
      {/* What a seller of regulated farm inputs must hold (docs/product-rules.md 28): entered in Settings once signed up. */}
      {variant === 'vendor' && <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800" data-testid="vendor-licences-needed">{t('register.vendorLicences')}</p>}
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : variant === 'vendor' ? t('register.submitVendor') : t('register.submit')}
      </button>
    </form>
  );
}
