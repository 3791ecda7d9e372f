import { useTranslation } from '#client/i18n/use-translation.ts';
import { buttonStyles } from './styles.ts';

export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-3">
      <button type="button" className={buttonStyles.secondary} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </button>
      <span className="text-stone-700">{t('pagination.pageOf', { page, pageCount })}</span>
      <button type="button" className={buttonStyles.secondary} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
