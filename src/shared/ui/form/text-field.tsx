import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, splitFieldProps, type FramedFieldProps } from './field-frame';

export type TextFieldProps = FramedFieldProps<
  InputHTMLAttributes<HTMLInputElement>,
  HTMLInputElement
> & {
  optionalLabel?: ReactNode;
};

export function TextField({ optionalLabel, ...props }: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame
      {...frame}
      labelAddition={
        optionalLabel ? <span className="field__optional"> {optionalLabel}</span> : null
      }
    >
      <input className="field__input" {...control} />
    </FieldFrame>
  );
}
