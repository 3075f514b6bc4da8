import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import type { SelectOption } from './select-field';

type RadioGroupProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  inline?: boolean;
};

/**
 * The first radio carries the group's id so an error-summary link can focus it.
 * Works with react-hook-form's register(): the same props go on every radio.
 */
export function RadioGroup({
  id,
  legend,
  options,
  hint,
  error,
  inline,
  ...input
}: RadioGroupProps) {
  return (
    <RadioFieldset id={id} legend={legend} hint={hint} error={error} inline={inline}>
      {options.map((option, index) => (
        <Radio
          key={option.value}
          {...input}
          id={index === 0 ? id : `${id}-${option.value}`}
          value={option.value}
          label={option.label}
        />
      ))}
    </RadioFieldset>
  );
}

type RadioFieldsetProps = {
  /** The first radio's id: the hint's and error's ids are made from it. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  inline?: boolean | undefined;
  children: ReactNode;
};

/** A group of radios under its legend, hint and error: for radios that are not one register(). */
export function RadioFieldset({ id, legend, hint, error, inline, children }: RadioFieldsetProps) {
  return (
    <fieldset
      className={['field', 'fieldset', error ? 'field--invalid' : null].filter(Boolean).join(' ')}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="field__label">{legend}</legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      <div className={inline ? 'radios radios--inline' : 'radios'}>{children}</div>
    </fieldset>
  );
}

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** One radio and its label. */
export function Radio({ id, label, ...input }: RadioProps) {
  return (
    <div className="radio">
      <input {...input} id={id} type="radio" className="radio__input" />
      <label className="radio__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
