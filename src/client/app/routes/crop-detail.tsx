import '#client/i18n/on-demand/crops.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, useLocation, useParams } from '#client/lib/router.tsx';
import { hasErrorCode, type ApiError } from '#client/lib/api-client.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { CROP_SEASONS } from '#shared/crop-calendar';
import { cropQueryFromSearch, useCrop } from '#client/features/crops/api/get-crop.ts';
import { CropPicker, type PickerValues } from '#client/features/crops/components/crop-picker.tsx';
import { dayMonth, dayRange } from '#client/features/crops/components/crop-dates.ts';
import { ProblemList } from '#client/features/crops/components/problem-list.tsx';
import { StageCalendar } from '#client/features/crops/components/stage-calendar.tsx';

const PICKER_FIELDS = ['state', 'season', 'sown'] as const;

/**
 * /crops/<crop>: its sowing calendar for a state and season, the stage a crop sown on a day is in
 * today, what to do at each stage and its common problems (docs/product-rules.md 39). Server-rendered
 * with the visitor's default address's state, and usable without JavaScript (the picker is a GET form).
 */
export default function CropDetailPage() {
  const { t, language } = useTranslation('crops');
  const stateName = useStateName();
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const query = cropQueryFromSearch(new URLSearchParams(search));
  const crop = useCrop(slug, query);
  useDocumentTitle(crop.data ? t('detail.title', { crop: crop.data.name }) : undefined);
  const values: PickerValues = { state: query.state ?? '', season: query.season ?? '', sown: query.sown ?? '' };

  const breadcrumb = (name?: string) => (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-stone-700">
        <li><Link to="/" className="inline-flex min-h-11 items-center underline">{t('home')}</Link></li>
        <li aria-hidden="true">›</li>
        <li><Link to="/crops" className="inline-flex min-h-11 items-center underline">{t('list.title')}</Link></li>
        {name && <li aria-hidden="true">›</li>}
        {name && <li aria-current="page" className="font-medium text-stone-900">{name}</li>}
      </ol>
    </nav>
  );

  if (crop.isPending) return <LoadingState className="min-h-[60vh]" />;
  if (crop.isError) {
    if (hasErrorCode(crop.error, 'not_found')) {
      return (
        <div className={`${containerStyles} py-20 text-center`}>
          <p className="text-6xl font-bold text-brand-700" aria-hidden="true">404</p>
          <h1 className="mt-4 text-3xl font-bold">{t('detail.notFoundTitle')}</h1>
          <p className="mt-3 text-stone-700">{t('detail.notFoundText')}</p>
          <Link to="/crops" className={`${buttonStyles.primary} mt-6`}>{t('detail.notFoundBack')}</Link>
        </div>
      );
    }
    if (hasErrorCode(crop.error, 'validation_failed')) {
      // The address asked for something the calendar cannot show: the form again, each refused field saying why.
      const fields = (crop.error as ApiError).fields;
      const errors = Object.fromEntries(PICKER_FIELDS.filter((f) => fields[f]).map((f) => [f, t(`detail.errors.${f}`)]));
      return (
        <div className={`${containerStyles} py-8`}>
          {breadcrumb()}
          <h1 className="mt-2 text-2xl font-bold">{t('detail.checkFields')}</h1>
          <div className="mt-4"><CropPicker slug={slug} seasons={CROP_SEASONS} values={values} errors={errors} /></div>
        </div>
      );
    }
    return (
      <div className={`${containerStyles} py-16`}>
        <ErrorState error={crop.error} onRetry={() => void crop.refetch()} />
      </div>
    );
  }

  const c = crop.data;
  const window = dayRange(c.sowFrom, c.sowTo, language);
  const state = c.state ? stateName(c.state) : undefined;
  const sownStage = c.sown?.stage ? c.stages.find((s) => s.stage === c.sown?.stage)?.name : undefined;
  const sources = [...new Set([c.source, ...c.stages.map((s) => s.source), ...c.problems.map((p) => p.source)])];
  return (
    <div className={`${containerStyles} py-6`}>
      {breadcrumb(c.name)}
      <h1 className="mt-1 text-3xl font-bold">{c.name}</h1>
      <p className="mt-1 text-stone-700">{c.seasons.map((s) => t(`seasons.${s}`)).join(' · ')}</p>

      <div className="mt-4">
        {/* A new address is a new form: what it shows is what the calendar is for. */}
        <CropPicker key={search} slug={c.slug} seasons={c.seasons} values={{ ...values, state: c.state ?? '', season: c.season }} today={c.today} />
      </div>

      <section aria-labelledby="crop-calendar" className="mt-8">
        <h2 id="crop-calendar" className="text-2xl font-bold">{t('detail.calendarTitle')}</h2>
        <p className="mt-2 font-medium">{t('detail.window', window)} ({t(`seasons.${c.season}`)})</p>
        <p className="text-sm text-stone-700">
          {c.stateWindow && state ? t('detail.stateWindow', { state }) : state ? t('detail.defaultWindowFor', { state }) : t('detail.defaultWindow')}
        </p>
        {c.sown && (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 font-semibold text-brand-900" data-testid="crop-now">
            {sownStage
              ? t('detail.sownToday', { date: dayMonth(c.sown.date, language, true), day: c.sown.day, stage: sownStage })
              : t('detail.pastHarvest', { date: dayMonth(c.sown.date, language, true), day: c.sown.day })}
          </p>
        )}
        <StageCalendar crop={c} />
      </section>

      <section aria-labelledby="crop-problems" className="mt-10">
        <h2 id="crop-problems" className="text-2xl font-bold">{t('detail.problemsTitle')}</h2>
        <ProblemList crop={c} />
      </section>

      <p className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-3 text-stone-800">{t('detail.noPesticides')}</p>
      <section className="mt-6 text-sm text-stone-700">
        <h2 className="font-semibold">{t('detail.source')}</h2>
        {/* The publications as they name themselves, cited as printed (docs/decisions/0054). */}
        <ul className="mt-1 list-disc space-y-1 ps-5" lang="en" translate="no">
          {sources.map((s) => <li key={s} className="break-words">{s}</li>)}
        </ul>
      </section>
      <p className="mt-6"><Link to="/crops" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">{t('detail.back')}</Link></p>
    </div>
  );
}
