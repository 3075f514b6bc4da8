import { get, useFormContext, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { useWording } from './message';

/** A field's element id from its value path: `placeRequest.distance` -> `placeRequest-distance`. */
export function fieldId(path: string): string {
  return path.replace(/\./g, '-');
}

/** The worded error of a field by its path (undefined when it has none), inside <FormProvider>. */
export function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext();
  const word = useWording();
  return (path: string): string | undefined => {
    // A string path cannot be typed; whatever sits there (field or group error) may carry a message.
    const message = get<typeof errors, { message?: string } | undefined>(errors, path)?.message;
    return message ? word(message) : undefined;
  };
}

/**
 * The one binding of a field to its form (bulletproof-react's useFormField, epic-stack's Field):
 * `field(path)` gives the props every kit field takes (TextField, SelectField, CheckboxField,
 * RadioGroup, TextareaField): the id the summary links to, the worded error, which the field
 * turns into aria-invalid and aria-describedby, and react-hook-form's register props.
 */
export function useFormField<T extends FieldValues = FieldValues>() {
  const { register } = useFormContext<T>();
  const error = useFieldError();
  return {
    error,
    field: (path: string, options?: RegisterOptions) => ({
      id: fieldId(path),
      error: error(path),
      ...register(path as never, options as never),
    }),
  };
}
