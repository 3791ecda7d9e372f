import { lazy, Suspense } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';

// The panel's texts (vendor-payout) load with its code, once for every card on the page.
const VendorPayoutDetails = lazy(() =>
  Promise.all([import('./vendor-payout-details.tsx'), loadNamespaces('vendor-payout')]).then(([m]) => ({ default: m.VendorPayoutDetails })),
);

/** A vendor's payout bank account on its review card (docs/product-rules.md 35): see vendor-payout-details.tsx. */
export function VendorPayoutPanel(props: { userId: string; businessName: string }) {
  return (
    <Suspense fallback={null}>
      <VendorPayoutDetails {...props} />
    </Suspense>
  );
}
