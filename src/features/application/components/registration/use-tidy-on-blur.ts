import { useFormContext, type FieldPath } from 'react-hook-form';
import type { RegisterValues } from '../../schemas';

/**
 * What the form fixes without guessing (issue 34) is shown fixed when the person leaves the box:
 * `tidy` gives the value to show, and a changed one replaces what was typed (checked again once
 * the form has been sent, as react-hook-form re-checks a field on change then).
 */
export function useTidyOnBlur() {
  const {
    setValue,
    formState: { submitCount },
  } = useFormContext<RegisterValues>();
  return (path: FieldPath<RegisterValues>, tidy: (typed: string) => string) => ({
    onBlur: (event: { target: { value: string } }) => {
      const typed = event.target.value;
      const shown = tidy(typed);
      if (shown !== typed)
        setValue(path, shown, { shouldDirty: true, shouldValidate: submitCount > 0 });
    },
  });
}
