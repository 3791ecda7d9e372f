import '#client/i18n/on-demand/privacy.ts';
import '#client/i18n/on-demand/mobile-sign-in.ts';
import { useId, useState } from 'react';
import type { Profile } from '#shared/schemas/auth';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useLogout } from '#client/lib/logout.ts';
import { useNavigate } from '#client/lib/router.tsx';
import { isClientError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSetMarketing } from '#client/features/account/api/set-marketing.ts';
import { useDownloadMyData } from '#client/features/account/api/download-my-data.ts';
import { useDeleteAccount, useRequestDeleteCode } from '#client/features/account/api/delete-account.ts';

const card = 'space-y-3 rounded-xl border border-stone-200 p-4';
const dangerStyle = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** Offers and crop tips, yes or no: withdrawn as easily as given (docs/product-rules.md 37). */
export function MarketingForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('privacy');
  const errorMessage = useErrorMessage();
  const save = useSetMarketing();
  const [optIn, setOptIn] = useState(profile.marketingOptIn);
  const [ok, setOk] = useState<string | null>(null);
  return (
    <form
      className={card}
      onSubmit={(event) => {
        event.preventDefault();
        setOk(null);
        save.mutate({ optIn }, { onSuccess: (saved) => setOk(t(saved.marketingOptIn ? 'marketing.saved' : 'marketing.savedOff')) });
      }}
    >
      <h2 className="text-lg font-semibold">{t('marketing.title')}</h2>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-5 accent-brand-700" checked={optIn} onChange={(e) => (setOptIn(e.target.checked), setOk(null))} />
        <span>{t('marketing.label')}</span>
      </label>
      <p className="text-sm text-stone-600">{t('marketing.help')}</p>
      {save.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(save.error)}</p>}
      {ok && <p role="status" className="rounded-lg bg-brand-50 p-3 text-brand-900">{ok}</p>}
      <button type="submit" className={buttonStyles.secondary} disabled={save.isPending}>
        {save.isPending ? t('marketing.saving') : t('marketing.save')}
      </button>
    </form>
  );
}

/** A copy of everything the shop keeps of the account, as a JSON file. */
export function DownloadMyData() {
  const { t } = useTranslation('privacy');
  const errorMessage = useErrorMessage();
  const download = useDownloadMyData();
  return (
    <section className={card}>
      <h2 className="text-lg font-semibold">{t('myData.title')}</h2>
      <p className="text-stone-700">{t('myData.text')}</p>
      {download.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(download.error)}</p>}
      <button type="button" className={buttonStyles.secondary} disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? t('myData.downloading') : t('myData.button')}
      </button>
    </section>
  );
}

/**
 * Deleting the account: what is erased and what the shop keeps 72 months for GST law, then the
 * code sent to the account's mobile (or its password, for an e-mail account), then signed out to
 * the home page, which says the account is gone. The server checks all of it again.
 */
export function DeleteAccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('privacy');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const titleId = useId();
  const sendCode = useRequestDeleteCode();
  const remove = useDeleteAccount();
  const logout = useLogout();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState('');
  const byCode = profile.mobile !== null;
  const error = remove.error ?? sendCode.error;
  const fieldMessage = isClientError(remove.error) ? (remove.error.fields[byCode ? 'code' : 'currentPassword'] ?? undefined) : undefined;

  const confirm = () =>
    remove.mutate(byCode ? { code: secret.trim() } : { currentPassword: secret }, {
      onSuccess: () => void logout(() => navigate('/', { replace: true, state: { accountDeleted: true } })),
    });

  if (!asking) {
    return (
      <section className="space-y-3 rounded-xl border border-red-300 p-4">
        <h2 className="text-lg font-semibold text-red-900">{t('delete.title')}</h2>
        <p className="text-stone-700">{t('delete.text')}</p>
        <button type="button" className={dangerStyle} onClick={() => setAsking(true)}>{t('delete.start')}</button>
      </section>
    );
  }
  return (
    <section role="alertdialog" aria-labelledby={titleId} className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4">
      <h2 id={titleId} className="text-lg font-semibold text-red-900">{t('delete.confirmTitle')}</h2>
      <p className="text-stone-800">{t('delete.erased')}</p>
      <p className="text-stone-800">{t('delete.kept')}</p>
      <p className="text-stone-800">{byCode ? t('delete.codeIntro', { mobile: profile.mobile }) : t('delete.passwordIntro')}</p>
      {byCode && !sendCode.data && (
        <button type="button" className={buttonStyles.secondary} disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
          {sendCode.isPending ? t('delete.sending') : t('delete.sendCode')}
        </button>
      )}
      {sendCode.data && <p role="status" className="text-brand-900">{t('delete.codeSent', { to: sendCode.data.to })}</p>}
      {(!byCode || sendCode.data) && (
        <TextField
          label={byCode ? t('delete.code') : t('delete.password')}
          type={byCode ? 'text' : 'password'}
          inputMode={byCode ? 'numeric' : undefined}
          autoComplete={byCode ? 'one-time-code' : 'current-password'}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          error={fieldError(fieldMessage)}
        />
      )}
      {error && !fieldMessage && <p role="alert" className="font-medium text-red-800">{errorMessage(error)}</p>}
      <div className="flex flex-wrap gap-3">
        {(!byCode || sendCode.data) && (
          <button type="button" className={dangerStyle} disabled={remove.isPending || secret.trim() === ''} onClick={confirm}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </button>
        )}
        <button type="button" className={buttonStyles.secondary} disabled={remove.isPending} onClick={() => (setAsking(false), setSecret(''), remove.reset(), sendCode.reset())} autoFocus>
          {t('delete.keep')}
        </button>
      </div>
    </section>
  );
}
