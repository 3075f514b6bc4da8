import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './field-message';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextareaField({
  id,
  label,
  hint,
  error,
  className,
  ...textarea
}: TextareaFieldProps) {
  return (
    <div
      className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      <textarea
        id={id}
        className="field__input field__input--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </div>
  );
}
