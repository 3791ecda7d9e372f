import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useLogoutAndGoHome } from '#client/lib/logout-and-go-home.ts';

function LogoutButton() {
  const { t } = useTranslation('dashboard');
  const logout = useLogoutAndGoHome();
  return (
    <button type="button" className={buttonStyles.secondary} disabled={logout.pending} onClick={logout.run}>
      {t('logout')}
    </button>
  );
}

export function DashboardHeader({ title, name }: { title: string; name: string }) {
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

