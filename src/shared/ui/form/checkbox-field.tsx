import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './field-message';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ id, label, hint, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div
      className={['field', 'field--checkbox', error ? 'field--invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <FieldError id={id}>{error}</FieldError>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}
