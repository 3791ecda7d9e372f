import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { useProfile } from '#client/features/account/api/get-profile.ts';
import { DashboardHeader } from '#client/features/account/components/dashboard-header.tsx';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { OrderList } from '#client/features/orders/components/order-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Tabs } from '#client/components/ui/tabs.tsx';

// The Profile tab is not the first one: its code loads when it is opened.
const ProfileTab = lazy(() => import('#client/features/account/components/profile-tab.tsx').then((m) => ({ default: m.ProfileTab })));
// Saved addresses (docs/product-rules.md 32): their code and texts (namespace addresses) load when the tab opens.
const AddressesTab = lazy(() =>
  Promise.all([import('#client/features/account/components/addresses-tab.tsx'), loadNamespaces('addresses')]).then(([m]) => ({ default: m.AddressesTab })),
);

// The link to My farm, in My farm's words: loaded after the first paint (farm-link.tsx).
const FarmLink = lazy(() => import('#client/features/farm/components/farm-link.tsx').then((m) => loadNamespaces('my-farm').then(() => ({ default: m.FarmLink }))));

// The way to business prices (docs/product-rules.md 46), in its own words, after the first paint.
const BusinessLink = lazy(() =>
  import('#client/features/business-account/components/business-link.tsx').then((m) => loadNamespaces('business-account').then(() => ({ default: m.BusinessLink }))),
);

// The way to My complaints (docs/product-rules.md 54), in its own words, after the first paint.
const ComplaintsLink = lazy(() =>
  import('#client/features/complaints/components/complaints-link.tsx').then((m) => loadNamespaces('complaints').then(() => ({ default: m.ComplaintsLink }))),
);

function UserDashboard() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();
  const [tab, setTab] = useState<'orders' | 'addresses' | 'profile'>('orders');
  const tabs = ['orders', 'addresses', 'profile'] as const;
  return (
    <div className={`${containerStyles} py-10`}>
      <DashboardHeader title={t('user.title')} name={profile.data?.name ?? ''} />
      {/* A farmer's own crops (docs/product-rules.md 42): a page of its own. */}
      <p className="mb-6 min-h-11">
        <Suspense fallback={null}>
          <FarmLink />
        </Suspense>
      </p>
      <p className="-mt-4 mb-6 min-h-11">
        <Suspense fallback={null}>
          <BusinessLink />
        </Suspense>
      </p>
      <p className="-mt-4 mb-6 min-h-11">
        <Suspense fallback={null}>
          <ComplaintsLink />
        </Suspense>
      </p>
      <Tabs
        label={t('user.title')}
        tabs={tabs}
        current={tab}
        onSelect={setTab}
        labelOf={(key) => t(`user.tabs.${key}`)}
        panelClassName="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        {tab === 'orders' ? (
          <OrderList />
        ) : (
          <Suspense fallback={<LoadingState label={t('formLoading')} />}>
            {tab === 'addresses' ? <AddressesTab /> : <ProfileTab />}
          </Suspense>
        )}
      </Tabs>
    </div>
  );
}

export default function UserDashboardPage() {
  return (
    <RequireAccount area="user">
      <UserDashboard />
    </RequireAccount>
  );
}
