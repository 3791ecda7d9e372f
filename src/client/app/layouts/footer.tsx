import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, type LinkProps } from '#client/lib/router.tsx';
import { addressIn, useSiteSettings } from '#client/lib/site-settings.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from '#client/components/ui/icons.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** Footer links always land at the top of the page, even when the target is the current page. */
function FooterLink(props: LinkProps) {
  return (
    <Link
      {...props}
      onClick={() => window.scrollTo({ top: 0, left: 0 })}
      className="inline-block py-1 text-stone-300 hover:text-white hover:underline"
    />
  );
}

/**
 * The shop's phone, e-mail and address as the owner set them (Admin -> Tax & Business): each only
 * once set, never a placeholder (docs/product-rules.md 25). The contact form is always there.
 */
function FooterContacts() {
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
          <span>{addressIn(data.address, language)}</span>
        </li>
      )}
      <li><FooterLink to="/contact">{t('footer.writeToUs')}</FooterLink></li>
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className={`${containerStyles} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <section aria-labelledby="footer-contact">
          <div className="mb-3 flex items-center gap-2">
            <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
            <span className="text-lg font-bold text-white">{t('brand.name')}</span>
          </div>
          <p className="mb-4 text-sm leading-relaxed">{t('footer.about')}</p>
          <h2 id="footer-contact" className="mb-2 font-semibold text-white">
            {t('footer.contactHeading')}
          </h2>
          <FooterContacts />
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 font-semibold text-white">
            {t('footer.quickLinksHeading')}
          </h2>
          <ul>
            <li><FooterLink to="/">{t('nav.home')}</FooterLink></li>
            <li><FooterLink to="/about">{t('nav.about')}</FooterLink></li>
            <li><FooterLink to="/products">{t('nav.products')}</FooterLink></li>
            <li><FooterLink to="/contact">{t('nav.contact')}</FooterLink></li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="mb-3 font-semibold text-white">
            {t('footer.categoriesHeading')}
          </h2>
          <ul>
            <li><FooterLink to="/products?category=seeds">{t('categories.seeds')}</FooterLink></li>
            <li><FooterLink to="/products?category=equipment">{t('categories.equipment')}</FooterLink></li>
            {/* Fertilizers and pesticides have products since issue 16 (docs/product-rules.md 10); tools none yet. */}
            <li><FooterLink to="/products?category=fertilizers">{t('categories.fertilizers')}</FooterLink></li>
            <li><FooterLink to="/products?category=pesticides">{t('categories.pesticides')}</FooterLink></li>
            <li className="py-1">{t('categories.tools')}</li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="mb-3 font-semibold text-white">
            {t('footer.policiesHeading')}
          </h2>
          <ul>
            <li><FooterLink to="/terms">{t('footer.terms')}</FooterLink></li>
            <li><FooterLink to="/privacy-policy">{t('footer.privacy')}</FooterLink></li>
            <li><FooterLink to="/refund-policy">{t('footer.refund')}</FooterLink></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <LanguageSwitcher className={`${containerStyles} flex justify-center pt-3 text-stone-200`} linkClassName="hover:text-white" />
        <p className={`${containerStyles} pb-5 pt-2 text-center text-sm text-stone-400`}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
