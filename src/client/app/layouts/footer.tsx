import { lazy, Suspense } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, type LinkProps } from '#client/lib/router.tsx';
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

// The contact details follow the first paint (they are in the server's HTML already): their
// query and markup stay out of every page's first-load budget.
const FooterContacts = lazy(() => import('./footer-contacts.tsx').then((m) => ({ default: m.FooterContacts })));
// One element for every render, as the late footer itself (public-layout.tsx).
const lateContacts = (
  <Suspense fallback={null}>
    <FooterContacts />
  </Suspense>
);

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
          {lateContacts}
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 font-semibold text-white">
            {t('footer.quickLinksHeading')}
          </h2>
          <ul>
            <li><FooterLink to="/">{t('nav.home')}</FooterLink></li>
            <li><FooterLink to="/about">{t('nav.about')}</FooterLink></li>
            <li><FooterLink to="/products">{t('nav.products')}</FooterLink></li>
            {/* What a crop needs at each stage (docs/product-rules.md 39). */}
            <li><FooterLink to="/crops">{t('nav.crops')}</FooterLink></li>
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
            {/* Fertilizers and pesticides have products (the seeded NPK fertiliser and neem-oil bio-pesticide, docs/product-rules.md 10); tools none yet. */}
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
