import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, useNavigate } from '#client/lib/router.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { addDays } from '#shared/crop-calendar';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { FARM_CROP_FIELDS, MAX_DISTRICT, SOWN_DAYS_AHEAD, type FarmCropFormValues } from '#shared/farm';
import { useFarmActions } from '#client/features/farm/api/farm-actions.ts';

type Field = (typeof FARM_CROP_FIELDS)[number];

/**
 * Adding a crop, or changing one (`id`): a form the server takes without JavaScript (it saves and
 * sends the page back, or the form again with the refused fields: farm.routes.ts); with
 * JavaScript it is sent by the page and each refused field says why at once.
 */
export function FarmCropForm({ id, title, values, invalid, choices, today }: { id?: string; title: string; values: FarmCropFormValues; invalid: Field[]; choices: Array<{ slug: string; name: string }>; today: string }) {
  const { t } = useTranslation('my-farm');
  const stateName = useStateName();
  const navigate = useNavigate();
  const actions = useFarmActions();
  const [refused, setRefused] = useState<Field[]>(invalid);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<false | 'farm_crop_limit' | 'other'>(false);
  const prefix = id ? `edit-${id}` : 'add';
  const action = id ? `/api/farm/crops/${encodeURIComponent(id)}` : '/api/farm/crops';

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const data = new FormData(formElement);
    const sent = Object.fromEntries(FARM_CROP_FIELDS.map((f) => [f, String(data.get(f) ?? '')])) as FarmCropFormValues;
    setSaving(true);
    setFailed(false);
    actions.save(sent, id).then(
      () => {
        setSaving(false);
        setRefused([]);
        // A crop added: the form is empty again for the next one (the state stays his).
        if (!id) {
          const state = (formElement.elements.namedItem('state') as HTMLSelectElement).value;
          formElement.reset();
          (formElement.elements.namedItem('state') as HTMLSelectElement).value = state;
        }
        navigate('/account/farm');
      },
      (err: unknown) => {
        setSaving(false);
        const fields = err instanceof ApiError && err.code === 'validation_failed' ? FARM_CROP_FIELDS.filter((f) => err.fields[f]) : [];
        setRefused(fields);
        setFailed(fields.length === 0 ? (err instanceof ApiError && err.fields.farm ? 'farm_crop_limit' : 'other') : false);
      },
    );
  };

  const error = (field: Field) =>
    refused.includes(field) ? (
      <p id={`${prefix}-${field}-error`} className="mt-1 text-sm font-medium text-red-800">
        {t(`form.errors.${field}`)}
      </p>
    ) : null;
  const aria = (field: Field, hint?: boolean) => ({
    'aria-invalid': refused.includes(field) || undefined,
    'aria-describedby': [refused.includes(field) ? `${prefix}-${field}-error` : '', hint ? `${prefix}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form id={prefix} method="post" action={action} onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-stone-200 bg-white p-4" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="text-xl font-bold">{title}</h2>
      {refused.length > 0 && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">{t('form.checkFields')}</p>}
      {failed && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">{t(`problems.${failed}`)}</p>}
      <div>
        <label htmlFor={`${prefix}-crop`} className={labelStyles}>{t('form.crop')}</label>
        <select id={`${prefix}-crop`} name="crop" defaultValue={values.crop} className={inputStyles} {...aria('crop')}>
          <option value="">{t('form.choose')}</option>
          {choices.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
        </select>
        {error('crop')}
      </div>
      <div>
        <label htmlFor={`${prefix}-acres`} className={labelStyles}>{t('form.acres')}</label>
        <input id={`${prefix}-acres`} name="acres" inputMode="decimal" autoComplete="off" defaultValue={values.acres} className={inputStyles} {...aria('acres', true)} />
        <p id={`${prefix}-acres-hint`} className="mt-1 text-sm text-stone-700">{t('form.acresHint')}</p>
        {error('acres')}
      </div>
      <div>
        <label htmlFor={`${prefix}-sownOn`} className={labelStyles}>{t('form.sownOn')}</label>
        <input id={`${prefix}-sownOn`} name="sownOn" type="date" max={addDays(today, SOWN_DAYS_AHEAD)} defaultValue={values.sownOn} className={inputStyles} {...aria('sownOn', true)} />
        <p id={`${prefix}-sownOn-hint`} className="mt-1 text-sm text-stone-700">{t('form.sownOnHint')}</p>
        {error('sownOn')}
      </div>
      <div>
        <label htmlFor={`${prefix}-state`} className={labelStyles}>{t('form.state')}</label>
        <select id={`${prefix}-state`} name="state" defaultValue={values.state} className={inputStyles} {...aria('state')}>
          <option value="">{t('form.chooseState')}</option>
          {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{stateName(s)}</option>)}
        </select>
        {error('state')}
      </div>
      <div>
        <label htmlFor={`${prefix}-district`} className={labelStyles}>{t('form.district')}</label>
        <input id={`${prefix}-district`} name="district" maxLength={MAX_DISTRICT} autoComplete="address-level2" defaultValue={values.district} className={inputStyles} {...aria('district')} />
        {error('district')}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          <span aria-live="polite">{saving ? t('form.saving') : id ? t('form.save') : t('form.add')}</span>
        </button>
        {id && <Link to="/account/farm" className={buttonStyles.secondary}>{t('form.cancel')}</Link>}
      </div>
    </form>
  );
}
