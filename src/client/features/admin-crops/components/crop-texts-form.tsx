import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { TextAreaField } from '#client/components/ui/form-fields.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { applyServerFieldErrors, useFieldError } from '#client/lib/form-errors.ts';
import { AdminUpdateCropTexts, type AdminCrop } from '#shared/schemas/crops';
import type { z } from 'zod';
import { useUpdateCropTexts } from '../api/admin-crops.ts';

type Values = z.input<typeof AdminUpdateCropTexts>;
const LANGUAGES = ['en', 'hi', 'mr'] as const;

/**
 * One crop's texts in the three languages: its name, each stage's name and advice, each problem's
 * name, symptoms and drawing's alt text (docs/product-rules.md 39). Days, windows and sources are
 * shown, not edited: they are the migration's (docs/decisions/0054).
 */
export function CropTextsForm({ crop }: { crop: AdminCrop }) {
  const { t } = useTranslation('admin-crops');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const update = useUpdateCropTexts();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<Values, unknown, AdminUpdateCropTexts>({
    resolver: zodResolver(AdminUpdateCropTexts),
    defaultValues: {
      name: crop.name,
      stages: crop.stages.map((s) => ({ stage: s.stage, name: s.name, advice: s.advice })),
      problems: crop.problems.map((p) => ({ slug: p.slug, name: p.name, symptoms: p.symptoms, alt: p.alt })),
    },
  });
  const error = (path: Path<Values>) => fieldError(form.getFieldState(path, form.formState).error?.message);
  const paths: string[] = [];
  const threeFields = (base: string, label: string, long = false) =>
    LANGUAGES.map((lng) => {
      const path = `${base}.${lng}` as Path<Values>;
      paths.push(path);
      const props = { label: `${label} (${t(`languages.${lng}`)})`, error: error(path), required: true, ...form.register(path) };
      return long ? <TextAreaField key={lng} rows={4} {...props} /> : <TextField key={lng} {...props} />;
    });

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await update.mutateAsync({ slug: crop.slug, texts: values });
      setNotice({ kind: 'ok', text: t('saved') });
    } catch (err) {
      setNotice({ kind: 'error', text: applyServerFieldErrors(form, err, paths) ? t('fixFields') : errorMessage(err) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <section className={cardStyles} aria-labelledby="crop-name">
        <h2 id="crop-name" className="text-lg font-semibold">{t('cropName')}</h2>
        <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields('name', t('name'))}</div>
      </section>
      {crop.stages.map((s, i) => (
        <section key={s.stage} className={cardStyles} aria-labelledby={`stage-${s.stage}`}>
          <h2 id={`stage-${s.stage}`} className="text-lg font-semibold">{s.name.en}</h2>
          <p className="text-sm text-stone-700">{t('days', { from: s.fromDay, to: s.toDay })}</p>
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`stages.${i}.name`, t('stageName'))}</div>
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`stages.${i}.advice`, t('advice'), true)}</div>
        </section>
      ))}
      {crop.problems.map((p, i) => (
        <section key={p.slug} className={cardStyles} aria-labelledby={`problem-${p.slug}`}>
          <h2 id={`problem-${p.slug}`} className="text-lg font-semibold">{p.name.en}</h2>
          <img src={p.image} alt={p.alt.en} width={160} height={120} className="mt-2 rounded border border-stone-200" />
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`problems.${i}.name`, t('problemName'))}</div>
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`problems.${i}.symptoms`, t('symptoms'), true)}</div>
          <div className="mt-3 grid gap-4 md:grid-cols-3">{threeFields(`problems.${i}.alt`, t('alt'))}</div>
        </section>
      ))}
      <p className="text-sm text-stone-700">{t('sourceNote')} <span lang="en" translate="no">{crop.source}</span></p>
      <NoticeBanner notice={notice} />
      <button type="submit" className={buttonStyles.primary} disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</button>
    </form>
  );
}
