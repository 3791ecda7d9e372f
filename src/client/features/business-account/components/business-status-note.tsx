import type { StoreBusinessStatus } from '#shared/schemas/group-requests';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

/** Where the account stands: the prices it buys at, and its latest request as the owner left it. */
export function BusinessStatusNote({ status }: { status: StoreBusinessStatus }) {
  const { t } = useTranslation('business-account');
  const { date } = useDateFormat();
  const request = status.request;
  const prices = (group: string) => t(`prices.${group}`);
  if (request?.status === 'pending') {
    return <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900">{t('pending', { prices: prices(request.group), name: request.businessName, date: date(request.requestedAt) })}</p>;
  }
  if (request?.status === 'rejected') {
    return (
      <div role="status" className="rounded-lg bg-red-50 p-4 text-red-900">
        <p>{t('rejected', { prices: prices(request.group), reason: request.reason ?? '' })}</p>
        <p className="mt-1">{t('askAgain')}</p>
      </div>
    );
  }
  if (request?.status === 'approved' && request.group === status.group) {
    return <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">{t('approved', { prices: prices(status.group), date: date(request.decidedAt ?? request.requestedAt) })}</p>;
  }
  return <p className="rounded-lg bg-stone-50 p-4 text-stone-800">{t('current', { prices: prices(status.group) })}</p>;
}
