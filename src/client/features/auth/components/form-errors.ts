import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import '../../../i18n/validation-texts.ts';

/** Translates a schema message key (validation.*), leaving server texts as they are. */
export function useFieldError() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? t(`validation.${message}`, { defaultValue: message }) : undefined);
}

/** Puts a server's per-field messages on the form's fields; true when any field took one. */
export function applyServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, err: unknown, fields: readonly string[]): boolean {
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

/** A path inside the shop to return to after signing in; anything else is ignored (no open redirect). */
export function safeReturnTo(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}
