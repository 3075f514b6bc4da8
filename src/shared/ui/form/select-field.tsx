import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControlProps } from './field-frame';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; omit for selects that always have a value. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  id,
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        className="field__input field__input--select"
        {...fieldControlProps(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
