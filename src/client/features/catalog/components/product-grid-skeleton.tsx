import { useTranslation } from '#client/i18n/use-translation.ts';

/** Grey cards of the real cards' shape while products load, so the page does not jump. */
export function ProductGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('states.loading')} className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-stone-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-full animate-pulse rounded bg-stone-200" />
            <div className="h-10 w-full animate-pulse rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
