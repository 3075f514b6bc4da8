import { useCallback, useEffect } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { fieldId } from '@/shared/ui/form/use-form-field';
import { useAdditionalInfoQuery } from '../../api';
import type { RegisterValues } from '../../schemas';

/**
 * A signed-in native student's known data fill the empty fields. A restored form focused the
 * PESEL box; if the university just filled it, focus moves on to the next number still missing.
 */
export function useAccountFill(
  form: UseFormReturn<RegisterValues>,
  signedIn: boolean,
  restored: boolean,
  focusFirstMissingSensitive: () => void,
) {
  const { control, getValues, setValue, getFieldState } = form;
  const [type, subtype] = useWatch({ control, name: ['type', 'studentFormSubtype'] });
  const native = type === 'StudentForm' && subtype === 'NativeStudentForm';
  const additional = useAdditionalInfoQuery(undefined, { skip: !(signedIn && native) });

  const known = additional.data;
  const fillKnown = useCallback(() => {
    if (!known) return;
    const fill = (path: FieldPath<RegisterValues>, value: string | null | undefined) => {
      if (value && !getValues(path)) setValue(path, value, { shouldDirty: true });
    };
    fill('firstName', known.firstName);
    fill('lastName', known.lastName);
    fill('email', known.email);
    fill('pesel', known.pesel);
    fill('indexNumber', known.indexNumber);
    fill('universityId', known.universityId);
    // The kind always has a value (the default is 'student'), so "only if empty" would never
    // apply: a doctoral student's status decides it unless the person picked a kind here.
    if (known.doctoral && !getFieldState('placeRequestKind').isDirty)
      setValue('placeRequestKind', 'doctoral', { shouldDirty: true });
  }, [known, getValues, getFieldState, setValue]);

  useEffect(() => {
    if (!known) return;
    fillKnown();
    // Only while the person has not gone anywhere else.
    const active = document.activeElement;
    if (restored && (active?.id === fieldId('pesel') || active === document.body))
      focusFirstMissingSensitive();
  }, [known, fillKnown, restored, focusFirstMissingSensitive]);

  // refill: "Clear the form" empties what the account filled too; the new form is filled again.
  return { filled: Boolean(known), failed: additional.isError, refill: fillKnown };
}
