import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminPaymentSettings, AdminUpdatePaymentSettings } from '#shared/schemas/payment-settings';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useSavePaymentSettings } from '#client/features/admin-payments/api/save-payment-settings.ts';

type Section = 'gateway' | 'bank' | 'cod';

// Each section's heading id, which its card's region is named by.
const HEADING_ID: Record<Section, string> = { gateway: 'payment-gateway', bank: 'bank-transfer', cod: 'cash-on-delivery' };

/**
 * One section of the page as a form of its own. Its values are `{ [section]: {...} }`, which is
 * both the PUT body and the shape of the server's field names ("bank.ifscCode"), so a server
 * message lands on the field it is about. After a save the form shows the settings as saved.
 */
export function useSectionForm<In extends FieldValues, Out extends AdminUpdatePaymentSettings>({
  section,
  schema,
  settings,
  toValues,
}: {
  section: Section;
  schema: z.ZodType<Out, In>;
  settings: AdminPaymentSettings;
  toValues: (settings: AdminPaymentSettings) => In;
}) {
  const { t } = useTranslation('admin-payments');
  const errorMessage = useErrorMessage();
  const save = useSavePaymentSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: toValues(settings) as DefaultValues<In> });

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toValues(saved));
      setNotice({ kind: 'ok', text: t(`${section}.saved`) });
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          if (!field.startsWith(`${section}.`)) continue;
          form.setError(field as Path<In>, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      setNotice({ kind: 'error', text: placed ? t('fixFields') : errorMessage(err) });
    }
  });
  const card = { section, notice, saving: form.formState.isSubmitting, onSubmit, onChange: () => setNotice(null) };
  return { form, card };
}

/** A white card holding one section's form (from useSectionForm's `card`): heading, what it is for, fields, Save button. */
export function SectionCard({
  section,
  notice,
  saving,
  onSubmit,
  onChange,
  children,
}: {
  section: Section;
  notice: Notice | null;
  saving: boolean;
  onSubmit: () => void;
  onChange: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-payments');
  const id = HEADING_ID[section];
  return (
    <section aria-labelledby={id} className={cardStyles}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">{t(`${section}.title`)}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t(`${section}.description`)}</p>
      <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        {children}
        <NoticeBanner notice={notice} />
        <button type="submit" className={buttonStyles.primary} disabled={saving}>{saving ? t('saving') : t(`${section}.save`)}</button>
      </form>
    </section>
  );
}

/** The "offer this at checkout" switch of a section, with its own error (e.g. "at least one must stay active"). */
export function ActiveCheckbox({ label, error, ...input }: { label: string; error?: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-900">
        <input id={id} type="checkbox" className="size-5 accent-brand-700" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        {label}
      </label>
      {error && <p id={`${id}-error`} className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
