import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import type { SessionUser } from '#shared/schemas/auth';
import { Icon, type P } from '#client/components/ui/icons.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useLogoutAndGoHome } from '#client/lib/logout-and-go-home.ts';
import { dashboardPath } from '#client/lib/session.ts';

// Only signed-in people need this file: the header loads it lazily, keeping it off a first
// visit's download (README, page weight).

// The account menu's chevron, here with its one user rather than in every page's icons.tsx.
const ChevronDownIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

/** The signed-in name with a dropdown holding Dashboard and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogoutAndGoHome();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    // The desktop header's (from 768 px); a phone has MobileAccountLinks in its menu.
    <div ref={ref} className="relative hidden md:block">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        className="inline-flex min-h-11 max-w-48 items-center gap-1 rounded-lg px-3 font-medium text-stone-800 hover:bg-stone-100"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="truncate" data-testid="user-name">{user.name}</span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </button>
      {open && (
        <ul id={menuId} className="absolute right-0 z-50 mt-1 w-48 overflow-hidden rounded-lg border border-stone-200 bg-white py-1 shadow-lg">
          <li>
            <Link to={dashboardPath(user)} className="block px-4 py-3 hover:bg-stone-100" onClick={() => setOpen(false)}>
              {t('nav.dashboard')}
            </Link>
          </li>
          <li>
            <button type="button" className="block w-full px-4 py-3 text-left hover:bg-stone-100" disabled={logout.pending} onClick={logout.run}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The mobile menu's account block: name, Dashboard and Logout. */
export function MobileAccountLinks({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const logout = useLogoutAndGoHome();
  return (
    <>
      <p className="px-2 pb-2 font-semibold text-stone-900">{user.name}</p>
      <div className="grid grid-cols-2 gap-2">
        <Link to={dashboardPath(user)} className={buttonStyles.secondary}>
          {t('nav.dashboard')}
        </Link>
        <button type="button" className={buttonStyles.primary} disabled={logout.pending} onClick={logout.run}>
          {t('nav.logout')}
        </button>
      </div>
    </>
  );
}
