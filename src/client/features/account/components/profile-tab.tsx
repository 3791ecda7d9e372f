import { Suspense, lazy } from 'react';
import type { Profile } from '#shared/schemas/auth';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useMobileChannels } from '#client/lib/mobile-channels.ts';
import { useProfile } from '#client/features/account/api/get-profile.ts';

// The forms' code and their texts (account-security) come together, after the tab's first paint.
const forms = () => Promise.all([import('./profile-forms.tsx'), loadNamespaces('account-security')]).then(([m]) => m);
const EditProfileForm = lazy(() => forms().then((m) => ({ default: m.EditProfileForm })));
const ChangePasswordForm = lazy(() => forms().then((m) => ({ default: m.ChangePasswordForm })));
const ChangeEmailForm = lazy(() => forms().then((m) => ({ default: m.ChangeEmailForm })));
// The mobile number's section and its texts, only where there is a number to show or the shop sends codes (docs/product-rules.md 36).
const MobileNumberSection = lazy(() =>
  Promise.all([import('./mobile-number-section.tsx'), loadNamespaces('mobile-sign-in', 'mobile-errors')]).then(([m]) => ({ default: m.MobileNumberSection })),
);

// The account holder's own data (docs/product-rules.md 37): offers yes or no, a copy, deletion; their texts (privacy) with them.
// A refusal (an order still on its way) is worded in mobile-errors, which joins errors once loaded.
const privacy = () => Promise.all([import('./privacy-section.tsx'), loadNamespaces('privacy', 'mobile-errors')]).then(([m]) => m);
const MarketingForm = lazy(() => privacy().then((m) => ({ default: m.MarketingForm })));
const DownloadMyData = lazy(() => privacy().then((m) => ({ default: m.DownloadMyData })));
const DeleteAccountSection = lazy(() => privacy().then((m) => ({ default: m.DeleteAccountSection })));

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const { longDate } = useDateFormat();
  // An account made with a mobile number has no e-mail: its section below says so.
  const rows: Array<[string, string]> = [
    [t('profile.name'), profile.name],
    ...(profile.email === null ? [] : [[t('profile.email'), profile.email] as [string, string]]),
    [t('profile.phone'), profile.phone ?? ''],
    [t('profile.joined'), longDate(profile.joinedAt)],
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

export function ProfileTab() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();
  const { channels } = useMobileChannels();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="space-y-8">
      <ProfileDetails profile={profile.data} />
      <Suspense fallback={<LoadingState label={t('formLoading')} />}>
        <div className="grid gap-8 lg:grid-cols-2">
          <EditProfileForm profile={profile.data} />
          {(channels.length > 0 || profile.data.mobile) && (
            <Suspense fallback={<LoadingState label={t('formLoading')} />}>
              <MobileNumberSection profile={profile.data} channels={channels} />
            </Suspense>
          )}
          <ChangePasswordForm profile={profile.data} />
          <ChangeEmailForm profile={profile.data} />
        </div>
      </Suspense>
      <Suspense fallback={<LoadingState label={t('formLoading')} />}>
        <div className="grid gap-8 lg:grid-cols-2">
          <MarketingForm profile={profile.data} />
          <DownloadMyData />
          {/* A vendor's or admin's account is closed by the shop (the server refuses it here too). */}
          {profile.data.type === 'user' && <DeleteAccountSection profile={profile.data} />}
        </div>
      </Suspense>
    </div>
  );
}


