import { useTranslation } from '#client/i18n/use-translation.ts';
import type { StoreCrop } from '#shared/schemas/crops';

/** The crop's common problems: the drawing, what the farmer sees, and the stages it strikes (docs/product-rules.md 39). */
export function ProblemList({ crop }: { crop: StoreCrop }) {
  const { t } = useTranslation('crops');
  const stageName = (stage: string) => crop.stages.find((s) => s.stage === stage)?.name ?? stage;
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {crop.problems.map((p) => (
        <li key={p.slug} id={`problem-${p.slug}`} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row">
          <img src={p.image} alt={p.alt} width={160} height={120} loading="lazy" className="h-30 w-40 shrink-0 self-center rounded-lg border border-stone-200 bg-stone-50 sm:self-start" />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-stone-700">{t(`kinds.${p.kind}`)}</p>
            <h3 className="text-lg font-semibold">{p.name}</h3>
            <p className="mt-1 text-sm font-medium text-brand-800">{t('detail.strikes', { stages: p.stages.map(stageName).join(', ') })}</p>
            <h4 className="mt-2 font-semibold">{t('detail.symptoms')}</h4>
            <p className="mt-1 leading-relaxed text-stone-800">{p.symptoms}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
