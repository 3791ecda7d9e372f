import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { inputStyles, labelStyles } from './styles.ts';

type Props = {
  label: string;
  /** The message under the field; marks it invalid for screen readers too. */
  error?: string;
  hint?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

/** A labelled input with its hint and error wired to it (react-hook-form's register spreads in). */
export function TextField({ label, error, hint, required, className = '', ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label} {required && <span aria-hidden="true" className="text-red-700">*</span>}
      </label>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputStyles}
        {...input}
      />
      {hint && <p id={hintId} className="mt-1 text-sm text-stone-600">{hint}</p>}
      {error && <p id={errorId} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
