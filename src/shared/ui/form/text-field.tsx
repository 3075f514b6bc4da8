import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './field-message';

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
    <div
      className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalLabel ? <span className="field__optional"> {optionalLabel}</span> : null}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </div>
  );
}
