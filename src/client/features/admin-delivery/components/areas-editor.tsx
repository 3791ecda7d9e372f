import { useState } from 'react';
import { INDIAN_STATES_AND_UTS, type IndianStateOrUt } from '#shared/india';
import type { DeliveryArea } from '#shared/schemas/delivery';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useDistricts } from '#client/features/admin-delivery/api/list-districts.ts';

/** The same area (state and district, or the whole state), whatever the letter case. */
const sameArea = (a: DeliveryArea, state: string, district: string | null) => a.state === state && (a.district?.toLowerCase() ?? null) === (district?.toLowerCase() ?? null);

/**
 * The served areas: a list of states served whole or districts served alone, each with its
 * cash-on-delivery switch, and a line to add one (the districts come from India Post's directory).
 */
export function AreasEditor({
  areas,
  errors,
  onChange,
  onServeAll,
}: {
  areas: DeliveryArea[];
  /** Messages by path ("areas.3.district", "areas"). */
  errors: Record<string, string>;
  onChange: (areas: DeliveryArea[]) => void;
  onServeAll: () => void;
}) {
  const { t } = useTranslation('admin-delivery');
  const stateName = useStateName();
  const fieldError = useFieldError();
  const [state, setState] = useState<IndianStateOrUt | ''>('');
  const [district, setDistrict] = useState('');
  const [cod, setCod] = useState(true);
  const districts = useDistricts(state);
  const areaName = (a: DeliveryArea) => (a.district ? `${a.district}, ${stateName(a.state)}` : stateName(a.state));
  const listed = state !== '' && areas.some((a) => sameArea(a, state, district || null));
  const listError = fieldError(errors.areas);

  const add = () => {
    if (state === '' || listed) return;
    const next = [...areas, { state, district: district || null, cod }];
    onChange(next.sort((a, b) => a.state.localeCompare(b.state) || (a.district ?? '').localeCompare(b.district ?? '')));
    setDistrict('');
  };

  return (
    <section aria-labelledby="delivery-areas" className={cardStyles}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="delivery-areas" className="text-lg font-semibold text-stone-900">{t('areas.title')}</h2>
          <p className="mt-1 mb-4 text-sm text-stone-700">{t('areas.description')}</p>
        </div>
        <button type="button" className={buttonStyles.secondary} onClick={onServeAll}>{t('areas.all')}</button>
      </div>
      {listError && <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-red-800">{listError}</p>}
      {areas.length === 0 ? (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900">{t('areas.empty')}</p>
      ) : (
        // A list of rows, not a table in a scroll box (docs/decisions/0031): on a 390 px phone
        // each area's name, its cash switch and Remove wrap onto lines of their own, whole, in
        // any language, with 44 px targets; the page itself scrolls.
        <ul className="mb-4 divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label={t('areas.table')}>
          {areas.map((area, i) => {
            const error = fieldError(errors[`areas.${i}.district`] ?? errors[`areas.${i}.state`]);
            return (
              <li key={`${area.state}|${area.district ?? ''}`} data-testid="delivery-area" className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium text-stone-900">{stateName(area.state)}</p>
                  <p className="text-sm text-stone-700">{area.district ?? t('areas.wholeState')}</p>
                  {error && <p className="text-sm text-red-700">{error}</p>}
                </div>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-6 accent-brand-700"
                    checked={area.cod}
                    aria-label={t('areas.codIn', { area: areaName(area) })}
                    onChange={(e) => onChange(areas.map((a, j) => (j === i ? { ...a, cod: e.target.checked } : a)))}
                  />
                  <span aria-hidden="true">{t('areas.cod')}</span>
                </label>
                <button type="button" className="min-h-11 shrink-0 rounded-lg px-3 font-medium text-red-700 hover:bg-red-50" aria-label={t('areas.removeArea', { area: areaName(area) })} onClick={() => onChange(areas.filter((_, j) => j !== i))}>
                  {t('areas.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <fieldset className="grid items-end gap-3 rounded-lg border border-stone-200 p-4 md:grid-cols-[1fr_1fr_auto_auto]">
        <legend className="px-1 font-medium">{t('areas.addTitle')}</legend>
        <SelectField
          label={t('areas.state')}
          value={state}
          onChange={(e) => {
            setState(e.target.value as IndianStateOrUt | '');
            setDistrict('');
          }}
        >
          <option value="">{t('areas.chooseState')}</option>
          {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{stateName(s)}</option>)}
        </SelectField>
        <SelectField label={t('areas.district')} value={district} disabled={state === '' || districts.isPending} onChange={(e) => setDistrict(e.target.value)} hint={districts.isError ? t('areas.districtsFailed') : undefined}>
          <option value="">{t('areas.wholeState')}</option>
          {districts.data?.districts.map((d) => <option key={d} value={d}>{d}</option>)}
        </SelectField>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input type="checkbox" className="size-6 accent-brand-700" checked={cod} onChange={(e) => setCod(e.target.checked)} />
          {t('areas.cod')}
        </label>
        <button type="button" className={buttonStyles.secondary} disabled={state === '' || listed} onClick={add}>{listed ? t('areas.listed') : t('areas.add')}</button>
      </fieldset>
    </section>
  );
}
