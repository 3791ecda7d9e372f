import { useTranslation } from '#client/i18n/use-translation.ts';
import { containerStyles } from '#client/components/ui/styles.ts';
import { PrivacyNotice } from '#client/components/privacy-notice.tsx';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export type LegalDocument = 'terms' | 'privacy' | 'refund';

/**
 * Terms, Privacy Policy and Refund Policy: one layout, each document's texts a namespace of its
 * own (legal-terms, legal-privacy, legal-refund), so a page loads only its document.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation(`legal-${document}`);
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <article className={`${containerStyles} max-w-3xl py-12`}>
      <h1 className="text-3xl font-bold sm:text-4xl">{t(`${document}.title`)}</h1>
      <p className="mt-2 text-sm text-stone-600">{t(`${document}.lastUpdated`)}</p>
      <p className="mt-6 text-lg leading-relaxed text-stone-800">{t(`${document}.intro`)}</p>
      {/* The itemised list the sign-up shows too (docs/product-rules.md 37). */}
      {document === 'privacy' && (
        <div className="mt-8">
          <PrivacyNotice ns="legal-privacy" prefix="privacy.notice" />
        </div>
      )}
      {sections.map((s, i) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-brand-900">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-stone-800">{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const RefundPage = () => <LegalPage document="refund" />;
