import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { VendorPayoutAccountInput, type VendorPayoutAccount, type VendorPayoutAccountFormValues } from '#shared/schemas/vendor-payout';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useReveal } from '#client/lib/use-reveal.ts';
import { useVendorProfile } from '#client/features/vendor-portal/api/get-profile.ts';
import { useVendorPayoutAccount } from '#client/features/vendor-portal/api/get-payout-account.ts';
import { useSavePayoutAccount } from '#client/features/vendor-portal/api/save-payout-account.ts';
import { useDeletePayoutAccount } from '#client/features/vendor-portal/api/delete-payout-account.ts';
import { vendorCard } from './vendor-layout.ts';
// The staff's text namespaces (i18n/staff-loaders.ts), which vendor-payout is one of.
import '#client/i18n/staff-loaders.ts';

const FIELDS = ['accountHolderName', 'accountNumber', 'confirmAccountNumber', 'ifscCode', 'bankName', 'upiId', 'currentPassword'] as const;
type Values = VendorPayoutAccountFormValues;

/** "•••• 1234": the number as every screen of the vendor's shows it. */
export const maskedNumber = (last4: string) => `•••• ${last4}`;

/**
 * The account form. The number is never filled in (the server never sends it back): a change
 * means typing it again, twice. The rest starts from the saved account.
 */
function PayoutAccountForm({ current, onSaved, onCancel }: { current: VendorPayoutAccount | null; onSaved: (account: VendorPayoutAccount) => void; onCancel?: () => void }) {
  const { t } = useTranslation('vendor-payout');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSavePayoutAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useReveal<HTMLParagraphElement>(failure);
  const form = useForm<Values, unknown, VendorPayoutAccountInput>({
    resolver: zodResolver(VendorPayoutAccountInput),
    defaultValues: {
      accountHolderName: current?.accountHolderName ?? '',
      accountNumber: '',
      confirmAccountNumber: '',
      ifscCode: current?.ifscCode ?? '',
      bankName: current?.bankName ?? '',
      upiId: current?.upiId ?? '',
      currentPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: (typeof FIELDS)[number]) => fieldError(errors[field]?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      if (saved.account) onSaved(saved.account);
    } catch (err) {
      setFailure(applyServerFieldErrors(form, err, FIELDS) ? t('fixFields') : errorMessage(err));
    }
  });

  // The number fields: digits only on a phone's keypad, never kept by the browser's autofill.
  const numberInput = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, maxLength: 24 } as const;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('formLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.accountHolderName')} required maxLength={100} autoComplete="name" hint={t('hints.accountHolderName')} error={error('accountHolderName')} {...form.register('accountHolderName')} className="sm:col-span-2" />
        <TextField label={t('fields.accountNumber')} required {...numberInput} hint={t('hints.accountNumber')} error={error('accountNumber')} {...form.register('accountNumber')} />
        <TextField label={t('fields.confirmAccountNumber')} required {...numberInput} hint={t('hints.confirmAccountNumber')} error={error('confirmAccountNumber')} {...form.register('confirmAccountNumber')} />
        <TextField label={t('fields.ifscCode')} required maxLength={11} autoComplete="off" spellCheck={false} className="[&_input]:uppercase" hint={t('hints.ifscCode')} error={error('ifscCode')} {...form.register('ifscCode')} />
        <TextField label={t('fields.bankName')} maxLength={100} autoComplete="off" hint={t('hints.bankName')} error={error('bankName')} {...form.register('bankName')} />
        <TextField label={t('fields.upiId')} maxLength={100} autoComplete="off" spellCheck={false} hint={t('hints.upiId')} error={error('upiId')} {...form.register('upiId')} className="sm:col-span-2" />
        {/* Asked on every save: a signed-in phone alone must not redirect the money (docs/decisions/0038). */}
        <TextField label={t('fields.currentPassword')} type="password" required autoComplete="current-password" hint={t('hints.currentPassword')} error={error('currentPassword')} {...form.register('currentPassword')} className="sm:col-span-2" />
      </div>
      {failure && (
        <p ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
        {onCancel && (
          <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The saved account, masked, with Change and Remove (Remove asks first, naming the account). */
function PayoutAccountSummary({ account, canChange, onChange, onRemoved }: { account: VendorPayoutAccount; canChange: boolean; onChange: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('vendor-payout');
  const { date } = useDateFormat();
  const errorMessage = useErrorMessage();
  const remove = useDeletePayoutAccount();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rows: [string, string][] = [
    [t('fields.accountHolderName'), account.accountHolderName],
    [t('fields.accountNumber'), maskedNumber(account.accountNumberLast4)],
    [t('fields.ifscCode'), account.ifscCode],
  ];
  if (account.bankName) rows.push([t('fields.bankName'), account.bankName]);
  if (account.upiId) rows.push([t('fields.upiId'), account.upiId]);
  rows.push([t('updated'), date(account.updatedAt)]);

  const onRemove = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync();
      setConfirming(false);
      onRemoved();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="payout-account">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 font-medium break-words text-stone-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {failure && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{failure}</p>}
      {confirming ? (
        <div role="group" aria-label={t('remove')} className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-900">{t('confirmRemove', { last4: account.accountNumberLast4 })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.primary} disabled={remove.isPending} onClick={() => void onRemove()}>
              {remove.isPending ? t('removing') : t('confirmRemoveYes')}
            </button>
            <button type="button" className={buttonStyles.ghost} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {canChange && (
            <button type="button" className={buttonStyles.secondary} onClick={onChange} aria-label={t('changeLabel')}>
              {t('change')}
            </button>
          )}
          <button type="button" className={buttonStyles.ghost} onClick={() => setConfirming(true)} aria-label={t('removeLabel', { last4: account.accountNumberLast4 })}>
            {t('remove')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Settings -> Payout bank account (docs/product-rules.md 35): where the shop pays the vendor's sales. Shown masked
 * once saved, like the shop's own account in Payment Settings; "Change" opens the form again.
 * Only an approved vendor may give one (the server says the same).
 */
export function PayoutAccountPanel() {
  const { t } = useTranslation('vendor-payout');
  const account = useVendorPayoutAccount();
  const profile = useVendorProfile();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useReveal<HTMLParagraphElement>(notice);
  const approved = profile.data?.vendor?.status === 'approved';
  const current = account.data?.account ?? null;

  return (
    <section className={vendorCard} aria-labelledby="vendor-payout-title">
      <h2 id="vendor-payout-title" className="text-lg font-semibold">{t('title')}</h2>
      <p className="mt-1 mb-4 text-stone-700">{t('intro')}</p>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-brand-900">
          {notice}
        </p>
      )}
      {account.isPending && <LoadingState />}
      {account.isError && <ErrorState error={account.error} onRetry={() => void account.refetch()} />}
      {account.data &&
        (current && !editing ? (
          <PayoutAccountSummary
            account={current}
            canChange={approved}
            onChange={() => {
              setNotice(null);
              setEditing(true);
            }}
            onRemoved={() => setNotice(t('removed'))}
          />
        ) : approved ? (
          <PayoutAccountForm
            current={current}
            onSaved={(saved) => {
              setEditing(false);
              setNotice(t('saved', { last4: saved.accountNumberLast4 }));
            }}
            onCancel={current ? () => setEditing(false) : undefined}
          />
        ) : (
          !current && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('needsApproval')}</p>
        ))}
    </section>
  );
}
