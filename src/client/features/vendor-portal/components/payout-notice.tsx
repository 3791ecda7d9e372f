import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useVendorPayoutAccount } from '#client/features/vendor-portal/api/get-payout-account.ts';
// The staff's text namespaces (i18n/staff-loaders.ts), which vendor-payout is one of.
import '#client/i18n/staff-loaders.ts';

/**
 * On the overview, for an approved vendor without a payout bank account (docs/product-rules.md 35): the shop
 * cannot pay its sales until it adds one, in Settings. Nothing while loading or on an error (the
 * Settings card says more).
 */
export function PayoutNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation('vendor-payout');
  const payout = useVendorPayoutAccount();
  if (!payout.data || payout.data.account) return null;
  return (
    <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="payout-notice">
      <p>{t('missing')}</p>
      <button type="button" className={buttonStyles.secondary} onClick={onOpenSettings}>
        {t('addAccount')}
      </button>
    </div>
  );
}
