import type { ReactNode } from 'react';
import { Navigate, useLocation } from '#client/lib/router.tsx';
import { LoadingState } from '#client/components/ui/states.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { justSignedOut } from '#client/lib/signed-out.ts';
import { useSession } from '#client/lib/session.ts';

/**
 * The dashboards' guard (docs/product-rules.md 7): a visitor is sent to log in and brought back after;
 * a vendor on the customer dashboard lands on the vendor one, and the reverse. The server
 * checks the same on every call; this only spares people a page they cannot use.
 */
export function RequireAccount({ area, children }: { area: 'user' | 'vendor'; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (session.isError) return <div className="py-16"><ErrorState error={session.error} onRetry={() => void session.refetch()} /></div>;
  const user = session.data;
  if (!user) {
    if (justSignedOut()) return <Navigate to="/" replace />;
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/${area}/login?returnTo=${returnTo}`} replace />;
  }
  if (area === 'user' && user.type === 'vendor') return <Navigate to="/vendor/dashboard" replace />;
  if (area === 'vendor' && user.type !== 'vendor') return <Navigate to="/user/dashboard" replace />;
  return <>{children}</>;
}
