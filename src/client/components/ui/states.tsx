import type { ReactNode } from 'react';
import type { ErrorParams } from '#shared/schemas/errors';
import { ERRORS_NAMESPACE, i18n, isWanted, loadEnglish, loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
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
 * code (errors:<code>) with the specifics the server sent as `params` (a product's name, a
 * count). A refused form's field messages, when the form could not show them at their fields.
 * The words load with the form code or at the first refusal; until they are there (a moment), a
 * general message shows.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, language } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiError)) return t('states.genericError');
    loadErrorTexts();
    return errorText(t, language, error);
  };
}

/** The refusals' words in the page's language, and in English (server messages are matched against them). */
export function loadErrorTexts(): void {
  void loadNamespaces(ERRORS_NAMESPACE);
  void loadEnglish(ERRORS_NAMESPACE, ...(isWanted(STAFF_NAMESPACE) ? [STAFF_NAMESPACE] : []));
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;

function errorText(t: TFunction, language: string, error: ApiError): string {
  if (error.code === 'validation_failed') {
    const field = Object.values(error.fields).map((message) => translateServerText(t, language, message)).find(Boolean);
    if (field) return field;
  }
  // A staff route the role's permissions lack (docs/product-rules.md 49): the admin area hides such
  // controls, so this is a role changed meanwhile; said so (staff texts), else the general refusal.
  const role = error.code === 'forbidden' && error.params.permission ? i18n.translate(ERRORS_NAMESPACE, 'forbidden_role', {}, language) : undefined;
  if (typeof role === 'string' && role !== 'forbidden_role') return role;
  const text = i18n.translate(ERRORS_NAMESPACE, error.code, { ...error.params }, language);
  if (typeof text !== 'string' || text === error.code) return t(error.code === 'network_error' ? 'states.networkError' : 'states.genericError');
  if (!PLACEHOLDER.test(text)) return text;
  // A server that did not send the specifics as params: they are in its English message.
  return translateServerText(t, language, error.message) ?? error.message;
}

/** Every English text of a catalogue branch, as [key, text]: common's validation.*, or the errors namespace. */
function englishTexts(ns: 'common' | typeof ERRORS_NAMESPACE): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') texts.push([key, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(ns === 'common' ? { validation: i18n.translate('common', 'validation', { returnObjects: true }, 'en') } : i18n.resources('en', ns), '');
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
 * the form code has added them) or a server error's (errors:*, whose English is the server's word
 * for word), with the values its placeholders stand for. Undefined for any other text, and until
 * the English texts have arrived (loadErrorTexts; the page re-renders then).
 */
export function translateServerText(t: TFunction, language: string, text: string): string | undefined {
  for (const ns of ['common', ERRORS_NAMESPACE] as const) {
    for (const [key, english] of englishTexts(ns)) {
      const params = matchTemplate(english, text);
      if (params) return ns === 'common' ? t(key, params) : String(i18n.translate(ns, key, params, language));
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
