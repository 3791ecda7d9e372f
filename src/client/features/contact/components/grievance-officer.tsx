import type { StoreSiteSettings } from '#shared/schemas/site-settings';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { MailIcon, PhoneIcon } from '#client/components/ui/contact-icons.tsx';
import '#client/i18n/on-demand/grievance.ts';

/**
 * The grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rules 4(4) and 5(5);
 * docs/product-rules.md 52): name, designation, phone and e-mail as the owner set them in Tax &
 * Business, shown once named, each detail only once given. The footer and every product page link here.
 */
export function GrievanceOfficer({ officer }: { officer: NonNullable<StoreSiteSettings['grievanceOfficer']> }) {
  const { t } = useTranslation('grievance');
  return (
    <section id="grievance" aria-labelledby="grievance-title" className="mb-10 scroll-mt-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" data-testid="grievance-officer">
      <h2 id="grievance-title" className="text-xl font-bold">{t('title')}</h2>
      <p className="mt-2 text-stone-700">{t('text')}</p>
      <p className="mt-4 font-semibold" translate="no">{officer.name}</p>
      {officer.designation && <p className="text-stone-700" translate="no">{officer.designation}</p>}
      <ul className="mt-3 space-y-2">
        {officer.phone && (
          <li className="flex items-center gap-2">
            <PhoneIcon className="size-5 shrink-0 text-brand-700" />
            <span className="sr-only">{t('phone')} </span>
            <a href={`tel:${officer.phone.dial}`} className="font-medium text-brand-800 hover:underline">{officer.phone.display}</a>
          </li>
        )}
        {officer.email && (
          <li className="flex items-center gap-2">
            <MailIcon className="size-5 shrink-0 text-brand-700" />
            <span className="sr-only">{t('email')} </span>
            <a href={`mailto:${officer.email}`} className="break-all font-medium text-brand-800 hover:underline">{officer.email}</a>
          </li>
        )}
      </ul>
    </section>
  );
}

