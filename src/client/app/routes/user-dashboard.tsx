import { lazy, Suspense, useId, useState } from 'react';
import { LoadingState } from '../../components/ui/states.tsx';
import { containerStyles } from '../../components/ui/styles.ts';
import { useProfile } from '../../features/account/api/profile.ts';
import { DashboardHeader } from '../../features/account/components/dashboard-header.tsx';
import { RequireAccount } from '../../features/auth/components/require-account.tsx';
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

// The Profile tab is not the first one: its code loads when it is opened.
const ProfileTab = lazy(() => import('../../features/account/components/profile-tab.tsx').then((m) => ({ default: m.ProfileTab })));

function UserDashboard() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile('user');
  const [tab, setTab] = useState<'orders' | 'profile'>('orders');
  const id = useId();
  const tabs = ['orders', 'profile'] as const;
  return (
    <div className={`${containerStyles} py-10`}>
      <DashboardHeader title={t('user.title')} name={profile.data?.name ?? ''} />
      <div role="tablist" aria-label={t('user.title')} className="mb-6 flex gap-2 border-b border-stone-200">
        {tabs.map((key) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            className={`min-h-11 border-b-2 px-4 font-semibold ${tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => setTab(key)}
          >
            {t(`user.tabs.${key}`)}
          </button>
        ))}
      </div>
      <section id={`${id}-${tab}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {tab === 'orders' ? (
          <OrderList />
        ) : (
          <Suspense fallback={<LoadingState label={t('formLoading')} />}>
            <ProfileTab />
          </Suspense>
        )}
      </section>
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
