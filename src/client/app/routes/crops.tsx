import '#client/i18n/on-demand/crops.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { useCrops } from '#client/features/crops/api/list-crops.ts';

/** /crops: every crop with a guide (docs/product-rules.md 39). */
export default function CropsPage() {
  const { t } = useTranslation('crops');
  const crops = useCrops();
  useDocumentTitle(t('list.title'));

  return (
    <div className={`${containerStyles} py-8`}>
      <h1 className="text-3xl font-bold">{t('list.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('list.intro')}</p>
      {crops.isPending ? (
        <LoadingState className="min-h-[40vh]" />
      ) : crops.isError ? (
        <div className="py-8"><ErrorState error={crops.error} onRetry={() => void crops.refetch()} /></div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {crops.data.items.map((c) => (
            <li key={c.slug}>
              <Link to={`/crops/${encodeURIComponent(c.slug)}`} className="block min-h-11 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-brand-700 hover:bg-brand-50">
                <h2 className="text-xl font-semibold text-brand-800">{c.name}</h2>
                <p className="mt-1 text-stone-700">{t('list.seasons', { seasons: c.seasons.map((s) => t(`seasons.${s}`)).join(', ') })}</p>
                <p className="text-sm text-stone-700">{t('list.counts', { stages: c.stageCount, problems: c.problemCount })}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
