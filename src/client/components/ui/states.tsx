import type { ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode, isClientError } from '#client/lib/api-client.ts';
import { RefreshIcon } from './icons.tsx';
import { buttonStyles } from './styles.ts';

/** A calm loading placeholder; screen readers hear "Loading...". */
export function LoadingState({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-12 text-stone-600 ${className}`}>
      <span className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span>{label ?? t('states.loading')}</span>
    </div>
  );
}

/** The message a person should read for a failed request: offline and server errors differ. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (hasErrorCode(error, 'network_error')) return t('states.networkError');
    if (isClientError(error)) return error.message;
    return t('states.genericError');
  };
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage()(error);
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{t('states.errorTitle')}</p>
      <p className="mt-1 text-red-800">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${buttonStyles.secondary} mt-4`}>
          <RefreshIcon className="size-4" />
          {t('states.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-lg text-stone-700">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
