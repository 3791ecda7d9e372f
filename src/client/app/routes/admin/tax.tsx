import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useBusinessSettings } from '#client/features/admin-tax/api/get-business-settings.ts';
import { useAdminHsnCodes } from '#client/features/admin-tax/api/list-hsn-codes.ts';
import { useSiteSettingsForm } from '#client/features/admin-tax/api/get-site-settings.ts';
import { SiteSettingsForm } from '#client/features/admin-tax/components/site-settings-form.tsx';
import { BusinessSettingsForm } from '#client/features/admin-tax/components/business-settings-form.tsx';
import { EInvoicingCard } from '#client/features/admin-tax/components/einvoicing-card.tsx';
import { useEWayBillSettings } from '#client/features/admin-tax/api/eway-bill-settings.ts';
import { EWayBillSettingsForm } from '#client/features/admin-tax/components/eway-bill-settings-form.tsx';
import { HsnTable } from '#client/features/admin-tax/components/hsn-table.tsx';
import { ChangeRateCard, NewCodeCard } from '#client/features/admin-tax/components/rate-forms.tsx';
import { ChangeClassRateCard, NewClassCard } from '#client/features/admin-tax/components/class-forms.tsx';
import { useMay } from '#client/lib/staff-access.ts';

/**
 * /admin/tax: the shop as a supplier (legal name, address, state, GSTIN), its public contact details and the GST table, with classes of goods within codes.
 * The supplier's details and the GST table are the tax settings' (the owner's and the accountant's), the contact details the site settings' (docs/product-rules.md 49).
 */
export default function TaxPage() {
  const { t } = useTranslation('admin-tax');
  const may = useMay();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 text-stone-700">{t('intro')}</p>
      {may('tax.settings') && <BusinessSettings />}
      {may('tax.settings') && <EWayBillSettings />}
      {may('site.settings') && <SiteSettings />}
      {may('tax.settings') && <GstTable />}
    </div>
  );
}

function BusinessSettings() {
  const settings = useBusinessSettings();
  return (
    <>
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <BusinessSettingsForm settings={settings.data} />}
      {settings.data && <EInvoicingCard settings={settings.data} />}
    </>
  );
}

/** The e-way bill limit within the state (docs/product-rules.md 57): the tax settings'. */
function EWayBillSettings() {
  const settings = useEWayBillSettings();
  return (
    <>
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <EWayBillSettingsForm settings={settings.data} />}
    </>
  );
}

function SiteSettings() {
  const site = useSiteSettingsForm();
  return (
    <>
      {site.isPending && <LoadingState />}
      {site.isError && <ErrorState error={site.error} onRetry={() => void site.refetch()} />}
      {site.data && <SiteSettingsForm settings={site.data} />}
    </>
  );
}

function GstTable() {
  const codes = useAdminHsnCodes();
  return (
    <>
      {codes.isPending && <LoadingState />}
      {codes.isError && <ErrorState error={codes.error} onRetry={() => void codes.refetch()} />}
      {codes.data && (
        <>
          <HsnTable codes={codes.data.items} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ChangeRateCard codes={codes.data.items} />
            <NewCodeCard />
            <NewClassCard codes={codes.data.items} />
            <ChangeClassRateCard codes={codes.data.items} />
          </div>
        </>
      )}
    </>
  );
}
