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
  ref,
  ...input
}: RadioGroupProps) {
  return (
    <fieldset
      className={['field', 'fieldset', error ? 'field--invalid' : null].filter(Boolean).join(' ')}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="field__label">{legend}</legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
      <div className={inline ? 'radios radios--inline' : 'radios'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div className="radio" key={option.value}>
              <input
                {...input}
                ref={ref}
                id={optionId}
                type="radio"
                value={option.value}
                className="radio__input"
              />
              <label className="radio__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
