import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, fieldControlProps } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated text; its presence marks the field invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  optionalLabel?: ReactNode;
};

export function TextField({
  id,
  label,
  hint,
  error,
  className,
  optionalLabel,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      labelAddition={
        optionalLabel ? <span className="field__optional"> {optionalLabel}</span> : null
      }
      hint={hint}
      error={error}
      className={className}
    >
      <input className="field__input" {...fieldControlProps(id, hint, error)} {...input} />
    </FieldFrame>
  );
}
