import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useVendorProfile } from '#client/features/vendor-portal/api/get-profile.ts';
import { BusinessProfileForm } from './business-profile-form.tsx';
import { vendorCard } from './vendor-layout.ts';
import { LicencesCard } from './licences-card.tsx';
import { PayoutAccountCard } from './payout-account-card.tsx';
// The staff's text namespaces (i18n/staff-loaders.ts), which this tab loads with it.
import '#client/i18n/staff-loaders.ts';

/**
 * Settings: the business profile, and beside it `passwordForm` and `emailForm`, the forms customers
 * use too (POST /api/auth/password, PUT /api/auth/email), which the dashboard page passes in from
 * the account feature.
 */
export function SettingsTab({ passwordForm, emailForm }: { passwordForm: ReactNode; emailForm: ReactNode }) {
  const profile = useVendorProfile();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={vendorCard}>
        <BusinessProfileForm profile={profile.data} />
      </section>
      <section className={vendorCard}>{passwordForm}</section>
      <section className={vendorCard}>{emailForm}</section>
      {/* Dealer licences (docs/product-rules.md 28): seeds, pesticides and fertilisers are sold only with them. */}
      <div className="lg:col-span-2">
        <LicencesCard />
      </div>
      {/* Where the shop pays the vendor (docs/product-rules.md 35): masked once saved. */}
      <div className="lg:col-span-2">
        <PayoutAccountCard />
      </div>
    </div>
  );
}
