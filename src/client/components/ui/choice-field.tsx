import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { labelStyles } from './styles.ts';

type Input = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { ref?: Ref<HTMLInputElement> };

/**
 * A short choice as radio buttons under a legend (SMS or WhatsApp, a language): each a large target
 * for a thumb, side by side where they fit. `input` (react-hook-form's register) goes on every radio.
 */
export function ChoiceField<V extends string>({
  legend,
  options,
  error,
  input,
  className = '',
}: {
  legend: string;
  options: ReadonlyArray<{ value: V; label: string; lang?: string }>;
  error?: string;
  input: Input;
  className?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className={labelStyles}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} lang={o.lang} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-400 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" value={o.value} className="size-5 accent-brand-700" {...input} />
            <span className="font-medium">{o.label}</span>
          </label>
        ))}
      </div>
      {error && <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
