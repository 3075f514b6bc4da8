import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `useForm` as every form of the portal uses it. A failed submit moves focus
 * to the error summary (`Form`'s ErrorSummary, the GOV.UK pattern), which names and links every
 * error; react-hook-form's own focusing of the first invalid field is off, because it could run
 * after the summary's and take focus back from it.
 */
export function useKitForm<Values extends FieldValues, Context = unknown, Transformed = Values>(
  props: Omit<UseFormProps<Values, Context, Transformed>, 'shouldFocusError'>,
): UseFormReturn<Values, Context, Transformed> {
  return useForm<Values, Context, Transformed>({ ...props, shouldFocusError: false });
}
