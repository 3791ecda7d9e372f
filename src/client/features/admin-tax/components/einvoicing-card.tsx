import { useState } from 'react';
import type { BusinessSettings } from '#shared/schemas/gst';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { useMay } from '#client/lib/staff-access.ts';
import { useSetEInvoicing } from '#client/features/admin-tax/api/einvoicing.ts';

/**
 * Admin -> Tax & Business: whether e-invoicing applies (turnover above ₹5 crore; docs/product-rules.md 45).
 * Switching it is the owner's (`einvoicing.settings`); another role with the tax settings reads
 * whether it is on and is told who switches it. The e-invoices that failed or wait are a section
 * of their own, Admin -> E-invoices (`einvoices.manage`, docs/decisions/0067): linked from here.
 */
export function EInvoicingCard({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation('admin-tax');
  const errorMessage = useErrorMessage();
  const may = useMay();
  const toggle = useSetEInvoicing();
  const [notice, setNotice] = useState<Notice | null>(null);
  const turnTo = (on: boolean) => {
    setNotice(null);
    toggle.mutate(on, {
      onSuccess: () => setNotice({ kind: 'ok', text: t(on ? 'einvoicing.turnedOn' : 'einvoicing.turnedOff') }),
      onError: (err) => setNotice({ kind: 'error', text: errorMessage(err) }),
    });
  };
  const mayTurn = may('einvoicing.settings');
  return (
    <section aria-labelledby="einvoicing" className={cardStyles}>
      <h2 id="einvoicing" className="text-lg font-semibold text-stone-900">{t('einvoicing.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('einvoicing.description')}</p>
      {mayTurn && !settings.eInvoicingProvider && <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('einvoicing.noProvider')}</p>}
      <p className="mb-3 font-medium text-stone-900">{t(settings.eInvoicing ? 'einvoicing.on' : 'einvoicing.off')}</p>
      <NoticeBanner notice={notice} />
      {/* Without a provider it cannot be turned on (the server refuses it): no button that only fails. It can always be turned off. */}
      {mayTurn && (settings.eInvoicing || settings.eInvoicingProvider) && (
        <button type="button" className={settings.eInvoicing ? buttonStyles.secondary : buttonStyles.primary} disabled={toggle.isPending} onClick={() => turnTo(!settings.eInvoicing)}>
          {t(settings.eInvoicing ? 'einvoicing.turnOff' : 'einvoicing.turnOn')}
        </button>
      )}
      {!mayTurn && <p className="text-sm text-stone-700">{t('einvoicing.ownerTurns')}</p>}
      {may('einvoices.manage') && (
        <p className="mt-4">
          <Link to="/admin/einvoices" className="font-medium text-brand-800 underline underline-offset-4">{t('einvoicing.listLink')}</Link>
        </p>
      )}
    </section>
  );
}
