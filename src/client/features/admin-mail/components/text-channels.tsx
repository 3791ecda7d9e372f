import type { AdminMailOverview } from '#shared/schemas/admin-mail';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

/**
 * SMS and WhatsApp (docs/product-rules.md 36): which channel has a provider set up (without one,
 * its messages wait and no code goes by it), and the one-time codes sent today against the daily
 * cap, which the owner must see once it is reached: codes then wait until midnight.
 */
export function TextChannels({ overview }: { overview: AdminMailOverview }) {
  const { t } = useTranslation('admin-mail');
  const { count } = useDateFormat();
  const { textChannels, codes } = overview;
  const capReached = codes.today >= codes.dailyCap;
  return (
    <section aria-labelledby="text-channels" className="rounded-xl bg-white p-4 shadow-sm sm:max-w-lg">
      <h2 id="text-channels" className="text-lg font-semibold text-stone-900">{t('texts.title')}</h2>
      <ul className="mt-2 space-y-1">
        {(['sms', 'whatsapp'] as const).map((channel) => (
          <li key={channel}>
            <span className="font-medium">{t(`channels.${channel}`)}: </span>
            {textChannels[channel] ? <span className="text-green-900">{t('texts.setUp')}</span> : <span className="text-amber-900">{t(`texts.notSetUp.${channel}`)}</span>}
          </li>
        ))}
      </ul>
      <p className="mt-3">{t('texts.codesToday', { today: count(codes.today), cap: count(codes.dailyCap) })}</p>
      {capReached && (
        <p role="note" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">{t('texts.capReached')}</p>
      )}
    </section>
  );
}
