import type { BankTransferDetails } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/on-demand/bank-transfer.ts';

/** Where a bank-transfer order is paid to, with the order number (HY-000123) as the reference (confirmation and order details). */
export function BankTransferPanel({ account, reference }: { account: BankTransferDetails; reference: string }) {
  const { t } = useTranslation('bank-transfer');
  // Numbers are set in a fixed-width font, so a 0 and an O, or a 1 and an I, cannot be mixed up.
  const rows = [
    ['bankName', account.bankName, ''],
    ['accountHolderName', account.accountHolderName, ''],
    ['accountNumber', account.accountNumber, 'font-mono'],
    ['ifscCode', account.ifscCode, 'font-mono'],
    ['reference', reference, 'font-mono break-all'],
  ] as const;
  return (
    <section aria-labelledby="bank-transfer-title" className="@container rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="bank-transfer">
      <h2 id="bank-transfer-title" className="text-lg font-semibold">{t('title')}</h2>
      <p className="mt-1 text-stone-800">{t('intro')}</p>
      <dl className="mt-3 grid gap-3 @md:grid-cols-2">
        {rows.map(([key, value, style]) => (
          <div key={key} className={key === 'reference' ? '@md:col-span-2' : undefined}>
            <dt className="text-sm text-stone-700">{t(key)}</dt>
            <dd className={`font-semibold break-words ${style}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
