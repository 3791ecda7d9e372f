import type { ReactNode } from 'react';
import { formatRupees } from '#shared/money';
import type { AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { cardStyles } from '#client/components/ui/styles.ts';

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-payments');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? 'bg-brand-100 text-brand-900' : 'bg-stone-200 text-stone-800'}`}>
      {t(active ? 'summary.active' : 'summary.inactive')}
    </span>
  );
}

function Method({ title, active, children }: { title: string; active: boolean; children: ReactNode }) {
  return (
    <div className="border-t border-stone-200 py-3 first:border-t-0 first:pt-0">
      <dt className="flex flex-wrap items-center justify-between gap-2 font-semibold text-stone-900">
        {title} <ActiveBadge active={active} />
      </dt>
      <dd className="mt-1 space-y-0.5 text-sm text-stone-700">{children}</dd>
    </div>
  );
}

/** What checkout offers now, showing only the first 8 characters of the key id and the last 4 of the account number (specification). */
export function PaymentSummaryCard({ settings }: { settings: AdminPaymentSettings }) {
  const { t } = useTranslation('admin-payments');
  const { dateTime } = useDateFormat();
  const { gateway, bank, cod } = settings;
  return (
    <section aria-labelledby="payment-summary" className={cardStyles} data-testid="payment-summary">
      <h2 id="payment-summary" className="mb-3 text-lg font-semibold text-stone-900">{t('summary.title')}</h2>
      <dl>
        <Method title={t('summary.online')} active={gateway.isActive}>
          <p>{t('summary.keyId')}: {gateway.keyIdPreview ? <span className="font-mono">{gateway.keyIdPreview}…</span> : t('summary.notSet')}</p>
          <p>{t('summary.keySecret')}: {t(gateway.hasKeySecret ? 'summary.set' : 'summary.notSet')}</p>
          <p>{t('summary.webhookSecret')}: {t(gateway.hasWebhookSecret ? 'summary.set' : 'summary.notSet')}</p>
        </Method>
        <Method title={t('bank.title')} active={bank.isActive}>
          <p>{t('summary.account')}: {bank.accountNumberLast4 ? <span className="font-mono">•••• {bank.accountNumberLast4}</span> : t('summary.notSet')}</p>
        </Method>
        <Method title={t('cod.title')} active={cod.isActive}>
          <p>{t('summary.codMax', { amount: formatRupees(cod.maxOrderPaise, { maxDecimals: 2 }) })}</p>
          <p>{t(cod.instructions ? 'summary.instructionsSet' : 'summary.noInstructions')}</p>
        </Method>
      </dl>
      <p className="mt-3 border-t border-stone-200 pt-3 text-sm text-stone-600">
        {settings.updatedAt ? t('summary.lastSaved', { date: dateTime(settings.updatedAt) }) : t('summary.neverSaved')}
      </p>
    </section>
  );
}
