import { useState, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { formatRupees } from '#shared/money';
import type { FarmCrop, FarmProduct, FarmWeek } from '#shared/schemas/farm';
import { useFarmActions } from '#client/features/farm/api/farm-actions.ts';

/** A calendar day as "15 Jul" (with the year when asked) in the page's language: the crop guide's, handed over by the page. */
export type DayMonth = (date: string, withYear?: boolean) => string;

type Amount = { amount: number; unit: 'g' | 'kg' | 'ml' | 'l' };

/** One product for a stage: its dose, and for a per-acre dose "3 acres × 450 g/acre = 1.35 kg → 3 × 450 g" with the add button. */
function ProductLine({ item, addButton }: { item: FarmProduct; addButton: (item: FarmProduct) => ReactNode }) {
  const { t } = useTranslation('my-farm');
  const amount = (a: Amount) => t(`units.${a.unit}`, { amount: Number(a.amount.toFixed(3)) });
  const f = item.forAcres;
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <Link to={`/product/${encodeURIComponent(item.product.id)}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {item.product.name}
      </Link>
      {f ? (
        <>
          <p className="text-stone-900" data-testid="farm-quantity">
            {t('card.quantity', { acres: f.acres, dose: amount(f.dosePerAcre), needed: amount(f.needed), packs: f.packs, pack: amount({ amount: f.pack.size, unit: f.pack.unit as Amount['unit'] }) })}
          </p>
          <p className="text-sm text-stone-700">{t('card.total', { price: formatRupees(f.totalPaise) })}</p>
          <div className="mt-2">{f.tooMany ? <p className="text-sm text-amber-900">{t('card.tooMany')}</p> : addButton(item)}</div>
        </>
      ) : (
        <p className="text-stone-800">
          {t(`card.perBasis.${item.dose.basis}`, { dose: amount(item.dose) })} · {formatRupees(item.product.pricePaise)}
        </p>
      )}
    </li>
  );
}

/**
 * A week of the crop: its stages, what to do (the crop guide's advice) and what to buy. A stage
 * this week already showed (`shown`) is named only: its advice and products are just above.
 */
function Week({ title, week, shown, addButton, dayMonth }: { title: string; week: FarmWeek; shown: string[]; addButton: (item: FarmProduct) => ReactNode; dayMonth: DayMonth }) {
  const { t } = useTranslation('my-farm');
  return (
    <section className="mt-4 border-t border-stone-200 pt-3">
      <h3 className="text-lg font-bold">
        {title} <span className="text-sm font-normal text-stone-700">({t('card.weekDates', { from: dayMonth(week.from), to: dayMonth(week.to) })})</span>
      </h3>
      {week.stages.length === 0 && <p className="mt-1 text-stone-700">{t('card.nothingThisWeek')}</p>}
      {week.stages.map((s) =>
        shown.includes(s.stage) ? (
          <p key={s.stage} className="mt-1 text-stone-800">{t('card.sameStage', { stage: s.name })}</p>
        ) : (
          <div key={s.stage} className="mt-2">
            <h4 className="font-semibold text-brand-900">{s.name}</h4>
            <p className="mt-1 text-stone-800">{s.advice}</p>
            <h5 className="mt-2 text-sm font-semibold text-stone-700">{t('card.buy')}</h5>
            {s.products.length === 0 ? (
              <p className="text-sm text-stone-700">{t('card.noProducts')}</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {s.products.map((p) => <ProductLine key={p.useId} item={p} addButton={addButton} />)}
              </ul>
            )}
          </div>
        ),
      )}
    </section>
  );
}

/**
 * A crop on My farm (docs/product-rules.md 42): what, how much land, sown when and where; its stage
 * today; this week's and next week's stages with their advice and products, each product's
 * quantity for the land with `addButton` (the cart's, composed by the page). Edit and Remove are
 * links to the page's own steps, so they work without JavaScript; Remove asks first (`confirmRemove`).
 */
export function FarmCropCard({ crop, confirmRemove, addButton, dayMonth }: { crop: FarmCrop; confirmRemove: boolean; addButton: (item: FarmProduct) => ReactNode; dayMonth: DayMonth }) {
  const { t } = useTranslation('my-farm');
  const sown = dayMonth(crop.sownOn, true);
  const now =
    crop.status === 'planned'
      ? t('card.planned', { days: -crop.day })
      : crop.status === 'harvested'
        ? t('card.harvested', { day: crop.day })
        : t('card.dayStage', { day: crop.day, stage: crop.stage?.name ?? '' });
  return (
    <article className="rounded-2xl border border-stone-200 bg-stone-50 p-4 shadow-sm" aria-labelledby={`crop-${crop.id}`} data-testid="farm-crop">
      <h2 id={`crop-${crop.id}`} className="text-2xl font-bold">{crop.cropName}</h2>
      <p className="text-stone-800">
        {t('card.acres', { acres: crop.acres })} · {crop.status === 'planned' ? t('card.plannedOn', { date: sown }) : t('card.sown', { date: sown })}
      </p>
      <p className="text-stone-700">{crop.district}</p>
      <p role="status" className="mt-2 rounded-lg bg-brand-50 p-3 font-semibold text-brand-900" data-testid="farm-stage">{now}</p>

      {confirmRemove ? (
        <RemoveStep crop={crop} sown={sown} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={`/account/farm?edit=${encodeURIComponent(crop.id)}`} className={buttonStyles.secondary}>{t('card.edit')}</Link>
          <Link to={`/account/farm?remove=${encodeURIComponent(crop.id)}`} className={buttonStyles.ghost}>{t('card.remove')}</Link>
          <Link to={`/crops/${encodeURIComponent(crop.crop)}?sown=${crop.status === 'planned' ? '' : crop.sownOn}&state=${encodeURIComponent(crop.state)}`} className={buttonStyles.ghost}>{t('card.cropGuide')}</Link>
        </div>
      )}

      {crop.status !== 'harvested' && (
        <>
          <Week title={t('card.thisWeek')} week={crop.thisWeek} shown={[]} addButton={addButton} dayMonth={dayMonth} />
          <Week title={t('card.nextWeek')} week={crop.nextWeek} shown={crop.thisWeek.stages.map((s) => s.stage)} addButton={addButton} dayMonth={dayMonth} />
        </>
      )}
    </article>
  );
}

/** "Remove cotton?": a POST form the server takes without JavaScript; with it, the page removes and stays. */
function RemoveStep({ crop, sown }: { crop: FarmCrop; sown: string }) {
  const { t } = useTranslation('my-farm');
  const actions = useFarmActions();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  return (
    <form
      method="post"
      action={`/api/farm/crops/${encodeURIComponent(crop.id)}/delete`}
      className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        setRemoving(true);
        actions.remove(crop.id).then(
          () => navigate('/account/farm'),
          () => navigate('/account/farm?problem=not_found'),
        );
      }}
    >
      <h3 className="font-bold text-red-900">{t('remove.title', { crop: crop.cropName })}</h3>
      <p className="mt-1 text-stone-800">{t('remove.text', { acres: crop.acres, date: sown, district: crop.district })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={`${buttonStyles.primary} bg-red-800 hover:bg-red-900`} disabled={removing}>{t('remove.confirm')}</button>
        <Link to="/account/farm" className={buttonStyles.secondary}>{t('remove.cancel')}</Link>
      </div>
    </form>
  );
}
