import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { buttonStyles } from '#client/components/ui/styles.ts';

// The check itself, its texts (`delivery`) and the state names it shows (`orders`) load only when
// the farmer reaches for the button: the product page and the cart are within a few KB of their
// 100 KB first-load budget (issue 13; scripts/size-check.mjs).
let loading: Promise<{ default: ComponentType }> | undefined;
const load = () =>
  (loading ??= Promise.all([import('./delivery-check.tsx'), loadNamespaces('delivery', 'orders')]).then(([m]) => ({ default: m.DeliveryCheck })));
const DeliveryCheck = lazy(load);

/**
 * "Check delivery" (issue 16): a button the page renders at once (server-rendered, the same in
 * the browser), its label in the page's own namespace; focusing or pointing at it starts loading
 * the check, a tap opens it in place.
 */
export function DeliveryCheckButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const start = () => void load();
  const button = (
    <button type="button" className={`${buttonStyles.secondary} mt-4`} aria-expanded={open} onFocus={start} onPointerEnter={start} onClick={() => setOpen(true)} data-testid="check-delivery">
      {label}
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <DeliveryCheck />
    </Suspense>
  );
}
