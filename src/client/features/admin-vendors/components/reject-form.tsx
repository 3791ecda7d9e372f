import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminRejectVendor, MAX_REJECTION_REASON_LENGTH, type AdminVendor } from '#shared/schemas/admin-vendors';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useRejectVendor } from '#client/features/admin-vendors/api/reject-vendor.ts';

// The primary button's shape in red: this takes a vendor out of (or keeps it from) the shop.
const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-stone-400';

/** The inline form under a vendor: the reason is required, and the vendor will read it. */
export function RejectForm({ vendor, onDone, onCancel }: { vendor: AdminVendor; onDone: (v: AdminVendor) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin-vendors');
  const id = useId();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const reject = useRejectVendor();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdminRejectVendor>({ resolver: zodResolver(AdminRejectVendor), defaultValues: { reason: '' } });
  const reasonError = fieldError(form.formState.errors.reason?.message);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      onDone(await reject.mutateAsync({ userId: vendor.userId, input }));
    } catch (err) {
      if (!applyServerFieldErrors(form, err, ['reason'])) setError(errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-4">
      <div>
        <label htmlFor={`${id}-reason`} className={labelStyles}>
          {t('reject.reason')} <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={MAX_REJECTION_REASON_LENGTH}
          aria-required="true"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
          className={inputStyles}
          autoFocus
          {...form.register('reason')}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">{t('reject.hint')}</p>
        {reasonError && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{reasonError}</p>}
      </div>
      {error && <p role="alert" className="rounded-lg bg-red-100 p-3 text-red-900">{error}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={DANGER_BUTTON} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reject.submitting') : t('reject.submit')}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>{t('reject.cancel')}</button>
      </div>
    </form>
  );
}
