import { useSyncExternalStore } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * "You are offline" while the phone has no connection: pages seen before still open (the
 * service worker, public/sw.js) and the cart is kept, but ordering needs the shop. The server
 * renders it online, so the first render in the browser matches.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-amber-900">
      {t('offline.notice')}
    </p>
  );
}
