import { lazy, Suspense, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useQuery } from '#client/lib/query.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { intlLocale } from '#client/lib/use-date-format.ts';
import { paymentMethodsQueryOptions } from '#client/features/checkout/api/get-payment-methods.ts';
import { addressAttributes, addressIn, useSiteSettings } from '#client/lib/site-settings.ts';
import { openDaysText, openHoursText } from '#client/lib/opening-hours.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '#client/components/ui/contact-icons.tsx';
import { Icon, type P } from '#client/components/ui/icons.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { LoadingState } from '#client/components/ui/states.tsx';

// The opening hours' clock, drawn on this page only (page-icons.tsx goes with the product page).
const ClockIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Icon>
);

// The form's validation code (react-hook-form + zod) is the heaviest part of the page: it follows
// the first paint, so the contact details and FAQ show at once on a slow connection.
const ContactForm = lazy(() =>
  import('#client/features/contact/components/contact-form.tsx').then((m) => ({ default: m.ContactForm })),
);
// "Call me back" (docs/product-rules.md 51): its form and texts (call-back) follow the first paint too.
const CallBackForm = lazy(() =>
  Promise.all([import('#client/features/call-back/components/call-back-form.tsx'), loadNamespaces('call-back')]).then(([m]) => ({ default: m.CallBackForm })),
);
// The grievance officer (docs/product-rules.md 52), with its texts (grievance): the server renders it
// into the page once the owner names one, and its code and texts stay out of the first load.
const GrievanceOfficer = lazy(() =>
  Promise.all([import('#client/features/contact/components/grievance-officer.tsx'), loadNamespaces('grievance')]).then(([m]) => ({ default: m.GrievanceOfficer })),
);

interface FaqItem {
  /** 'payment': answered from the methods checkout offers today (Payment Settings), not a fixed text. */
  id?: string;
  q: string;
  a: string;
}

/** "You can pay cash on delivery or online ...": the methods open now, in the reader's language; the catalogue's text until they are known. */
function usePaymentAnswer(fallback: string): string {
  const { t, language } = useTranslation('contact');
  const { data } = useQuery(paymentMethodsQueryOptions());
  if (!data) return fallback;
  if (data.methods.length === 0) return t('faq.payment.none');
  const methods = new Intl.ListFormat(intlLocale(language), { type: 'disjunction' }).format(data.methods.map((m) => t(`faq.payment.methods.${m}`)));
  return t('faq.payment.answer', { methods });
}

function InfoCard({ Icon, title, children }: { Icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:block sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:mb-3">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 text-stone-700">{children}</div>
      </div>
    </li>
  );
}

/**
 * The shop's phone, e-mail, address and hours as the owner set them (Admin -> Tax & Business),
 * each card only once set: never a placeholder (docs/product-rules.md 25).
 */
function ContactCards() {
  const { t, language } = useTranslation('contact');
  const { data } = useSiteSettings();
  if (!data || (!data.phone && !data.email && !data.address && !data.hours)) return null;
  return (
    <ul className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {data.phone && (
        <InfoCard Icon={PhoneIcon} title={t('info.phone.title')}>
          <a href={`tel:${data.phone.dial}`} className="font-medium text-brand-800 hover:underline">{data.phone.display}</a>
          {data.hours && <p className="text-sm">{t('info.phone.note')}</p>}
        </InfoCard>
      )}
      {data.email && (
        <InfoCard Icon={MailIcon} title={t('info.email.title')}>
          <a href={`mailto:${data.email}`} className="break-all font-medium text-brand-800 hover:underline">{data.email}</a>
          <p className="text-sm">{t('info.email.note')}</p>
        </InfoCard>
      )}
      {data.address && (
        <InfoCard Icon={MapPinIcon} title={t('info.address.title')}>
          <p {...addressAttributes(data.address, language)}>{addressIn(data.address, language)}</p>
        </InfoCard>
      )}
      {data.hours && (
        <InfoCard Icon={ClockIcon} title={t('info.hours.title')}>
          <p>{openDaysText(data.hours.days, language)}</p>
          <p>{openHoursText(data.hours.opensAt, data.hours.closesAt, language)}</p>
        </InfoCard>
      )}
    </ul>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const settings = useSiteSettings().data;
  const phone = settings?.phone;
  const officer = settings?.grievanceOfficer;
  const faq = t('faq.items', { returnObjects: true }) as FaqItem[];
  const paymentAnswer = usePaymentAnswer(faq.find((item) => item.id === 'payment')?.a ?? '');

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className={`${containerStyles} py-14 text-center`}>
          <h1 className="text-3xl font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{t('hero.subtitle')}</p>
        </div>
      </section>

      <div className={`${containerStyles} py-12`}>
        <ContactCards />
        {officer && (
          <Suspense fallback={null}>
            <GrievanceOfficer officer={officer} />
          </Suspense>
        )}

        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <Suspense fallback={<LoadingState className="min-h-[34rem]" />}>
              <ContactForm />
            </Suspense>
          </section>
          <div className="space-y-6">
            {phone && (
              <aside className="h-fit rounded-2xl bg-amber-50 p-6" aria-labelledby="help-title">
                <h2 id="help-title" className="text-xl font-bold">{t('help.title')}</h2>
                <p className="mt-2 text-stone-800">{t('help.text')}</p>
                <a href={`tel:${phone.dial}`} className={`${buttonStyles.primary} mt-4`}>
                  <PhoneIcon className="size-5" />
                  {t('help.call', { phone: phone.display })}
                </a>
              </aside>
            )}
            <section className="h-fit rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <Suspense fallback={<LoadingState className="min-h-[16rem]" />}>
                <CallBackForm />
              </Suspense>
            </section>
          </div>
        </div>

        <section aria-labelledby="faq-title" className="mt-14">
          <h2 id="faq-title" className="mb-6 text-center text-2xl font-bold sm:text-3xl">{t('faq.heading')}</h2>
          <div className="mx-auto max-w-3xl space-y-3">
            {faq.map((item) => (
              <details key={item.q} className="group rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
                <summary className="cursor-pointer list-none font-semibold marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {item.q}
                    <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">+</span>
                  </span>
                </summary>
                <p className="mt-3 text-stone-700">{item.id === 'payment' ? paymentAnswer : item.a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
