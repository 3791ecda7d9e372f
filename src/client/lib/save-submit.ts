import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from './form-errors.ts';

/**
 * A settings form's submit: saves the values with `save`, then `saved` says so (until the next
 * submit or `setSaved(false)`); a refusal puts the server's per-field messages on `fields`, and the
 * form says any other itself (the mutation's error). A module of its own: form-errors.ts is in
 * pages' first loads, this only in the forms' chunks.
 */
export function useSaveSubmit<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, save: (values: O) => Promise<unknown>, fields: readonly string[]) {
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await save(values);
      setSaved(true);
    } catch (err) {
      applyServerFieldErrors(form, err, fields);
    }
  });
  return { saved, setSaved, onSubmit };
}
