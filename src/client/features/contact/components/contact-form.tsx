import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import '#client/i18n/on-demand/complaints.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import {
  INQUIRY_TYPES,
  StoreCreateContactMessage,
  type StoreCreateContactMessageInput,
} from '#shared/schemas/contact';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ApiError, hasErrorCode } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useCreateContactMessage } from '#client/features/contact/api/create-contact-message.ts';

/** How long 'Message Sent!' stays before the form clears (specification, section 9). */
export const SENT_MESSAGE_MS = 3000;

const EMPTY: StoreCreateContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '', inquiryType: 'general' };

type Field = FieldPath<StoreCreateContactMessageInput>;

export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation('complaints');
  const errorMessage = useErrorMessage();
  const idBase = useId();
  const mutation = useCreateContactMessage();
  // A complaint's answer names its ticket (docs/product-rules.md 54): the customer keeps the number.
  const [sent, setSent] = useState<false | { ticket?: string }>(false);
  const form = useForm<StoreCreateContactMessageInput, unknown, StoreCreateContactMessage>({
    resolver: zodResolver(StoreCreateContactMessage),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const resetMutation = mutation.reset;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      form.reset(EMPTY);
      resetMutation();
    }, SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [sent, form, resetMutation]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await mutation.mutateAsync(values);
      // A complaint's words are the complaints' own, loaded only then: the storefront's texts have no room left.
      if (created.ticket) await loadNamespaces('complaints');
      setSent({ ticket: created.ticket?.number });
    } catch (err) {
      // The server's per-field messages land on their fields; the rest shows above the button.
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          if (field in EMPTY) form.setError(field as Field, { message });
        }
      }
    }
  });

  const id = (f: Field) => `${idBase}-${f}`;
  const translateError = useFieldError();
  const fieldError = (f: Field) => translateError(errors[f]?.message);
  const describedBy = (f: Field) => (errors[f] ? `${id(f)}-error` : undefined);
  const textField = (f: Exclude<Field, 'inquiryType' | 'message'>, type: string, autoComplete: string) => (
    <TextField label={t(`form.${f}`)} type={type} autoComplete={autoComplete} required error={fieldError(f)} {...form.register(f)} />
  );

  const failure =
    mutation.isError &&
    (hasErrorCode(mutation.error, 'rate_limited')
      ? t('form.rateLimited')
      : hasErrorCode(mutation.error, 'validation_failed')
        ? t('form.failed')
        : errorMessage(mutation.error));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${idBase}-title`}>
      <h2 id={`${idBase}-title`} className="text-2xl font-bold">{t('form.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('name', 'text', 'name')}
        {textField('email', 'email', 'email')}
        {textField('phone', 'tel', 'tel')}
        <div>
          <label htmlFor={id('inquiryType')} className={labelStyles}>{t('form.inquiryType')}</label>
          <select id={id('inquiryType')} className={inputStyles} {...form.register('inquiryType')}>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>{t(`form.inquiryTypes.${type}`)}</option>
            ))}
          </select>
        </div>
      </div>
      {textField('subject', 'text', 'off')}
      <div>
        <label htmlFor={id('message')} className={labelStyles}>
          {t('form.message')} <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <textarea
          id={id('message')}
          rows={5}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={inputStyles}
          {...form.register('message')}
        />
        {fieldError('message') && <p id={`${id('message')}-error`} className="mt-1 text-sm text-red-700">{fieldError('message')}</p>}
      </div>

      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      {sent && (
        <div role="status" className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
          <CheckIcon className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong>{t('form.sent')}</strong> {sent.ticket ? tc('contactSent', { number: sent.ticket }) : t('form.sentDetail')}
            {sent.ticket && <> <Link to="/account/complaints" className="font-semibold underline">{tc('track.link')}</Link></>}
          </p>
        </div>
      )}
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={mutation.isPending || sent !== false}>
        {mutation.isPending ? t('form.sending') : sent ? t('form.sent') : t('form.send')}
      </button>
    </form>
  );
}
