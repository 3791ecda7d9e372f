import { useTranslation } from '#client/i18n/use-translation.ts';
import { containerStyles } from '#client/components/ui/styles.ts';
import { PrivacyNotice } from '#client/components/privacy-notice.tsx';
import { useSiteSettings } from '#client/lib/site-settings.ts';

interface LegalSection {
  /** 'grievance': the privacy policy's section that names the grievance officer. */
  id?: string;
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
          {s.id === 'grievance' && <GrievanceOfficerLine label={t('privacy.officer')} />}
        </section>
      ))}
    </article>
  );
}

/**
 * The grievance officer as the owner named him in Tax & Business (docs/product-rules.md 52), in the
 * privacy policy's contact section: nothing until named (the section points to the Contact page).
 */
function GrievanceOfficerLine({ label }: { label: string }) {
  const officer = useSiteSettings().data?.grievanceOfficer;
  if (!officer) return null;
  return (
    <p className="mt-3 leading-relaxed text-stone-800" data-testid="privacy-grievance-officer">
      <strong>{label}</strong> <span translate="no">{[officer.name, officer.designation].filter(Boolean).join(', ')}</span>
      {officer.phone && <>{' · '}<a href={`tel:${officer.phone.dial}`} className="text-brand-800 underline">{officer.phone.display}</a></>}
      {officer.email && <>{' · '}<a href={`mailto:${officer.email}`} className="break-all text-brand-800 underline">{officer.email}</a></>}
    </p>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const RefundPage = () => <LegalPage document="refund" />;
