import type { FormEvent } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useNavigate } from '#client/lib/router.tsx';
import { useStateName } from '#client/lib/state-name.ts';
import { inputStyles, labelStyles, buttonStyles } from '#client/components/ui/styles.ts';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import type { CropSeason } from '#shared/crop-calendar';

export interface PickerValues {
  state: string;
  season: string;
  sown: string;
}

/**
 * The state, season and sowing date a crop's calendar is for: a plain GET form the server renders
 * and takes without JavaScript (/crops/cotton?state=...&season=...&sown=...); with it, the same
 * address without the empty fields, without reloading the page. A field the server refused
 * carries its message (docs/product-rules.md 39).
 */
export function CropPicker({ slug, seasons, values, today, errors = {} }: { slug: string; seasons: readonly CropSeason[]; values: PickerValues; today?: string; errors?: Partial<Record<keyof PickerValues, string>> }) {
  const { t } = useTranslation('crops');
  const stateName = useStateName();
  const navigate = useNavigate();
  const action = `/crops/${encodeURIComponent(slug)}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
    const search = params.toString();
    navigate(search ? `${action}?${search}` : action);
  };
  const field = (name: keyof PickerValues) => ({
    id: `crop-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `crop-${name}-error` : name === 'sown' ? 'crop-sown-hint' : undefined,
  });
  const error = (name: keyof PickerValues) =>
    errors[name] && <p id={`crop-${name}-error`} className="mt-1 text-sm text-red-800">{errors[name]}</p>;

  return (
    <form method="get" action={action} onSubmit={submit} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" aria-labelledby="crop-picker-title">
      <h2 id="crop-picker-title" className="text-lg font-semibold">{t('detail.pickerTitle')}</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="crop-state" className={labelStyles}>{t('detail.state')}</label>
          <select {...field('state')} defaultValue={values.state} className={inputStyles}>
            <option value="">{t('detail.nationalDefault')}</option>
            {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{stateName(s)}</option>)}
          </select>
          {error('state')}
        </div>
        <div>
          <label htmlFor="crop-season" className={labelStyles}>{t('detail.season')}</label>
          <select {...field('season')} defaultValue={values.season} className={inputStyles}>
            {seasons.map((s) => <option key={s} value={s}>{t(`seasons.${s}`)}</option>)}
          </select>
          {error('season')}
        </div>
        <div>
          <label htmlFor="crop-sown" className={labelStyles}>{t('detail.sown')}</label>
          {/* A date field takes only YYYY-MM-DD: anything else typed into the address starts it empty. */}
          <input {...field('sown')} type="date" defaultValue={/^\d{4}-\d{2}-\d{2}$/.test(values.sown) ? values.sown : ''} max={today} className={inputStyles} />
          {error('sown') ?? <p id="crop-sown-hint" className="mt-1 text-sm text-stone-700">{t('detail.sownHint')}</p>}
        </div>
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-4 w-full sm:w-auto`}>{t('detail.submit')}</button>
    </form>
  );
}
