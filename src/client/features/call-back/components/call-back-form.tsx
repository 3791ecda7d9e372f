import '#client/i18n/on-demand/call-back.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { StoreCallBackRequest, type StoreCallBackRequestInput } from '#shared/schemas/call-backs';
import { CheckIcon } from '#client/components/ui/page-icons.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useRequestCallBack } from '#client/features/call-back/api/request-call-back.ts';

/**
 * "Call me back" (docs/product-rules.md 51): the farmer's mobile number and, if he likes, the crop
 * or product it is about; the product page gives its product. The shop's call centre calls back.
 */
export function CallBackForm({ productId, interest = '' }: { productId?: string; interest?: string }) {
  const { t } = useTranslation('call-back');
  const idBase = useId();
  const errorMessage = useErrorMessage();
  const translateError = useFieldError();
  const mutation = useRequestCallBack();
  const form = useForm<StoreCallBackRequestInput, unknown, StoreCallBackRequest>({
    resolver: zodResolver(StoreCallBackRequest),
    defaultValues: { mobile: '', interest, productId },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (err) {
      applyServerFieldErrors(form, err, ['mobile', 'interest']);
    }
  });

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-brand-900">
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
        <p><strong>{t('sent')}</strong> {t('sentDetail')}</p>
      </div>
    );
  }
  const failure = mutation.isError && (hasErrorCode(mutation.error, 'rate_limited') ? t('rateLimited') : hasErrorCode(mutation.error, 'validation_failed') ? t('failed') : errorMessage(mutation.error));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-labelledby={`${idBase}-title`} data-testid="call-back-form">
      <h2 id={`${idBase}-title`} className="text-lg font-bold">{t('title')}</h2>
      <p className="text-stone-700">{t('intro')}</p>
      <TextField label={t('mobile')} type="tel" inputMode="tel" autoComplete="tel" required hint={t('mobileHint')} error={translateError(errors.mobile?.message)} {...form.register('mobile')} />
      <TextField label={t('interest')} type="text" autoComplete="off" hint={t('interestHint')} error={translateError(errors.interest?.message)} {...form.register('interest')} />
      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={mutation.isPending}>
        {mutation.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
