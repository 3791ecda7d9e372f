import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link } from '#client/lib/router.tsx';

interface NoticeItem {
  what: string;
  why: string;
  howLong: string;
}

/**
 * "What we keep, why, and for how long" (docs/product-rules.md 37; the DPDP Act's itemised
 * notice): shown at sign-up (namespace `privacy`, with a link to the policy) and on the privacy
 * policy page (`legal-privacy`, under `privacy.notice`). Each period is what the shop's code does.
 */
export function PrivacyNotice({ ns, prefix, withPolicyLink = false }: { ns: string; prefix: string; withPolicyLink?: boolean }) {
  const { t } = useTranslation(ns);
  const items = t(`${prefix}.items`, { returnObjects: true }) as NoticeItem[];
  return (
    <section aria-labelledby="privacy-notice-title" className="rounded-lg bg-stone-50 p-4 text-sm text-stone-800">
      <h2 id="privacy-notice-title" className="font-semibold text-brand-900">{t(`${prefix}.title`)}</h2>
      <ul className="mt-2 list-disc space-y-2 pl-5">
        {items.map((item) => (
          <li key={item.what}>
            <strong>{item.what}</strong>: {item.why} {item.howLong}
          </li>
        ))}
      </ul>
      <p className="mt-2">{t(`${prefix}.rights`)}</p>
      {withPolicyLink && (
        <p className="mt-2">
          <Link to="/privacy-policy" className="font-semibold text-brand-800 underline">{t(`${prefix}.policy`)}</Link>
        </p>
      )}
    </section>
  );
}
