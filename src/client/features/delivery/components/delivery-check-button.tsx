import { useState, type ComponentType } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { buttonStyles } from '#client/components/ui/styles.ts';

// The check itself, its texts (`delivery`) and the state names it shows (`orders`) load only when
// the farmer reaches for the button: the product page and the cart are within a few hundred bytes
// of their 100 KB first-load budget (docs/budgets-and-load.md; scripts/size-check.mjs), so no lazy/Suspense here.
let loading: Promise<ComponentType> | undefined;
const load = () => (loading ??= Promise.all([import('./delivery-check.tsx'), loadNamespaces('delivery', 'orders')]).then(([m]) => m.DeliveryCheck));

/**
 * "Check delivery" (docs/product-rules.md 29): a button the page renders at once (server-rendered, the same in
 * the browser), its label in the page's own namespace; focusing or pointing at it starts loading
 * the check, a tap opens it in place once loaded.
 */
export function DeliveryCheckButton({ label }: { label: string }) {
  const [Check, setCheck] = useState<ComponentType>();
  if (Check) return <Check />;
  const start = () => void load();
  return (
    <button type="button" className={`${buttonStyles.secondary} mt-4`} onFocus={start} onPointerEnter={start} onClick={() => void load().then((c) => setCheck(() => c))} data-testid="check-delivery">
      {label}
    </button>
  );
}
