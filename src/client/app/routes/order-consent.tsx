import '#client/i18n/on-demand/order-consent.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { Link, useLocation, useParams } from '#client/lib/router.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { intlLocale } from '#client/lib/use-date-format.ts';
import { useLineName } from '#client/lib/line-name.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useSiteSettings } from '#client/lib/site-settings.ts';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { formatRupees } from '#shared/money';
import type { StoreOrderConsent } from '#shared/schemas/assisted-orders';
import { useOrderConsent } from '#client/features/order-consent/api/get-order-consent.ts';
import { useConfirmOrderConsent } from '#client/features/order-consent/api/confirm-order-consent.ts';

/** The hour and minute it waits until, on India's clock whatever the phone's (24-hour in हिन्दी and मराठी: no Latin "am"/"pm"). */
const timeInIndia = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata', ...(language === 'en' ? {} : { hourCycle: 'h23' as const }) });

const bigButton = `${buttonStyles.primary} min-h-14 w-full text-lg`;

/**
 * /c/:token, the link in a farmer's message (docs/product-rules.md 53, docs/decisions/0068): the
 * order the shop's team prepared for him on the phone, in his language, and one button to say yes.
 * Rendered on the server for each request (never kept, never indexed); the button is a form the
 * server takes without JavaScript and answers by sending him back here, where the order shows placed.
 */
export default function OrderConsentPage() {
  const { t } = useTranslation('order-consent');
  const { token = '' } = useParams();
  const consent = useOrderConsent(token);
  const confirm = useConfirmOrderConsent(token);
  useDocumentTitle(t('title'));
  if (consent.isPending) return <LoadingState className="min-h-[60vh]" />;
  if (consent.isError) {
    return hasErrorCode(consent.error, 'not_found') ? (
      <Notice title={t('invalid.title')}>
        <p>{t('invalid.text')}</p>
      </Notice>
    ) : (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorState error={consent.error} onRetry={() => void consent.refetch()} />
      </div>
    );
  }
  const data = consent.data;
  // Placed by his tap with JavaScript: the button is gone, and the news takes the focus.
  if (data.status === 'confirmed') return <Placed number={data.orderNumber ?? ''} focus={confirm.isSuccess} />;
  if (data.status !== 'waiting') {
    return (
      <Notice title={t(`ended.${data.status}`)}>
        <p>{t(`ended.${data.status}Text`)}</p>
      </Notice>
    );
  }
  return <Waiting token={token} consent={data} confirm={confirm} />;
}

function Waiting({ token, consent, confirm }: { token: string; consent: StoreOrderConsent; confirm: ReturnType<typeof useConfirmOrderConsent> }) {
  const { t, language } = useTranslation('order-consent');
  const lineName = useLineName();
  const stateName = useStateName();
  const { search } = useLocation();
  const problem = new URLSearchParams(search).has('problem') || (confirm.isError && !hasErrorCode(confirm.error, 'consent_decided', 'consent_expired', 'not_found'));
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-2 text-stone-800">{t('intro')}</p>
      {problem && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p>{t('problem')}</p>
          <ShopPhone />
        </div>
      )}
      <section aria-labelledby="consent-items" className="mt-5 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="consent-items" className="text-lg font-bold text-stone-900">{t('items')}</h2>
        <ul className="mt-2 divide-y divide-stone-200">
          {consent.lines.map((line, i) => (
            <li key={i} className="py-2">
              <span className="block font-medium text-stone-900">{lineName(line)}</span>
              <span className="block text-stone-700">{t('quantity', { count: line.quantity })}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-baseline justify-between border-t-2 border-stone-300 pt-3 text-lg font-bold text-stone-900">
          <span>{t('total')}</span>
          <span>{formatRupees(consent.totalPaise)}</span>
        </p>
      </section>
      <section aria-labelledby="consent-payment" className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="consent-payment" className="text-lg font-bold text-stone-900">{t('payment')}</h2>
        <p className="mt-1 text-stone-800">{t(consent.paymentMethod)}</p>
      </section>
      <section aria-labelledby="consent-address" className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="consent-address" className="text-lg font-bold text-stone-900">{t('deliverTo')}</h2>
        <p className="mt-1 text-stone-800">
          {consent.shipping.fullName}
          <br />
          {consent.shipping.city}, {stateName(consent.shipping.state)} {consent.shipping.pincode}
        </p>
      </section>
      <p className="mt-4 font-medium text-stone-900">{t('waitsUntil', { time: timeInIndia(consent.expiresAt, language) })}</p>
      <form
        method="post"
        action={`/api/store/order-consent/${encodeURIComponent(token)}`}
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!confirm.isPending) confirm.mutate();
        }}
      >
        <button type="submit" className={bigButton} disabled={confirm.isPending}>
          {confirm.isPending ? t('placing') : t('confirm')}
        </button>
      </form>
    </div>
  );
}

function Placed({ number, focus }: { number: string; focus: boolean }) {
  const { t } = useTranslation('order-consent');
  return (
    <Notice title={t('placed.title', { number })} placed focus={focus}>
      <p>{t('placed.text')}</p>
      <div className="mt-5 flex flex-col gap-3">
        <Link to="/user/dashboard" className={`${buttonStyles.primary} min-h-12 w-full`}>{t('placed.orders')}</Link>
        <Link to="/user/login?returnTo=%2Fuser%2Fdashboard" className={`${buttonStyles.secondary} min-h-12 w-full`}>{t('placed.signIn')}</Link>
      </div>
    </Notice>
  );
}

/** A state with nothing to do on this page: placed, ended, or not a link at all. */
function Notice({ title, placed = false, focus = false, children }: { title: string; placed?: boolean; focus?: boolean; children: ReactNode }) {
  const { t } = useTranslation('order-consent');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <div className={`rounded-xl border p-5 ${placed ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white'}`}>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-stone-900">{title}</h1>
        <div className="mt-3 space-y-2 text-stone-800">{children}</div>
        {!placed && <ShopPhone />}
      </div>
      {!placed && (
        <Link to="/" className={`${buttonStyles.secondary} mt-5 w-full`}>{t('shop')}</Link>
      )}
    </div>
  );
}

/** The shop's phone, when the owner has set one (site settings): a tap calls it. */
function ShopPhone() {
  const { t } = useTranslation('order-consent');
  const phone = useSiteSettings().data?.phone;
  if (!phone) return null;
  return (
    <p className="mt-3">
      <a href={`tel:${phone.dial}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('call', { phone: phone.display })}
      </a>
    </p>
  );
}
