import { useState } from 'react';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { useAdminCrops } from '#client/features/admin-crops/api/admin-crops.ts';
import { CropForm } from '#client/features/admin-crops/components/crop-form.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** The choice "a new crop" in the crop list. */
const NEW = '';

/**
 * /admin/crops: the crop guide (docs/product-rules.md 39, docs/decisions/0058): a crop chosen and
 * edited whole, a new one added, one no product names removed.
 */
export default function CropsSection() {
  const { t } = useTranslation('admin-crops');
  const crops = useAdminCrops();
  const [slug, setSlug] = useState<string>();
  const chosen = slug === NEW ? undefined : (crops.data?.items.find((c) => c.slug === slug) ?? crops.data?.items[0]);
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      {crops.isPending ? (
        <LoadingState />
      ) : crops.isError ? (
        <ErrorState error={crops.error} onRetry={() => void crops.refetch()} />
      ) : (
        <>
          <SelectField label={t('chooseCrop')} value={chosen?.slug ?? NEW} onChange={(e) => setSlug(e.target.value)} className="mb-6 max-w-sm">
            {crops.data.items.map((c) => <option key={c.slug} value={c.slug}>{c.name.en} · {c.name.hi} · {c.name.mr}</option>)}
            <option value={NEW}>{t('newCrop')}</option>
          </SelectField>
          {/* A form per crop: switching crops starts from its saved values. */}
          <CropForm key={chosen?.slug ?? NEW} crop={chosen} onSaved={setSlug} onRemoved={() => setSlug(undefined)} />
        </>
      )}
    </>
  );
}
