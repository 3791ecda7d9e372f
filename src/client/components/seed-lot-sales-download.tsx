import { useId, useState } from 'react';
import { indianDate } from '#shared/india';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';

export interface SeedLotSalesLabels {
  title: string;
  hint: string;
  from: string;
  to: string;
  download: string;
}

/**
 * The lot-wise sales export (docs/product-rules.md 28): orders placed between two days, as CSV from `csvPath`
 * (the admin's, or a vendor's for its own products). The texts come from the page's namespace.
 */
export function SeedLotSalesDownload({ csvPath, labels }: { csvPath: string; labels: SeedLotSalesLabels }) {
  const id = useId();
  const today = indianDate();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="seed-lot-sales">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">{labels.title}</h2>
      <p className="text-sm text-stone-700">{labels.hint}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-from`} className={labelStyles}>{labels.from}</label>
          <input id={`${id}-from`} type="date" className={inputStyles} value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelStyles}>{labels.to}</label>
          <input id={`${id}-to`} type="date" className={inputStyles} value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        {valid && <a href={`${csvPath}?from=${from}&to=${to}`} className={buttonStyles.secondary} download>{labels.download}</a>}
      </div>
    </section>
  );
}
