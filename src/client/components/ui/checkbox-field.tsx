import { useId } from 'react';

/**
 * A box to tick with its label and a hint under it, the whole a large target for a thumb:
 * checkout's "save this address", "buying for a business" and "registered at this address".
 */
export function CheckboxField({ label, hint, checked, onChange, className = '' }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void; className?: string }) {
  const hintId = useId();
  return (
    <label className={`flex items-start gap-3 ${className}`}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-1 size-5 accent-brand-700" aria-describedby={hintId} />
      <span>
        <span className="block font-medium">{label}</span>
        <span id={hintId} className="text-sm text-stone-700">{hint}</span>
      </span>
    </label>
  );
}
