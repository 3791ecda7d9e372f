import { useState } from 'react';
import type { AdminVendorPayoutAccount } from '#shared/schemas/vendor-payout';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useAdminVendorPayoutAccount } from '#client/features/admin-vendors/api/get-payout-account.ts';
import { useRevealVendorPayoutAccount } from '#client/features/admin-vendors/api/reveal-payout-account.ts';

/**
 * A vendor's payout bank account on its review card (docs/product-rules.md 35): masked, as the vendor sees it;
 * "Show full number" asks the server for it (which records who asked), for making a payout.
 */
export function VendorPayoutDetails({ userId, businessName }: { userId: string; businessName: string }) {
  const { t } = useTranslation('vendor-payout');
  const errorMessage = useErrorMessage();
  const payout = useAdminVendorPayoutAccount(userId);
  const reveal = useRevealVendorPayoutAccount();
  const [full, setFull] = useState<AdminVendorPayoutAccount | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const account = payout.data?.account;

  const onShow = async () => {
    setFailure(null);
    try {
      setFull(await reveal.mutateAsync(userId));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <div className="mt-4 text-sm" data-testid="vendor-payout">
      <p className="font-semibold text-stone-900">{t('admin.title')}</p>
      {payout.isError && <p role="alert" className="text-red-800">{errorMessage(payout.error)}</p>}
      {payout.data && !account && <p className="text-stone-700">{t('admin.none')}</p>}
      {account && (
        <div className="mt-1 space-y-1 text-stone-800">
          <p className="break-words">
            {t('admin.account', { holder: account.accountHolderName, number: full?.accountNumber ?? `•••• ${account.accountNumberLast4}`, ifsc: account.ifscCode })}
          </p>
          {account.bankName && <p className="break-words">{t('admin.bank', { bank: account.bankName })}</p>}
          {account.upiId && <p className="break-all">{t('admin.upi', { upi: account.upiId })}</p>}
          {full && <p className="text-stone-600">{t('admin.shownNote')}</p>}
          {failure && <p role="alert" className="text-red-800">{failure}</p>}
          {full ? (
            <button type="button" className={`${buttonStyles.ghost} -ml-3`} onClick={() => setFull(null)}>
              {t('admin.hide')}
            </button>
          ) : (
            <button type="button" className={`${buttonStyles.ghost} -ml-3`} disabled={reveal.isPending} onClick={() => void onShow()} aria-label={t('admin.showLabel', { name: businessName })}>
              {reveal.isPending ? t('admin.showing') : t('admin.show')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
