import { useState } from 'react';
import type { CodPincodeRule } from '#shared/schemas/delivery';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';

/**
 * Pincodes whose cash on delivery differs from their area's: refused in one village of an area
 * that takes cash, or allowed in one town of an area that does not. The rule is the simple one
 * the schema states: a pincode listed here follows its line, any other its area.
 */
export function CodPincodesEditor({ rules, errors, onChange }: { rules: CodPincodeRule[]; errors: Record<string, string>; onChange: (rules: CodPincodeRule[]) => void }) {
  const { t } = useTranslation('admin-delivery');
  const fieldError = useFieldError();
  const [pincode, setPincode] = useState('');
  const [cod, setCod] = useState<'refuse' | 'allow'>('refuse');
  const wellFormed = /^[0-9]{6}$/.test(pincode.trim());
  const listed = rules.some((r) => r.pincode === pincode.trim());

  const add = () => {
    if (!wellFormed || listed) return;
    onChange([...rules, { pincode: pincode.trim(), cod: cod === 'allow' }].sort((a, b) => a.pincode.localeCompare(b.pincode)));
    setPincode('');
  };

  return (
    <section aria-labelledby="delivery-cod-pincodes" className={cardStyles}>
      <h2 id="delivery-cod-pincodes" className="text-lg font-semibold text-stone-900">{t('cod.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-700">{t('cod.description')}</p>
      {rules.length === 0 ? (
        <p className="mb-4 text-stone-700">{t('cod.empty')}</p>
      ) : (
        <ul className="mb-4 divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label={t('cod.list')}>
          {rules.map((rule, i) => {
            const error = fieldError(errors[`codPincodes.${i}.pincode`]);
            return (
              <li key={rule.pincode} className="flex flex-wrap items-center justify-between gap-3 p-2" data-testid="cod-pincode">
                <span>
                  <span className="font-mono">{rule.pincode}</span>
                  {error && <span className="block text-sm text-red-700">{error}</span>}
                </span>
                <span className="flex items-center gap-2">
                  <select
                    className="min-h-11 rounded-lg border border-stone-400 bg-white px-2"
                    aria-label={t('cod.ruleFor', { pincode: rule.pincode })}
                    value={rule.cod ? 'allow' : 'refuse'}
                    onChange={(e) => onChange(rules.map((r, j) => (j === i ? { ...r, cod: e.target.value === 'allow' } : r)))}
                  >
                    <option value="refuse">{t('cod.refuse')}</option>
                    <option value="allow">{t('cod.allow')}</option>
                  </select>
                  <button type="button" className="min-h-11 rounded-lg px-3 font-medium text-red-700 hover:bg-red-50" aria-label={t('cod.removePincode', { pincode: rule.pincode })} onClick={() => onChange(rules.filter((_, j) => j !== i))}>
                    {t('cod.remove')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <fieldset className="grid items-end gap-3 rounded-lg border border-stone-200 p-4 md:grid-cols-[1fr_1fr_auto]">
        <legend className="px-1 font-medium">{t('cod.addTitle')}</legend>
        <TextField label={t('cod.pincode')} inputMode="numeric" maxLength={6} autoComplete="off" value={pincode} onChange={(e) => setPincode(e.target.value)} error={pincode.trim() && !wellFormed ? fieldError('pincode') : undefined} />
        <SelectField label={t('cod.rule')} value={cod} onChange={(e) => setCod(e.target.value as 'refuse' | 'allow')}>
          <option value="refuse">{t('cod.refuse')}</option>
          <option value="allow">{t('cod.allow')}</option>
        </SelectField>
        <button type="button" className={buttonStyles.secondary} disabled={!wellFormed || listed} onClick={add}>{listed ? t('cod.listed') : t('cod.add')}</button>
      </fieldset>
    </section>
  );
}
