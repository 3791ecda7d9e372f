import type { InputHTMLAttributes, Ref } from 'react';
import { Labelled } from './form-fields.tsx';
import { inputStyles } from './styles.ts';

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
  return (
    <Labelled label={label} error={error} hint={hint} required={required} className={className} control={(aria) => <input {...aria} className={inputStyles} {...input} />} />
  );
}
