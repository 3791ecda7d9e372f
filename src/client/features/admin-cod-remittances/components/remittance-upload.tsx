import { useState, type FormEvent } from 'react';
import { MAX_REMITTANCE_CSV_CHARS, type AdminCodRemittanceDetail } from '#shared/schemas/cod-remittances';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useImportCodRemittance } from '#client/features/admin-cod-remittances/api/cod-remittances.ts';

/**
 * The courier's remittance statement uploaded (docs/product-rules.md 60): the CSV file chosen is
 * read as text in the browser and sent whole; the server matches it and answers its lines. An
 * unreadable row is named in the page's language; nothing of such a file is imported.
 */
export function RemittanceUpload({ onImported }: { onImported: (detail: AdminCodRemittanceDetail) => void }) {
  const { t } = useTranslation('admin-cod-remittances');
  const errorMessage = useErrorMessage();
  const upload = useImportCodRemittance();
  const [file, setFile] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const refusal = (error: unknown) =>
    hasErrorCode(error, 'remittance_file_invalid') && typeof error.params.problem === 'string'
      ? t('fileProblem', { row: error.params.row, problem: t(`problems.${error.params.problem}`) })
      : errorMessage(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setNotice({ kind: 'error', text: t('chooseFile') });
    // Checked here as well as on the server: a file far too big is not read into the page at all.
    if (file.size > MAX_REMITTANCE_CSV_CHARS * 4) return setNotice({ kind: 'error', text: t('tooLarge') });
    setNotice(null);
    try {
      const detail = await upload.mutateAsync(await file.text());
      setNotice({ kind: 'ok', text: t('imported', { reference: detail.remittance.reference, matched: detail.remittance.matchedCount, differences: detail.remittance.differenceCount }) });
      onImported(detail);
    } catch (error) {
      setNotice({ kind: 'error', text: refusal(error) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={`${cardStyles} mb-6`} aria-labelledby="remittance-upload">
      <h2 id="remittance-upload" className="mb-2 text-lg font-semibold text-stone-900">{t('upload.title')}</h2>
      <p className="mb-4 text-sm text-stone-700">{t('upload.hint')}</p>
      <NoticeBanner notice={notice} />
      <label htmlFor="remittance-file" className={labelStyles}>{t('upload.file')}</label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input id="remittance-file" type="file" accept=".csv,text/csv" className="min-w-0 text-sm" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <button type="submit" className={buttonStyles.primary} disabled={upload.isPending}>{upload.isPending ? t('upload.sending') : t('upload.submit')}</button>
      </div>
    </form>
  );
}
