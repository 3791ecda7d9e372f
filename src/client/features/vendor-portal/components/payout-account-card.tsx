import { lazy, Suspense } from 'react';
import { LoadingState } from '#client/components/ui/states.tsx';
import { loadNamespaces } from '#client/i18n/index.ts';

// The card's texts (vendor-payout) load with its code, so it never paints before its words.
const PayoutAccountPanel = lazy(() =>
  Promise.all([import('./payout-account-panel.tsx'), loadNamespaces('vendor-payout')]).then(([m]) => ({ default: m.PayoutAccountPanel })),
);

/** Settings -> Payout bank account (docs/product-rules.md 35): see payout-account-panel.tsx. */
export function PayoutAccountCard() {
  return (
    <Suspense fallback={<LoadingState />}>
      <PayoutAccountPanel />
    </Suspense>
  );
}
