import type { ReactNode } from 'react';
import type { ErrorParams } from '#shared/schemas/errors';
import { i18n } from '#client/i18n/index.ts';
import type { TFunction } from '#client/i18n/translator.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
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

/**
 * The message a person should read for a failed request, in the page's language: the text of its
 * code (common:errors.<code>) with the specifics the server sent as `params` (a product's name, a
 * count). A refused form's field messages, when the form could not show them at their fields.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => (error instanceof ApiError ? errorText(t, error) : t('states.genericError'));
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;

function errorText(t: TFunction, error: ApiError): string {
  if (error.code === 'validation_failed') {
    const field = Object.values(error.fields).map((message) => translateServerText(t, message)).find(Boolean);
    if (field) return field;
  }
  const key = `errors.${error.code}`;
  const text = t(key, error.params);
  if (text === key) return t('states.genericError');
  if (!PLACEHOLDER.test(text)) return text;
  // A server that did not send the specifics as params: they are in its English message.
  return translateServerText(t, error.message) ?? error.message;
}

/** Every English text under common:`branch`, as [key, text]. */
function englishTexts(branch: 'validation' | 'errors'): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') texts.push([key, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${key}.${k}`);
  };
  const tree = i18n.translate('common', branch, { returnObjects: true }, 'en');
  if (tree && typeof tree === 'object') walk(tree, branch);
  return texts;
}

/** The values of `template`'s placeholders in `text`, when `text` is that template filled in. */
function matchTemplate(template: string, text: string): ErrorParams | undefined {
  if (!PLACEHOLDER.test(template)) return template === text ? {} : undefined;
  // split() with a group: literal, name, literal, name, ..., literal.
  const parts = template.split(new RegExp(PLACEHOLDER.source));
  const pattern = parts.map((part, i) => (i % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  const found = new RegExp(`^${pattern}$`, 's').exec(text);
  return found ? Object.fromEntries(parts.filter((_, i) => i % 2).map((name, i) => [name, found[i + 1]!])) : undefined;
}

/**
 * A text the server wrote in English (a field's message, an error's message) in the page's
 * language, when it is a text of the English catalogue: a validation message (validation.*, once
 * the form code has added them) or a server error's (errors.*, whose English is the server's word
 * for word), with the values its placeholders stand for. Undefined for any other text.
 */
export function translateServerText(t: TFunction, text: string): string | undefined {
  for (const branch of ['validation', 'errors'] as const) {
    for (const [key, english] of englishTexts(branch)) {
      const params = matchTemplate(english, text);
      if (params) return t(key, params);
    }
  }
  return undefined;
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
