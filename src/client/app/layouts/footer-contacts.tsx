import { useTranslation } from '#client/i18n/use-translation.ts';
import { addressAttributes, addressIn, useSiteSettings } from '#client/lib/site-settings.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '#client/components/ui/contact-icons.tsx';
import { Link } from '#client/lib/router.tsx';

/**
 * The shop's phone, e-mail and address as the owner set them (Admin -> Tax & Business): each only
 * once set, never a placeholder (docs/product-rules.md 25). The contact form is always there.
 */
export function FooterContacts() {
  const { t, language } = useTranslation();
  const { data } = useSiteSettings();
  return (
    <ul className="space-y-2 text-sm">
      {data?.phone && (
        <li className="flex items-start gap-2">
          <PhoneIcon className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t('footer.phoneLabel')} </span>
          <a href={`tel:${data.phone.dial}`} className="hover:text-white hover:underline">{data.phone.display}</a>
        </li>
      )}
      {data?.email && (
        <li className="flex items-start gap-2">
          <MailIcon className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t('footer.emailLabel')} </span>
          <a href={`mailto:${data.email}`} className="break-all hover:text-white hover:underline">{data.email}</a>
        </li>
      )}
      {data?.address && (
        <li className="flex items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" />
          <span className="sr-only">{t('footer.addressLabel')} </span>
          <span {...addressAttributes(data.address, language)}>{addressIn(data.address, language)}</span>
        </li>
      )}
      {/* The grievance officer the E-Commerce Rules ask for, on the Contact page once named (docs/product-rules.md 52). */}
      {data?.grievanceOfficer && (
        <li>
          <a href="/contact#grievance" className="inline-block py-1 text-stone-300 hover:text-white hover:underline">{t('footer.grievanceOfficer')}</a>
        </li>
      )}
      <li>
        <Link to="/contact" onClick={() => window.scrollTo({ top: 0, left: 0 })} className="inline-block py-1 text-stone-300 hover:text-white hover:underline">
          {t('footer.writeToUs')}
        </Link>
      </li>
    </ul>
  );
}

