import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isWanted, loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/validation-texts.ts';
import { loadErrorTexts, translateServerText } from '#client/components/ui/states.tsx';
import { ApiError } from './api-client.ts';

// The form code is here: the refusals' words come with it, after the page's first paint.
loadErrorTexts();

/**
 * A field's message in the page's language: a schema key (validation.*, the browser's own check) or
 * a server's message. The server keeps sending English (its API, for every client); each of its
 * field texts is word for word an English catalogue text (validation.*, or errors:* such as
 * email_taken's and stock_changed's), so it is looked up by its English, values included (a stock).
 * Looked up when shown, so forms that copy err.fields onto their fields get it too. Unknown texts
 * stay as sent (tests/api/error-params.test.ts checks the server's are known).
 */
export function useFieldError() {
  const { t, language } = useTranslation();
  loadStaffFormTexts();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = `validation.${message}`;
    const text = t(key);
    return text !== key ? text : (translateServerText(t, language, message) ?? message);
  };
}

let staffFormTexts = false;
/**
 * The staff's form messages in another language (staff-validation, joining common's validation)
 * come with the first form of the admin area or the vendor portal, not with their first paint.
 */
function loadStaffFormTexts(): void {
  if (staffFormTexts || !isWanted(STAFF_NAMESPACE)) return;
  staffFormTexts = true;
  void loadNamespaces('staff-validation');
}

/** Puts a server's per-field messages on the form's fields (useFieldError shows them); true when any field took one. */
export function applyServerFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, err: unknown, fields: readonly string[]): boolean {
  if (!(err instanceof ApiError)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (fields.includes(field)) {
      form.setError(field as Path<T>, { message });
      applied = true;
    }
  }
  return applied;
}
