import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { Notice } from '#client/components/ui/notice-banner.tsx';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * A form of the Tax page: checked with the shared schema, sent with `save`; the server's field
 * messages land on their fields, and a notice says what happened.
 */
export function useAdminForm<In extends FieldValues, Out>({
  schema,
  defaults,
  save,
  saved,
}: {
  schema: z.ZodType<Out, In>;
  defaults: In;
  save: (values: Out) => Promise<unknown>;
  /** The notice after a save. */
  saved: string;
}) {
  const { t } = useTranslation('admin-tax');
  const errorMessage = useErrorMessage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues: defaults as DefaultValues<In> });
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await save(values);
      setNotice({ kind: 'ok', text: saved });
    } catch (err) {
      let placed = false;
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fields)) {
          form.setError(field as Path<In>, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      setNotice({ kind: 'error', text: placed ? t('fixFields') : errorMessage(err) });
    }
  });
  return { form, notice, onSubmit, clearNotice: () => setNotice(null) };
}
