import { useState } from 'react';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { SeedLotSalesDownload } from '#client/components/seed-lot-sales-download.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { gstReportCsvUrl, useGstReport } from '#client/features/admin-reports/api/get-gst-report.ts';
import { GstReportView } from '#client/features/admin-reports/components/gst-report-view.tsx';
import { indianDate } from '#shared/india';
import { useMay } from '#client/lib/staff-access.ts';

const thisMonth = () => indianDate().slice(0, 7);

/** /admin/reports: the month's GST figures for the shop's return, with a CSV export. */
export default function ReportsPage() {
  const { t } = useTranslation('admin-reports');
  const [month, setMonth] = useState(thisMonth);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const report = useGstReport(valid ? month : thisMonth());
  const maySeedLots = useMay()('seeds.lots');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader title={t('title')} />
      <p className="-mt-3 text-stone-700">{t('intro')}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="report-month" className={labelStyles}>{t('month')}</label>
          <input id="report-month" type="month" className={inputStyles} value={month} max={thisMonth()} onChange={(e) => setMonth(e.target.value)} />
        </div>
        {valid && <a href={gstReportCsvUrl(month)} className={buttonStyles.secondary} download>{t('csv')}</a>}
      </div>
      {report.isPending && <LoadingState />}
      {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && <GstReportView report={report.data} />}
      {/* Lot-wise seed sales, for a seed inspector (docs/product-rules.md 28): seeds.lots' (an accountant has the GST report only: rule 49). */}
      {maySeedLots && <div className={cardStyles}>
        <SeedLotSalesDownload
          csvPath="/api/admin/reports/seed-lots.csv"
          labels={{ title: t('seedLots.title'), hint: t('seedLots.hint'), from: t('seedLots.from'), to: t('seedLots.to'), download: t('seedLots.download') }}
        />
      </div>}
    </div>
  );
}
