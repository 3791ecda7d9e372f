import { lazy, Suspense } from 'react';
import { useSearchParams } from '#client/lib/router.tsx';
import { LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { DashboardHeader } from '#client/features/account/components/dashboard-header.tsx';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { useVendorProfile } from '#client/features/vendor-portal/api/get-profile.ts';
import { OverviewTab } from '#client/features/vendor-portal/components/overview-tab.tsx';
import { VENDOR_TABS, type VendorTab } from '#client/features/vendor-portal/components/vendor-layout.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';

// Overview opens first; the other tabs (and their forms, and the texts of both) load when they
// are opened: the product form's and the staff's messages are not in the page's first load.
const ProductsTab = lazy(async () => {
  const [m] = await Promise.all([import('#client/features/vendor-portal/components/products-tab.tsx'), loadNamespaces('admin-products', 'admin-product-uses', STAFF_NAMESPACE, 'vendor-tabs')]);
  return { default: m.ProductsTab };
});
const OrdersTab = lazy(async () => {
  const [m] = await Promise.all([import('#client/features/vendor-portal/components/orders-tab.tsx'), loadNamespaces(STAFF_NAMESPACE, 'vendor-returns', 'vendor-tabs')]);
  return { default: m.OrdersTab };
});
// Settings shows the account feature's password and e-mail forms beside the business profile: all load together.
const SettingsTab = lazy(async () => {
  const [settings, account] = await Promise.all([
    import('#client/features/vendor-portal/components/settings-tab.tsx'),
    import('#client/features/account/components/profile-forms.tsx'),
    loadNamespaces(STAFF_NAMESPACE, 'vendor-seeds', 'vendor-tabs', 'account-security'),
  ]);
  return { default: () => <settings.SettingsTab passwordForm={<account.ChangePasswordForm />} emailForm={<account.ChangeEmailForm />} /> };
});

const tabOf = (value: string | null): VendorTab => VENDOR_TABS.find((tab) => tab === value) ?? 'overview';

function VendorDashboard() {
  const { t } = useTranslation('vendor');
  const profile = useVendorProfile();
  // The open tab is in the address (?tab=products), so a reload or the back button keeps it.
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const open = (next: VendorTab, extra: Record<string, string> = {}) => setParams(next === 'overview' ? {} : { tab: next, ...extra });
  return (
    <div className={`${containerStyles} py-10`}>
      <DashboardHeader title={t('title')} name={profile.data?.vendor?.businessName ?? profile.data?.name ?? ''} />
      <Tabs label={t('title')} tabs={VENDOR_TABS} current={tab} onSelect={(key) => open(key)} labelOf={(key) => t(`tabs.${key}`)} panelClassName="min-w-0">
        <Suspense fallback={<LoadingState label={t('tabLoading')} />}>
          {tab === 'overview' && <OverviewTab onOpen={open} />}
          {tab === 'products' && <ProductsTab />}
          {tab === 'orders' && <OrdersTab />}
          {tab === 'settings' && <SettingsTab />}
        </Suspense>
      </Tabs>
    </div>
  );
}

export default function VendorDashboardPage() {
  return (
    <RequireAccount area="vendor">
      <VendorDashboard />
    </RequireAccount>
  );
}
