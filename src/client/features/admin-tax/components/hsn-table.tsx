import { formatRate } from '#shared/gst';
import type { AdminHsnCode } from '#shared/schemas/gst';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';


/** The tax table: each code, its unit, today's rate and every dated rate it has had or will have. */
export function HsnTable({ codes }: { codes: AdminHsnCode[] }) {
  const { t } = useTranslation('admin-tax');
  const { day: dayOf } = useDateFormat();
  return (
    <section aria-labelledby="hsn-table" className={cardStyles}>
      <h2 id="hsn-table" className="text-lg font-semibold text-stone-900">{t('table.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('table.description')}</p>
      <div className="overflow-x-auto">
        <table className="stack-table w-full min-w-[36rem] text-left text-sm" aria-labelledby="hsn-table">
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3">{t('table.code')}</th>
              <th scope="col" className="py-2 pr-3">{t('table.goods')}</th>
              <th scope="col" className="py-2 pr-3">{t('table.unit')}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t('table.today')}</th>
              <th scope="col" className="py-2">{t('table.rates')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {codes.map((h) => (
              <tr key={h.code} data-testid={`hsn-${h.code}`}>
                <td className="py-2 pr-3 font-mono font-semibold">{h.code}</td>
                <td className="py-2 pr-3" data-label={t('table.goods')}>{h.description}</td>
                <td className="py-2 pr-3" data-label={t('table.unit')}>{h.unit}</td>
                <td className="py-2 pr-3 text-right font-semibold" data-label={t('table.today')}>{formatRate(h.rateBp)}</td>
                <td className="py-2 text-stone-700" data-label={t('table.rates')}>
                  {h.rates.map((r) => t('table.rateFrom', { rate: formatRate(r.rateBp), date: dayOf(r.effectiveFrom) })).join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
