import type { OrderDocument } from '#shared/schemas/orders';
import { useTranslation } from '#client/i18n/use-translation.ts';

/**
 * An order's tax documents, each a link to its PDF (the link is the reader's own: buyer, admin or
 * vendor). An order placed before GST invoices says it has none rather than showing one made up.
 */
export function OrderDocuments({ documents, placedBeforeGst }: { documents: OrderDocument[]; placedBeforeGst: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-documents" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" data-testid="order-documents">
      <h2 id="order-documents" className="mb-2 text-lg font-semibold">{t('documents.title')}</h2>
      {placedBeforeGst || documents.length === 0 ? (
        <p className="text-stone-700">{t('documents.none')}</p>
      ) : (
        <ul className="space-y-2">
          {documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noopener" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {t('documents.download', { kind: t(`documents.kinds.${d.kind}`), number: d.number })}
              </a>
              <span className="block text-sm text-stone-600">
                {t('documents.from', { supplier: d.supplierName })}
                {d.refersToNumber ? ` · ${t('documents.against', { number: d.refersToNumber })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
