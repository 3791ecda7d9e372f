import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { BUSINESS_GROUPS } from '#shared/price-lists';
import { StoreGroupRequestInput, type StoreBusinessStatus } from '#shared/schemas/group-requests';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadGstinMessages } from '#client/i18n/on-demand/business-buyer.ts';
import { isClientError } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useAskBusinessPrices } from '../api/business-status.ts';

type Values = { group: string; businessName: string; gstin: string };
const FIELDS = ['group', 'businessName', 'gstin'] as const;

/**
 * The request for business prices (docs/product-rules.md 46): what the business is, its name and,
 * if it has one, its GSTIN, checked by the shared schema here and by the server. The group the
 * account buys at already is not offered.
 */
export function BusinessRequestForm({ status, onSent }: { status: StoreBusinessStatus; onSent: () => void }) {
  const { t } = useTranslation('business-account');
  const common = useTranslation().t;
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const ask = useAskBusinessPrices();
  const [failure, setFailure] = useState<string | null>(null);
  // A GSTIN's messages in another language come with the form that takes one.
  useEffect(() => void loadGstinMessages(), []);
  const pending = status.request?.status === 'pending' ? status.request : null;
  const form = useForm<Values, unknown, StoreGroupRequestInput>({
    resolver: zodResolver(StoreGroupRequestInput) as unknown as Resolver<Values, unknown, StoreGroupRequestInput>,
    defaultValues: { group: pending?.group ?? '', businessName: pending?.businessName ?? '', gstin: pending?.gstin ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await ask.mutateAsync(input);
      onSent();
    } catch (err) {
      if (applyServerFieldErrors(form, err, FIELDS)) return;
      setFailure(isClientError(err) ? errorMessage(err) : common('states.genericError'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="business-form-title">
      <h2 id="business-form-title" className="text-lg font-semibold">{t('submit')}</h2>
      <SelectField label={t('group')} required error={fieldError(errors.group?.message)} {...form.register('group')}>
        <option value="">{t('choose')}</option>
        {BUSINESS_GROUPS.filter((g) => g !== status.group).map((g) => <option key={g} value={g}>{t(`groups.${g}`)}</option>)}
      </SelectField>
      <TextField label={t('businessName')} autoComplete="organization" maxLength={200} required error={fieldError(errors.businessName?.message)} {...form.register('businessName')} />
      <TextField label={t('gstin')} hint={t('gstinHint')} autoComplete="off" maxLength={15} error={fieldError(errors.gstin?.message)} {...form.register('gstin')} />
      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={isSubmitting}>{isSubmitting ? t('submitting') : t('submit')}</button>
    </form>
  );
}
