import '#client/i18n/on-demand/complaints.ts';
import { useId, useState, type FormEvent } from 'react';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles, labelStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useLookupComplaint } from '../api/complaints.ts';
import { ComplaintList } from './complaint-list.tsx';

/**
 * My complaints for a visitor (docs/product-rules.md 54): a customer not signed in finds his
 * complaint by its number and the mobile or e-mail he gave, with its status and every answer.
 */
export function TrackComplaint() {
  const { t } = useTranslation('complaints');
  const errorMessage = useErrorMessage();
  const lookup = useLookupComplaint();
  const id = useId();
  const [number, setNumber] = useState('');
  const [contact, setContact] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (number.trim() && contact.trim()) lookup.mutate({ number, contact });
  };
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-stone-900">{t('track.title')}</h2>
      <p className="text-stone-700">{t('track.intro')}</p>
      <form className="space-y-3 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" onSubmit={submit}>
        <div>
          <label htmlFor={`${id}-number`} className={labelStyles}>{t('track.number')}</label>
          <input id={`${id}-number`} required maxLength={20} className={inputStyles} value={number} onChange={(e) => setNumber(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className={labelStyles}>{t('track.contact')}</label>
          <input id={`${id}-contact`} required maxLength={254} autoComplete="tel" className={inputStyles} value={contact} onChange={(e) => setContact(e.target.value)} />
        </div>
        {lookup.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{hasErrorCode(lookup.error, 'not_found') ? t('track.notFound') : errorMessage(lookup.error)}</p>}
        <button type="submit" className={buttonStyles.primary} disabled={lookup.isPending}>{lookup.isPending ? t('track.finding') : t('track.find')}</button>
      </form>
      {lookup.data && <ComplaintList items={[lookup.data]} />}
    </div>
  );
}
