import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#client/i18n/use-translation.ts';
import '#client/i18n/validation-texts.ts';
import { ApiError } from './api-client.ts';

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
