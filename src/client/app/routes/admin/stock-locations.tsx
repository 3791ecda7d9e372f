import { useState } from 'react';
import type { StockLocation, StockLocationInput } from '#shared/schemas/stock-locations';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { GodownCard, PrincipalPlaceCard } from '#client/features/admin-stock-locations/components/location-cards.tsx';
import { LocationForm } from '#client/features/admin-stock-locations/components/location-form.tsx';
import { useStockLocations } from '#client/features/admin-stock-locations/api/stock-locations.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useMay } from '#client/lib/staff-access.ts';

/**
 * /admin/stock-locations: the shop's godowns beyond its principal place of business
 * (docs/product-rules.md 59), each registered for GST in its own state under the shop's PAN.
 * Whoever reads the catalogue sees them; the owner and the accountant (`tax.settings`) add and
 * change them.
 */
export default function StockLocationsPage() {
  const { t } = useTranslation('admin-stock-locations');
  const may = useMay();
  const mayRegister = may('tax.settings');
  const list = useStockLocations();
  const [editing, setEditing] = useState<StockLocation | null>(null);
  // A new form after each save (an empty one to add the next godown), and what was saved.
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const onSaved = (location: StockLocationInput) => {
    setSaved(t(editing ? (location.active ? 'saved.changed' : 'saved.changedOff') : 'saved.added', { name: location.name }));
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const [principal, ...godowns] = list.data?.locations ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 text-stone-700">{t('intro')}</p>
      {saved && <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{saved}</p>}
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {principal && <PrincipalPlaceCard place={principal} mayOpenTax={may('tax.settings', 'site.settings')} />}
      {list.data && godowns.length === 0 && <p className="rounded-lg border border-dashed border-stone-400 p-4 text-stone-800">{t('empty')}</p>}
      {godowns.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2">
          {godowns.map((g) => (
            <GodownCard key={g.id} location={g} onEdit={mayRegister ? () => { setSaved(null); setEditing(g); setFormKey((k) => k + 1); } : undefined} />
          ))}
        </div>
      )}
      {mayRegister && list.data && (
        <LocationForm key={formKey} editing={editing} onSaved={onSaved} onCancel={editing ? () => { setEditing(null); setFormKey((k) => k + 1); } : undefined} />
      )}
    </div>
  );
}
