import {
  get,
  useFormContext,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { collectErrors } from './collect-errors';
import { useWording, type MessageParams } from './message';

/** A field's element id from its value path: `placeRequest.distance` -> `placeRequest-distance`. */
export function fieldId(path: string): string {
  return path.replace(/\./g, '-');
}

export type FormFieldOptions = {
  /**
   * Put before every id, so two forms on one page never share one and the ids say whose they
   * are: `arrival` gives `arrival-date` for the path `date`.
   */
  idPrefix?: string;
  /**
   * Parameters every message of the form is worded with at render, for values that follow the
   * language shown (the arrival form's date format); a message's own parameters win.
   */
  params?: MessageParams;
};

/** The worded error of a field by its path (undefined when it has none), inside <FormProvider>. */
export function useFieldError(params?: MessageParams) {
  const {
    formState: { errors },
  } = useFormContext();
  const word = useWording(params);
  return (path: string): string | undefined => {
    // A string path cannot be typed; whatever sits there (field or group error) may carry a message.
    const message = get<typeof errors, { message?: string } | undefined>(errors, path)?.message;
    return message ? word(message) : undefined;
  };
}

/**
 * The one binding of a field to its form (bulletproof-react's useFormField, epic-stack's Field),
 * inside the form's <FormProvider>: `field(path)` gives the props every kit field takes
 * (TextField, SelectField, CheckboxField, RadioGroup, TextareaField): the id the summary links
 * to, the worded error, which the field turns into aria-invalid and aria-describedby, and
 * react-hook-form's register props. `summary(order)` is the error summary's list, worded now and
 * linked to the same ids; `id(path)` is a field's id.
 *
 * `T` is the form's values (the type given to its `useForm<T>`), so `field` takes only paths of
 * `T` and a misspelt one fails `tsc`. It must be given: without it `T` is `never` and no path is
 * accepted (a bare `FieldValues` would accept any string, the check this exists for).
 */
export function useFormField<T extends FieldValues = never>(options: FormFieldOptions = {}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<T>();
  const error = useFieldError(options.params);
  const word = useWording(options.params);
  const { idPrefix } = options;
  const id = (path: string) => (idPrefix ? `${idPrefix}-${fieldId(path)}` : fieldId(path));
  return {
    id,
    error,
    /** The form's control, typed by `T`: `useWatch({ control, name })` then gives typed values. */
    control,
    field: <P extends Path<T>>(path: P, registerOptions?: RegisterOptions<T, P>) => ({
      id: id(path),
      error: error(path),
      ...register(path, registerOptions),
    }),
    summary: (order: readonly string[] = []) => collectErrors(errors, word, id, order),
  };
}
