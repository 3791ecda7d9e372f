import { useTranslation } from '#client/i18n/use-translation.ts';
import type { StoreCrop } from '#shared/schemas/crops';
import { lazy, Suspense } from 'react';
import { dayRange } from './crop-dates.ts';

// What to buy at each stage (rule 41) follows the first paint, with its query and price format:
// the server renders it into the page, and the crop page is at its first-load budget.
const StageProducts = lazy(() => import('./stage-products.tsx').then((m) => ({ default: m.StageProducts })));

/**
 * The crop's stages as a calendar: each stage's days after sowing, its dates this season (or from
 * the day the farmer sowed), what to do then, and the stage his crop is in today highlighted
 * (docs/product-rules.md 39), and the products in the shop for it (rule 41). The dates are the
 * server's (src/shared/crop-calendar.ts).
 */
export function StageCalendar({ crop }: { crop: StoreCrop }) {
  const { t, language } = useTranslation('crops');
  return (
    <ol className="mt-4 space-y-4">
      {crop.stages.map((s) => {
        const current = crop.sown?.stage === s.stage;
        const dates = dayRange(s.from, s.to, language);
        return (
          <li
            key={s.stage}
            aria-current={current ? 'step' : undefined}
            data-stage={s.stage}
            className={`rounded-xl border p-4 ${current ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-700' : 'border-stone-200 bg-white'}`}
          >
            {current && <p className="mb-2 inline-block rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{t('detail.now')}</p>}
            <h3 className="text-lg font-semibold">{s.name}</h3>
            <p className="mt-1 font-medium text-brand-800">{t('detail.dates', dates)}</p>
            <p className="text-sm text-stone-700">{t('detail.days', { from: s.fromDay, to: s.toDay })}</p>
            <h4 className="mt-3 font-semibold">{t('detail.todo')}</h4>
            <p className="mt-1 leading-relaxed text-stone-800">{s.advice}</p>
            <Suspense fallback={null}>
              <StageProducts crop={crop.slug} stage={s.stage} />
            </Suspense>
          </li>
        );
      })}
    </ol>
  );
}
