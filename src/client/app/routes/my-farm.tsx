import '#client/i18n/on-demand/my-farm.ts';
import { lazy, Suspense, type ComponentProps } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, useLocation } from '#client/lib/router.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { FARM_CROP_FIELDS, type FarmCropFormValues } from '#shared/farm';
import type { FarmDashboard } from '#shared/schemas/farm';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { AddPacksButton } from '#client/features/cart/components/add-packs-button.tsx';
import { intlLocale } from '#client/lib/use-date-format.ts';
import { useFarm } from '#client/features/farm/api/get-farm.ts';
import { FarmCropCard } from '#client/features/farm/components/farm-crop-card.tsx';

type Field = (typeof FARM_CROP_FIELDS)[number];

// The form's code and the state names it lists (orders) load after the page's first paint: the
// page's first-load budget. The server renders it all the same (its render waits for it).
const LazyForm = lazy(() =>
  Promise.all([import('#client/features/farm/components/farm-crop-form.tsx'), loadNamespaces('orders')]).then(([m]) => ({ default: m.FarmCropForm })),
);
function FarmCropForm(props: ComponentProps<typeof LazyForm>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyForm {...props} />
    </Suspense>
  );
}

/** '2026-07-15' as "15 Jul" ("15 Jul 2026"), in UTC: the day it names, the same on the server and on any phone. */
const shortDay = (date: string, language: string, withYear = false) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) });
const PROBLEMS = ['farm_crop_limit', 'not_found'] as const;

/**
 * What the address asks of the page, so that every step works without JavaScript as with it:
 * ?edit=<id> opens a crop's form, ?remove=<id> its confirmation, ?form=add|edit&...&invalid=
 * a refused form again with what was typed (farm.routes.ts sends it), ?problem= a refusal.
 */
function pageState(search: string) {
  const params = new URLSearchParams(search);
  const form = params.get('form');
  const typed = Object.fromEntries(FARM_CROP_FIELDS.map((f) => [f, params.get(f) ?? ''])) as FarmCropFormValues;
  const invalid = (params.get('invalid') ?? '').split(',').filter((f): f is Field => (FARM_CROP_FIELDS as readonly string[]).includes(f));
  const problem = params.get('problem');
  return {
    edit: form === 'edit' ? params.get('id') : params.get('edit'),
    remove: params.get('remove'),
    typed: form ? typed : undefined,
    refusedAdd: form === 'add',
    invalid,
    problem: problem ? ((PROBLEMS as readonly string[]).includes(problem) ? problem : 'other') : undefined,
  };
}

/**
 * /account/farm, "My farm" (docs/product-rules.md 42, docs/decisions/0057): the signed-in farmer's
 * crops as cards, each with its stage today and what it needs this week and next with the
 * quantity for his land, one tap from the cart; a form to add a crop. Rendered on the server for
 * the visitor, and every form posts to the server without JavaScript.
 */
function MyFarm() {
  const { t, language } = useTranslation('my-farm');
  const farm = useFarm();
  const { search } = useLocation();
  useDocumentTitle(t('title'));
  if (farm.isPending) return <LoadingState className="min-h-[60vh]" />;
  if (farm.isError) {
    return (
      <div className={`${containerStyles} py-16`}>
        <ErrorState error={farm.error} onRetry={() => void farm.refetch()} />
      </div>
    );
  }
  const state = pageState(search);
  const data: FarmDashboard = farm.data;
  const empty: FarmCropFormValues = { crop: '', acres: '', sownOn: '', state: data.defaultState ?? '', district: '' };
  return (
    <div className={`${containerStyles} max-w-3xl py-6`}>
      <nav aria-label={t('breadcrumbAccount')} className="text-sm">
        <Link to="/user/dashboard" className="inline-flex min-h-11 items-center text-stone-700 underline">{t('breadcrumbAccount')}</Link>
      </nav>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-1 text-stone-700">{t('intro')}</p>
      {state.problem && <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950">{t(`problems.${state.problem}`)}</p>}

      {data.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-400 bg-white p-6 text-center text-lg" data-testid="farm-empty">{t('empty')}</p>
      ) : (
        <>
          <p className="mt-4 text-sm text-stone-700">{t('count', { count: data.items.length, max: data.max })}</p>
          <div className="mt-2 space-y-6">
            {data.items.map((crop) =>
              state.edit === crop.id ? (
                <FarmCropForm
                  key={`${crop.id}${search}`}
                  id={crop.id}
                  title={t('form.editTitle', { crop: crop.cropName })}
                  values={state.typed ?? { crop: crop.crop, acres: crop.acresText, sownOn: crop.sownOn, state: crop.state, district: crop.district }}
                  invalid={state.typed ? state.invalid : []}
                  choices={data.choices}
                  today={data.today}
                />
              ) : (
                <FarmCropCard
                  key={crop.id}
                  crop={crop}
                  confirmRemove={state.remove === crop.id}
                  dayMonth={(date, withYear) => shortDay(date, language, withYear)}
                  addButton={(item) => item.forAcres && (
                    <AddPacksButton product={{ id: item.product.id, inStock: item.product.inStock }} packs={item.forAcres.packs} label={t('card.add', { count: item.forAcres.packs })} addingLabel={t('card.adding')} />
                  )}
                />
              ),
            )}
          </div>
        </>
      )}

      {data.items.length < data.max && (
        <div className="mt-8" id="new-crop">
          <FarmCropForm
            key={`add${search}`}
            title={t('form.addTitle')}
            values={state.refusedAdd && state.typed ? state.typed : empty}
            invalid={state.refusedAdd ? state.invalid : []}
            choices={data.choices}
            today={data.today}
          />
        </div>
      )}
    </div>
  );
}

export default function MyFarmPage() {
  return (
    <RequireAccount area="user">
      <MyFarm />
    </RequireAccount>
  );
}
