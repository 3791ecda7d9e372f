import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { EInvoiceList } from '#client/features/admin-einvoices/components/einvoice-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * /admin/einvoices: the e-invoices that failed or wait (docs/product-rules.md 45), a section of its
 * own for `einvoices.manage` (docs/decisions/0067); switching e-invoicing stays in Tax & Business.
 */
export default function EInvoicesPage() {
  const { t } = useTranslation('admin-einvoices');
  return (
    <div className="mx-auto max-w-6xl">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 mb-6 text-stone-700">{t('intro')}</p>
      <EInvoiceList />
    </div>
  );
}
