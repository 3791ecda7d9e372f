import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Profile } from '#shared/schemas/auth';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { buttonStyles, containerStyles } from '../../components/ui/styles.ts';
import { useProfile } from '../../features/account/api/profile.ts';
import { useLogoutAndGoHome } from '../layouts/user-menu.tsx';
import { RequireAccount } from '../../features/auth/components/require-account.tsx';
import { OrderList } from '../../features/orders/components/order-list.tsx';

const EditProfileForm = lazy(() => import('../../features/account/components/profile-forms.tsx').then((m) => ({ default: m.EditProfileForm })));
const ChangePasswordForm = lazy(() => import('../../features/account/components/profile-forms.tsx').then((m) => ({ default: m.ChangePasswordForm })));

function LogoutButton() {
  const { t } = useTranslation('dashboard');
  const logout = useLogoutAndGoHome();
  return (
    <button type="button" className={buttonStyles.secondary} disabled={logout.pending} onClick={logout.run}>
      {t('logout')}
    </button>
  );
}

function DashboardHeader({ title, name }: { title: string; name: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-stone-700">{t('user.welcome', { name })}</p>
      </div>
      <LogoutButton />
    </div>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('dashboard');
  const rows: Array<[string, string]> = [
    [t('profile.name'), profile.name],
    [t('profile.email'), profile.email],
    [t('profile.phone'), profile.phone ?? ''],
    [t('profile.joined'), new Date(profile.joinedAt).toLocaleDateString(i18n.language === 'en' ? 'en-IN' : i18n.language, { dateStyle: 'long' })],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-stone-50 p-3">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileTab() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile('user');
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="space-y-8">
      <ProfileDetails profile={profile.data} />
      <Suspense fallback={<LoadingState label={t('formLoading')} />}>
        <div className="grid gap-8 lg:grid-cols-2">
          <EditProfileForm profile={profile.data} />
          <ChangePasswordForm />
        </div>
      </Suspense>
    </div>
  );
}

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
        {tab === 'orders' ? <OrderList /> : <ProfileTab />}
      </section>
    </div>
  );
}

function VendorDashboard() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile('vendor');
  if (profile.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (profile.isError) return <div className="py-16"><ErrorState error={profile.error} onRetry={() => void profile.refetch()} /></div>;
  const p = profile.data;
  const vendor = p.vendor;
  const badge = { pending: 'bg-amber-100 text-amber-900', approved: 'bg-brand-100 text-brand-900', rejected: 'bg-red-100 text-red-900' };
  return (
    <div className={`${containerStyles} py-10`}>
      <DashboardHeader title={t('vendor.title')} name={vendor?.businessName ?? p.name} />
      {vendor && (
        <div className="space-y-6">
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" aria-labelledby="vendor-status">
            <h2 id="vendor-status" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
              {t('vendor.statusLabel')}
              <span className={`rounded-full px-3 py-1 text-sm ${badge[vendor.status]}`} data-testid="vendor-status">{t(`vendor.status.${vendor.status}`)}</span>
            </h2>
            <p className="mt-2 text-stone-700">{t(`vendor.statusText.${vendor.status}`)}</p>
          </section>
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" aria-labelledby="vendor-business">
            <h2 id="vendor-business" className="mb-4 text-lg font-semibold">{t('vendor.businessTitle')}</h2>
            <dl className="grid gap-3 sm:grid-cols-2">
              {([
                ['businessName', vendor.businessName],
                ['ownerName', vendor.ownerName],
                ['email', p.email],
                ['phone', vendor.phone],
                ['address', vendor.address],
                ['gstNumber', vendor.gstNumber ?? t('vendor.noGst')],
              ] as const).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-stone-50 p-3">
                  <dt className="text-sm text-stone-600">{t(`vendor.${key}`)}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      )}
    </div>
  );
}

export const UserDashboardPage = () => (
  <RequireAccount area="user">
    <UserDashboard />
  </RequireAccount>
);
export const VendorDashboardPage = () => (
  <RequireAccount area="vendor">
    <VendorDashboard />
  </RequireAccount>
);
