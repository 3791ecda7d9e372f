import { Link } from '#client/lib/router.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { buttonStyles } from './styles.ts';

/**
 * Previous / Next through a list's pages. With `hrefFor` the steps are links to the page's
 * address, so they also work without JavaScript (the storefront, docs/decisions/0016); admin
 * lists keep buttons.
 */
export function Pagination({ page, pageCount, onChange, hrefFor }: { page: number; pageCount: number; onChange: (page: number) => void; hrefFor?: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const step = (to: number, label: string, enabled: boolean) =>
    hrefFor && enabled ? (
      <Link to={hrefFor(to)} className={buttonStyles.secondary} onClick={() => onChange(to)}>
        {label}
      </Link>
    ) : (
      <button type="button" className={buttonStyles.secondary} disabled={!enabled} onClick={() => onChange(to)}>
        {label}
      </button>
    );
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-3">
      {step(page - 1, t('pagination.previous'), page > 1)}
      <span className="text-stone-700">{t('pagination.pageOf', { page, pageCount })}</span>
      {step(page + 1, t('pagination.next'), page < pageCount)}
    </nav>
  );
}
