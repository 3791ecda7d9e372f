import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Path, type Resolver, type UseFormRegister } from 'react-hook-form';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { SelectField, TextAreaField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, labelStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { CROP_SEASONS, CROP_STAGES } from '#shared/crop-calendar';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { AdminNewCrop, CROP_PROBLEM_KINDS, PROBLEM_DRAWINGS, PROBLEM_DRAWINGS_PATH, type AdminCrop } from '#shared/schemas/crops';
import type { z } from 'zod';
import { useSaveCrop } from '../api/admin-crops.ts';

type Values = z.input<typeof AdminNewCrop>;
const LANGUAGES = ['en', 'hi', 'mr'] as const;
const blank = { en: '', hi: '', mr: '' };
/** Removing a crop for good (asked again first); kept here, not in the shared styles every storefront page loads. */
const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-800 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

/** The form's values for a saved crop, or a new crop's empty ones (five stages, one national window). */
function valuesOf(crop: AdminCrop | undefined): Values {
  if (!crop) {
    return {
      slug: '',
      name: blank,
      source: '',
      seasons: [{ season: 'kharif', state: '', from: '', to: '', source: '' }],
      stages: CROP_STAGES.map((stage, i) => ({ stage, fromDay: i === 0 ? 0 : Number.NaN, toDay: Number.NaN, name: blank, advice: blank, source: '' })),
      problems: [],
    };
  }
  return {
    slug: crop.slug,
    name: crop.name,
    source: crop.source,
    seasons: crop.seasons.map((s) => ({ ...s, state: s.state as Values['seasons'][number]['state'] })),
    stages: crop.stages,
    problems: crop.problems.map((p) => ({ ...p, image: p.image.replace(PROBLEM_DRAWINGS_PATH, '') as (typeof PROBLEM_DRAWINGS)[number] })),
  };
}

/**
 * A crop of the guide, whole (docs/product-rules.md 39, docs/decisions/0058): its names, sowing
 * windows by season and state, its five stages in days after sowing, and its problems with their
 * drawing and the stages they strike, in the three languages, each with its source. `crop`
 * undefined: a new crop, with the key its address takes.
 */
export function CropForm({ crop, onSaved, onRemoved }: { crop?: AdminCrop; onSaved: (slug: string) => void; onRemoved: () => void }) {
  const { t } = useTranslation('admin-crops');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const { save, remove } = useSaveCrop();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<Values, unknown, AdminNewCrop>({
    resolver: zodResolver(AdminNewCrop) as unknown as Resolver<Values, unknown, AdminNewCrop>,
    defaultValues: valuesOf(crop),
  });
  const seasons = useFieldArray({ control: form.control, name: 'seasons' });
  const problems = useFieldArray({ control: form.control, name: 'problems' });
  const errors = form.formState.errors;
  const error = (path: Path<Values>) => fieldError(errorAt(errors, path));
  const field = (path: Path<Values>, label: string, extra: Record<string, unknown> = {}, asNumber = false) => (
    <TextField label={label} error={error(path)} required {...extra} {...form.register(path, asNumber ? { valueAsNumber: true } : {})} />
  );
  const threeFields = (base: string, label: string, long = false) =>
    LANGUAGES.map((lng) => {
      const path = `${base}.${lng}` as Path<Values>;
      const props = { label: `${label} (${t(`languages.${lng}`)})`, error: error(path), required: true, ...form.register(path) };
      return long ? <TextAreaField key={lng} rows={4} {...props} /> : <TextField key={lng} {...props} />;
    });

  const onSubmit = form.handleSubmit(
    async ({ slug, ...content }) => {
      setNotice(null);
      try {
        const saved = await save.mutateAsync(crop ? { slug: crop.slug, content } : { slug, content, create: true });
        form.reset(valuesOf(saved));
        setNotice({ kind: 'ok', text: t('saved') });
        onSaved(saved.slug);
      } catch (err) {
        // The server names a wrong field by its path (seasons.0.state): shown at that field.
        let placed = false;
        if (err instanceof ApiError) {
          for (const [path, message] of Object.entries(err.fields)) {
            form.setError(path as Path<Values>, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        setNotice({ kind: 'error', text: placed ? t('fixFields') : errorMessage(err) });
      }
    },
    () => setNotice({ kind: 'error', text: t('fixFields') }),
  );

  const onRemove = async () => {
    if (!crop || !window.confirm(t('confirmRemove', { name: crop.name.en }))) return;
    setNotice(null);
    try {
      await remove.mutateAsync(crop.slug);
      onRemoved();
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <section className={cardStyles} aria-labelledby="crop-name">
        <h2 id="crop-name" className="text-lg font-semibold">{t('cropName')}</h2>
        {crop ? (
          <p className="text-sm text-stone-700">{t('slugShown', { slug: crop.slug })}</p>
        ) : (
          <div className="mt-3 max-w-sm">{field('slug', t('slug'), { hint: t('slugHint'), autoCapitalize: 'none' })}</div>
        )}
        <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields('name', t('name'))}</div>
        <div className="mt-3">{field('source', t('source'), { hint: t('sourceHint') })}</div>
      </section>

      <fieldset className={cardStyles}>
        <legend className="px-1 text-lg font-semibold">{t('windows')}</legend>
        <p className="text-sm text-stone-700">{t('windowsHint')}</p>
        {seasons.fields.map((row, i) => (
          <div key={row.id} role="group" aria-label={t('windowN', { n: i + 1 })} className="mt-3 grid gap-3 border-t border-stone-200 pt-3 md:grid-cols-6">
            <SelectField label={t('season')} error={error(`seasons.${i}.season`)} required {...form.register(`seasons.${i}.season`)}>
              {CROP_SEASONS.map((s) => <option key={s} value={s}>{t(`seasons.${s}`)}</option>)}
            </SelectField>
            <SelectField label={t('state')} error={error(`seasons.${i}.state`)} {...form.register(`seasons.${i}.state`)} className="md:col-span-2">
              <option value="">{t('allIndia')}</option>
              {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{s}</option>)}
            </SelectField>
            {field(`seasons.${i}.from`, t('sowFrom'), { placeholder: '06-15', inputMode: 'numeric' })}
            {field(`seasons.${i}.to`, t('sowTo'), { placeholder: '07-15', inputMode: 'numeric' })}
            <div className="flex items-end">
              <button type="button" className={buttonStyles.secondary} onClick={() => seasons.remove(i)} disabled={seasons.fields.length === 1}>{t('remove')}</button>
            </div>
            <div className="md:col-span-6">{field(`seasons.${i}.source`, t('source'))}</div>
          </div>
        ))}
        <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => seasons.append({ season: 'kharif', state: '', from: '', to: '', source: form.getValues('source') })}>{t('addWindow')}</button>
      </fieldset>

      {CROP_STAGES.map((stage, i) => (
        <section key={stage} className={cardStyles} aria-labelledby={`stage-${stage}`}>
          <h2 id={`stage-${stage}`} className="text-lg font-semibold">{t(`stages.${stage}`)}</h2>
          <div className="mt-3 grid max-w-md grid-cols-2 gap-4">
            {field(`stages.${i}.fromDay`, t('fromDay'), { type: 'number', min: 0 }, true)}
            {field(`stages.${i}.toDay`, t('toDay'), { type: 'number', min: 0 }, true)}
          </div>
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`stages.${i}.name`, t('stageName'))}</div>
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`stages.${i}.advice`, t('advice'), true)}</div>
          <div className="mt-3">{field(`stages.${i}.source`, t('source'))}</div>
        </section>
      ))}

      {problems.fields.map((row, i) => (
        <ProblemFields key={row.id} index={i} register={form.register} errors={errors} image={form.watch(`problems.${i}.image`)} isNew={!crop?.problems.some((p) => p.slug === row.slug)} onRemove={() => problems.remove(i)} field={field} threeFields={threeFields} />
      ))}
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={problems.fields.length >= 20}
        onClick={() => problems.append({ slug: '', kind: 'pest', name: blank, symptoms: blank, image: 'leaf-insect.svg', alt: blank, stages: [], source: form.getValues('source') })}
      >
        {t('addProblem')}
      </button>

      <NoticeBanner notice={notice} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>{save.isPending ? t('saving') : crop ? t('save') : t('create')}</button>
        {crop && <button type="button" className={dangerButton} onClick={() => void onRemove()} disabled={remove.isPending}>{t('removeCrop')}</button>}
      </div>
    </form>
  );
}

/** One problem: its key, kind, drawing, the stages it strikes and its texts. */
function ProblemFields({
  index: i,
  register,
  errors,
  image,
  isNew,
  onRemove,
  field,
  threeFields,
}: {
  index: number;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  image: string;
  isNew: boolean;
  onRemove: () => void;
  field: (path: Path<Values>, label: string, extra?: Record<string, unknown>) => React.ReactNode;
  threeFields: (base: string, label: string, long?: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation('admin-crops');
  const fieldError = useFieldError();
  const error = (path: Path<Values>) => fieldError(errorAt(errors, path));
  const stagesError = error(`problems.${i}.stages`);
  return (
    <section className={cardStyles} aria-label={t('problemN', { n: i + 1 })}>
      <div className="grid gap-4 md:grid-cols-3">
        {field(`problems.${i}.slug`, t('problemSlug'), { readOnly: !isNew, hint: isNew ? t('slugHint') : undefined, autoCapitalize: 'none' })}
        <SelectField label={t('kind')} error={error(`problems.${i}.kind`)} required {...register(`problems.${i}.kind`)}>
          {CROP_PROBLEM_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
        </SelectField>
        <SelectField label={t('drawing')} error={error(`problems.${i}.image`)} required {...register(`problems.${i}.image`)}>
          {PROBLEM_DRAWINGS.map((d) => <option key={d} value={d}>{d.replace('.svg', '')}</option>)}
        </SelectField>
      </div>
      <img src={`${PROBLEM_DRAWINGS_PATH}${image}`} alt="" width={160} height={120} className="mt-2 rounded border border-stone-200" />
      <fieldset className="mt-3" aria-describedby={stagesError ? `problem-${i}-stages-error` : undefined}>
        <legend className={labelStyles}>{t('strikes')}</legend>
        <div className="flex flex-wrap gap-3">
          {CROP_STAGES.map((stage) => (
            <label key={stage} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" value={stage} className="size-5 accent-brand-700" {...register(`problems.${i}.stages`)} />
              {t(`stages.${stage}`)}
            </label>
          ))}
        </div>
        {stagesError && <p id={`problem-${i}-stages-error`} className="mt-1 text-sm text-red-700">{stagesError}</p>}
      </fieldset>
      <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`problems.${i}.name`, t('problemName'))}</div>
      <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`problems.${i}.symptoms`, t('symptoms'), true)}</div>
      <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`problems.${i}.alt`, t('alt'))}</div>
      <div className="mt-3">{field(`problems.${i}.source`, t('source'))}</div>
      <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={onRemove}>{t('removeProblem')}</button>
    </section>
  );
}

/** The message react-hook-form holds at a dotted path. */
function errorAt(errors: FieldErrors<Values>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
