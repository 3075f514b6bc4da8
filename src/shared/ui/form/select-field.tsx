import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, type FramedFieldProps } from './field-frame';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FramedFieldProps<
  SelectHTMLAttributes<HTMLSelectElement>,
  HTMLSelectElement
> & {
  options: readonly SelectOption[];
  /** Text of the empty first option; omit for selects that always have a value. */
  placeholder?: string;
};

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      <select className="field__input field__input--select" {...control}>
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
