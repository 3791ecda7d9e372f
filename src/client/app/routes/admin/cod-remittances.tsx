import { useState } from 'react';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { RemittanceLines } from '#client/features/admin-cod-remittances/components/remittance-lines.tsx';
import { RemittanceList } from '#client/features/admin-cod-remittances/components/remittance-list.tsx';
import { RemittanceUpload } from '#client/features/admin-cod-remittances/components/remittance-upload.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * /admin/cod-remittances: the courier's COD remittances (docs/product-rules.md 60) for whoever
 * records payments (`payments.record`: the accountant, a manager, the owner): a statement uploaded,
 * the remittances imported, and one remittance's lines with the differences to look into.
 */
export default function CodRemittancesPage() {
  const { t } = useTranslation('admin-cod-remittances');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 mb-6 text-stone-700">{t('intro')}</p>
      <RemittanceUpload onImported={(detail) => setSelected(detail.remittance.id)} />
      <RemittanceList selected={selected} onSelect={setSelected} />
      {selected && <RemittanceLines id={selected} />}
    </div>
  );
}
