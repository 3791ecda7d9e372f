import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { INDIAN_STATES_AND_UTS } from '#shared/india';
import { LICENCE_KINDS, type LicenceKind } from '#shared/seeds';
import { VendorLicenceForm, type VendorLicence, type VendorLicenceFormValues, type VendorLicenceInput, type VendorLicences } from '#shared/schemas/seed-lots';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { useVendorLicences } from '#client/features/vendor-portal/api/get-licences.ts';
import { useSaveLicence } from '#client/features/vendor-portal/api/save-licence.ts';
import { vendorCard } from './vendor-layout.ts';
import { useReveal } from '#client/lib/use-reveal.ts';

type Values = VendorLicenceFormValues;
const FIELDS: Array<keyof Values> = ['number', 'issuingState', 'validUntil'];

/** One licence: what is on record (expired flagged) and the form to enter or renew it. */
function LicenceForm({ kind, current, needed }: { kind: LicenceKind; current?: VendorLicence; needed: boolean }) {
  const { t } = useTranslation('vendor-seeds');
  const { day } = useDateFormat();
  const stateName = useStateName();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSaveLicence();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const noteRef = useReveal<HTMLParagraphElement>(note);
  const form = useForm<Values, unknown, VendorLicenceInput>({
    resolver: zodResolver(VendorLicenceForm),
    defaultValues: { number: current?.number ?? '', issuingState: current?.issuingState ?? '', validUntil: current?.validUntil ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setNote(null);
    try {
      await save.mutateAsync({ kind, input });
      setNote({ ok: true, text: t('seeds.licences.saved') });
    } catch (err) {
      if (err instanceof ApiError) for (const [f, m] of Object.entries(err.fields)) if (FIELDS.includes(f as keyof Values)) form.setError(f as keyof Values, { message: m });
      setNote({ ok: false, text: errorMessage(err) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-lg border border-stone-200 p-4" data-testid={`licence-${kind}`}>
      <h3 className="font-semibold text-stone-900">
        {t(`seeds.licences.kinds.${kind}`)}
        {needed && !current && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t('seeds.licences.needed')}</span>}
      </h3>
      {current && (
        <p className={current.expired ? 'text-red-800' : 'text-stone-700'}>
          {current.expired
            ? t('seeds.licences.expiredOn', { date: day(current.validUntil) })
            : t('seeds.licences.validUntil', { number: current.number, state: stateName(current.issuingState), date: day(current.validUntil) })}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('seeds.licences.number')} maxLength={100} autoComplete="off" error={fieldError(errors.number?.message)} {...form.register('number')} />
        <SelectField label={t('seeds.licences.state')} error={fieldError(errors.issuingState?.message)} {...form.register('issuingState')}>
          <option value="">{t('seeds.licences.chooseState')}</option>
          {INDIAN_STATES_AND_UTS.map((s) => <option key={s} value={s}>{stateName(s)}</option>)}
        </SelectField>
        <TextField label={t('seeds.licences.validUntilLabel')} type="date" error={fieldError(errors.validUntil?.message)} {...form.register('validUntil')} />
      </div>
      {note && <p ref={noteRef} tabIndex={-1} role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-brand-900' : 'text-red-800'}>{note.text}</p>}
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting}>{current ? t('seeds.licences.renew') : t('seeds.licences.save')}</button>
    </form>
  );
}

/**
 * Settings -> Licences (docs/product-rules.md 28): the seed dealer licence, insecticide
 * licence and fertiliser authorisation the vendor's listings need, each with its number, issuing
 * state and validity. A listing needing one is in the shop only while it is valid.
 */
export function LicencesCard() {
  const { t } = useTranslation('vendor-seeds');
  const licences = useVendorLicences();
  return (
    <section className={vendorCard} aria-labelledby="vendor-licences-title">
      <h2 id="vendor-licences-title" className="text-lg font-semibold">{t('seeds.licences.title')}</h2>
      <p className="mt-1 mb-4 text-stone-700">{t('seeds.licences.intro')}</p>
      {licences.isPending && <LoadingState />}
      {licences.isError && <ErrorState error={licences.error} onRetry={() => void licences.refetch()} />}
      {licences.data && (
        <div className="space-y-4">
          {LICENCE_KINDS.map((kind) => (
            // Keyed by kind only: a save keeps the form (and its "Licence saved.") on screen.
            <LicenceForm key={kind} kind={kind} current={licences.data.items.find((l) => l.kind === kind)} needed={licences.data.needed.includes(kind)} />
          ))}
        </div>
      )}
    </section>
  );
}
