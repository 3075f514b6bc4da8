import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlProps } from './field-frame';

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
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        className="field__input field__input--textarea"
        {...fieldControlProps(id, hint, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}
