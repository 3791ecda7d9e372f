import { z } from 'zod';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatRate } from '#shared/gst';
import { GST_RATES_BP, type AdminHsnCode } from '#shared/schemas/gst';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** A rate arrives from a <select> as text. */
export const rateText = z.string().transform(Number);

/** An HSN code chosen from the table, each named with its goods and its rate today. */
export function CodeSelect({ codes, error, field }: { codes: AdminHsnCode[]; error?: string; field: UseFormRegisterReturn }) {
  const { t } = useTranslation('admin-tax');
  return (
    <SelectField label={t('rate.code')} required error={error} {...field}>
      <option value="">{t('rate.chooseCode')}</option>
      {codes.map((h) => <option key={h.code} value={h.code}>{`${h.code} · ${h.description} · ${formatRate(h.rateBp)}`}</option>)}
    </SelectField>
  );
}

/** The rate (one of the legal GST rates) and the date it applies from, side by side. */
export function RateAndDateFields({ rate, from, rateError, fromError }: { rate: UseFormRegisterReturn; from: UseFormRegisterReturn; rateError?: string; fromError?: string }) {
  const { t } = useTranslation('admin-tax');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={t('rate.rate')} required error={rateError} {...rate}>
        {GST_RATES_BP.map((bp) => <option key={bp} value={String(bp)}>{formatRate(bp)}</option>)}
      </SelectField>
      <TextField label={t('rate.from')} type="date" required error={fromError} {...from} />
    </div>
  );
}
