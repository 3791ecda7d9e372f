import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/languages';
import { MobileVerify } from '#shared/schemas/mobile-sign-in';
import { ChoiceField } from '#client/components/ui/choice-field.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';

// The new account's name and language, both asked for here (optional on the wire: a number that has an account needs neither).
// The box for offers and crop tips stays optional and starts unticked: only a tick is a consent (docs/product-rules.md 37).
const NewAccount = MobileVerify.pick({ name: true, language: true }).required().extend({ marketingOptIn: MobileVerify.shape.marketingOptIn });
export type NewAccount = { name: string; language: Language; marketingOptIn?: boolean };

/**
 * A number without an account (`needs_name`): the farmer's name and language, sent with the same
 * number and code, which creates the account (docs/product-rules.md 36). The language starts as the
 * page's; each is named in its own script, as the language switcher does.
 */
export function MobileNewAccountStep({ onCreate }: { onCreate: (account: NewAccount) => Promise<unknown> }) {
  const { t, language } = useTranslation('mobile-sign-in');
  const { t: tAuth } = useTranslation('auth');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewAccount>({ resolver: zodResolver(NewAccount), defaultValues: { name: '', language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en', marketingOptIn: false } });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.setFocus('name'), [form]);
  const onSubmit = form.handleSubmit(async (account) => {
    setFormError(null);
    try {
      await onCreate(account);
    } catch (err) {
      if (!applyServerFieldErrors(form, err, ['name', 'language'])) setFormError(errorMessage(err));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="space-y-4">
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{t('newAccount.intro')}</p>
      <TextField label={t('newAccount.name')} autoComplete="name" required error={fieldError(errors.name?.message)} {...form.register('name')} />
      <ChoiceField
        legend={t('newAccount.language')}
        options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l }))}
        error={fieldError(errors.language?.message)}
        input={form.register('language')}
      />
      <label className="flex items-start gap-3 text-stone-800">
        <input type="checkbox" className="mt-1 size-5 accent-brand-700" {...form.register('marketingOptIn')} />
        <span>{tAuth('register.marketing')}</span>
      </label>
      {formError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{formError}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('newAccount.submitting') : t('newAccount.submit')}
      </button>
    </form>
  );
}
