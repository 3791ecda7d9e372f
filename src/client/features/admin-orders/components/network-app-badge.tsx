import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * "ONDC · buyer.example.org": the order was placed through that ONDC buyer app, not on the shop's
 * own pages (docs/product-rules.md 62). Nothing for the shop's own orders. A long subscriber id
 * breaks on a phone rather than widening the page.
 */
export function NetworkAppBadge({ app }: { app: string | null }) {
  const { t } = useTranslation('admin-orders');
  if (!app) return null;
  return (
    <span className="inline-block max-w-full rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold break-all text-sky-900" data-testid="network-app">
      {t('placedThrough.badge', { app })}
    </span>
  );
}
