import type { ReactNode } from 'react';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** One form of the Tax page in its card: heading, what it is for, fields, the outcome and its Save button. */
export function FormCard({
  id,
  title,
  description,
  notice,
  saving,
  saveLabel,
  onSubmit,
  onChange,
  before,
  children,
}: {
  id: string;
  title: string;
  description: string;
  notice: Notice | null;
  saving: boolean;
  saveLabel: string;
  onSubmit: () => void;
  onChange: () => void;
  /** Shown between the description and the form (a warning). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-tax');
  return (
    <section aria-labelledby={id} className={cardStyles}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">{title}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{description}</p>
      {before}
      <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        {children}
        <NoticeBanner notice={notice} />
        <button type="submit" className={buttonStyles.primary} disabled={saving}>{saving ? t('saving') : saveLabel}</button>
      </form>
    </section>
  );
}
