import { useId } from 'react';
import { labelStyles } from '#client/components/ui/styles.ts';

const stepButton = 'size-11 shrink-0 rounded-lg border border-stone-300 bg-white text-xl font-bold hover:bg-stone-100 disabled:opacity-40';

/** The whole number `text` stands for, within 1..max (blank or nonsense: 1). */
export const clampQuantity = (text: string, max: number) => Math.min(max, Math.max(1, Math.trunc(Number(text)) || 1));

/**
 * − / number / + for how many to add (docs/product-rules.md 34). The number box takes typing (and posts as
 * `quantity` without JavaScript, the browser holding it to min and max); the buttons and the
 * arrow, Home and End keys step it within 1..max. `value` is the text as typed, so the box can
 * be emptied on the way to a new number; it settles to a valid one when it loses focus.
 */
export function QuantityPicker({ value, onChange, max, label, lessLabel, moreLabel }: {
  value: string;
  onChange: (value: string) => void;
  max: number;
  label: string;
  lessLabel: string;
  moreLabel: string;
}) {
  const id = useId();
  const n = clampQuantity(value, max);
  const set = (next: number) => onChange(String(Math.min(max, Math.max(1, next))));
  const keys: Record<string, number> = { ArrowUp: n + 1, ArrowDown: n - 1, Home: 1, End: max };
  return (
    <div className="shrink-0">
      <label htmlFor={id} className={`${labelStyles} max-sm:sr-only`}>{label}</label>
      <div className="flex items-center gap-1">
        <button type="button" className={stepButton} aria-label={lessLabel} disabled={n <= 1} onClick={() => set(n - 1)}>−</button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          value={value}
          className="h-11 w-16 rounded-lg border border-stone-400 text-center text-lg font-semibold focus:border-brand-700"
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => set(n)}
          onKeyDown={(e) => {
            if (!(e.key in keys)) return;
            e.preventDefault();
            set(keys[e.key]!);
          }}
        />
        <button type="button" className={stepButton} aria-label={moreLabel} disabled={n >= max} onClick={() => set(n + 1)}>+</button>
      </div>
    </div>
  );
}
