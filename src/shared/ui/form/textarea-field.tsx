import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, splitFieldProps, type FramedFieldProps } from './field-frame';

type TextareaFieldProps = FramedFieldProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>;

export function TextareaField(props: TextareaFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      <textarea className="field__input field__input--textarea" {...control} />
    </FieldFrame>
  );
}
