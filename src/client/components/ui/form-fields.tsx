import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputStyles, labelStyles } from './styles.ts';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** Label, hint and error around one control, wired for screen readers (aria-describedby, aria-invalid). */
export function Labelled({ label, error, hint, required, className, control }: FieldProps & { control: (aria: Record<string, unknown>) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label} {required && <span aria-hidden="true" className="text-red-700">*</span>}
      </label>
      {control({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && <p id={hintId} className="mt-1 text-sm text-stone-600">{hint}</p>}
      {error && <p id={errorId} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

export function TextAreaField({ label, error, hint, required, className, ...textarea }: FieldProps & { ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'className'>) {
  return (
    <Labelled label={label} error={error} hint={hint} required={required} className={className} control={(aria) => <textarea {...aria} className={inputStyles} {...textarea} />} />
  );
}

export function SelectField({ label, error, hint, required, className, children, ...select }: FieldProps & { ref?: Ref<HTMLSelectElement>; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'className'>) {
  return (
    <Labelled label={label} error={error} hint={hint} required={required} className={className} control={(aria) => <select {...aria} className={inputStyles} {...select}>{children}</select>} />
  );
}
