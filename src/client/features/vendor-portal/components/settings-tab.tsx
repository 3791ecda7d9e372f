import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useProfile } from '#client/features/account/api/get-profile.ts';
import { ChangePasswordForm } from '#client/features/account/components/profile-forms.tsx';
import { BusinessProfileForm } from './business-profile-form.tsx';
import { vendorCard } from './vendor-layout.ts';

/** Settings: the business profile, and the password form customers use (POST /api/auth/password). */
export function SettingsTab() {
  const profile = useProfile('vendor');
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className={vendorCard}>
        <BusinessProfileForm profile={profile.data} />
      </section>
      <section className={vendorCard}>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
