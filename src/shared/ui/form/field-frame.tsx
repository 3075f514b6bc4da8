import type { ReactNode, Ref } from 'react';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './field-message';

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  /** Shown inside the label, after its text (a field's "(optional)"). */
  labelAddition?: ReactNode;
  /** For a control named by `aria-labelledby` rather than by the label's `for`. */
  labelId?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** What a field bound by react-hook-form's Controller takes: its `field`, id, label and error. */
export type ControlledFieldProps<V> = {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  name: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A field's label, hint and error around its control, in the order a screen reader meets them. */
export function FieldFrame({
  id,
  label,
  labelAddition,
  labelId,
  hint,
  error,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div
      className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}
    >
      <label className="field__label" htmlFor={id} id={labelId}>
        {label}
        {labelAddition}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      {children}
    </div>
  );
}

/** The control's own id and the states its frame's hint and error give it. */
export function fieldControlProps(id: string, hint: unknown, error: unknown) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
}

/** A framed kit field's props: the control's own attributes, less its id, and the frame's. */
export type FramedFieldProps<Attributes, Element> = Omit<Attributes, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated text; its presence marks the field invalid. */
  error?: ReactNode;
  ref?: Ref<Element>;
};

/** Splits a framed field's props into its frame's and its control's (with the id and states). */
export function splitFieldProps<Control>({
  id,
  label,
  hint,
  error,
  className,
  ...control
}: Control & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
}) {
  return {
    frame: { id, label, hint, error, className },
    control: { ...fieldControlProps(id, hint, error), ...control },
  };
}
