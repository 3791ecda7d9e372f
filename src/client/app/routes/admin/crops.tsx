import { useState } from 'react';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { useAdminCrops } from '#client/features/admin-crops/api/admin-crops.ts';
import { CropTextsForm } from '#client/features/admin-crops/components/crop-texts-form.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/crops: the crop guide's texts, to correct their wording in the three languages (docs/product-rules.md 39). */
export default function CropsSection() {
  const { t } = useTranslation('admin-crops');
  const crops = useAdminCrops();
  const [slug, setSlug] = useState<string>();
  const chosen = crops.data?.items.find((c) => c.slug === slug) ?? crops.data?.items[0];
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
          <SelectField label={t('chooseCrop')} value={chosen?.slug ?? ''} onChange={(e) => setSlug(e.target.value)} className="mb-6 max-w-sm">
            {crops.data.items.map((c) => <option key={c.slug} value={c.slug}>{c.name.en} · {c.name.hi} · {c.name.mr}</option>)}
          </SelectField>
          {/* A form per crop: switching crops starts from its saved texts. */}
          {chosen && <CropTextsForm key={`${chosen.slug}`} crop={chosen} />}
        </>
      )}
    </>
  );
}
