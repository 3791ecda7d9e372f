import { z } from 'zod';
import { AdminBankTransfer, type AdminPaymentSettings } from '#shared/schemas/payment-settings';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { ActiveCheckbox, SectionCard, useSectionForm } from './section-form.tsx';

const BankSection = z.object({ bank: AdminBankTransfer });

const toValues = ({ bank }: AdminPaymentSettings) => ({
  bank: {
    bankName: bank.bankName ?? '',
    accountHolderName: bank.accountHolderName ?? '',
    accountNumber: bank.accountNumber ?? '',
    ifscCode: bank.ifscCode ?? '',
    isActive: bank.isActive,
  },
});

/** The account bank-transfer orders are paid to; customers see it once their order is placed. */
export function BankForm({ settings }: { settings: AdminPaymentSettings }) {
  const { t } = useTranslation('admin-payments');
  const fieldError = useFieldError();
  const { form, card } = useSectionForm({ section: 'bank', schema: BankSection, settings, toValues });
  const errors = form.formState.errors.bank;
  return (
    <SectionCard {...card}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('bank.bankName')} required maxLength={100} autoComplete="off" error={fieldError(errors?.bankName?.message)} {...form.register('bank.bankName')} />
        <TextField label={t('bank.accountHolderName')} required maxLength={100} autoComplete="off" error={fieldError(errors?.accountHolderName?.message)} {...form.register('bank.accountHolderName')} />
        <TextField label={t('bank.accountNumber')} required inputMode="numeric" maxLength={24} autoComplete="off" hint={t('bank.accountNumberHint')} error={fieldError(errors?.accountNumber?.message)} {...form.register('bank.accountNumber')} />
        <TextField label={t('bank.ifscCode')} required maxLength={11} autoComplete="off" spellCheck={false} className="[&_input]:uppercase" hint={t('bank.ifscHint')} error={fieldError(errors?.ifscCode?.message)} {...form.register('bank.ifscCode')} />
      </div>
      <ActiveCheckbox label={t('bank.active')} error={fieldError(errors?.isActive?.message)} {...form.register('bank.isActive')} />
    </SectionCard>
  );
}
