import type { ReactNode } from 'react';
import type { StockLocation } from '#shared/schemas/stock-locations';
import { Link } from '#client/lib/router.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useStateName } from '#client/lib/state-name.ts';

/**
 * The principal place of business (docs/product-rules.md 59): not a row of its own but Tax &
 * Business's address, state and GSTIN, read here and changed there.
 */
export function PrincipalPlaceCard({ place, mayOpenTax }: { place: StockLocation; mayOpenTax: boolean }) {
  const { t } = useTranslation('admin-stock-locations');
  const stateName = useStateName();
  return (
    <article className={`${cardStyles} border-l-4 border-brand-700`} aria-labelledby="principal-place-title">
      <p className="text-sm font-semibold text-brand-800">{t('principal.label')}</p>
      <h2 id="principal-place-title" className="mt-1 text-lg font-bold text-stone-900">{place.name || t('principal.unnamed')}</h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Row term={t('card.address')}>{place.address || t('principal.notSet')}</Row>
        <Row term={t('card.state')}>{place.state ? stateName(place.state) : t('principal.notSet')}</Row>
        <Row term={t('card.gstin')}>{place.gstin ? <span className="font-mono">{place.gstin}</span> : t('principal.noGstin')}</Row>
      </dl>
      <p className="mt-3 text-sm text-stone-700">{t('principal.note')}</p>
      {mayOpenTax && <Link to="/admin/tax" className="mt-2 inline-block font-medium text-brand-800 underline hover:no-underline">{t('principal.link')}</Link>}
    </article>
  );
}

/** A godown as kept, with Edit for those who may register godowns (`tax.settings`). */
export function GodownCard({ location, onEdit }: { location: StockLocation; onEdit?: () => void }) {
  const { t } = useTranslation('admin-stock-locations');
  const stateName = useStateName();
  const titleId = `godown-${location.id}`;
  return (
    <article className={cardStyles} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">{location.name}</h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${location.active ? 'bg-brand-50 text-brand-900' : 'bg-stone-200 text-stone-800'}`}>
          {t(location.active ? 'card.on' : 'card.off')}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Row term={t('card.address')}>{`${location.address}, ${location.city} ${location.pincode ?? ''}`.trim()}</Row>
        <Row term={t('card.state')}>{location.state ? stateName(location.state) : ''}</Row>
        <Row term={t('card.gstin')}><span className="font-mono break-all">{location.gstin}</span></Row>
        <Row term={t('card.contact')}>{[location.contactName, location.contactPhone].filter(Boolean).join(', ')}</Row>
      </dl>
      {!location.active && <p className="mt-3 rounded-lg bg-stone-100 p-2 text-sm text-stone-800">{t('card.offNote')}</p>}
      {onEdit && (
        <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={onEdit} aria-label={t('card.editNamed', { name: location.name })}>
          {t('card.edit')}
        </button>
      )}
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-700">{term}</dt>
      <dd className="min-w-0 text-stone-900">{children}</dd>
    </>
  );
}
