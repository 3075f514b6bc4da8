import { createContext, useCallback, useContext, useEffect } from 'react';
import { useFormContext, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdditionalInfoQuery, type AdditionalInfo } from '../../api';
import type { RegisterValues } from '../../schemas';

/**
 * What the university gives replaces what was typed (the application is checked against the
 * deanery's data: another name or number would only be refused), except the e-mail address,
 * which is the person's to choose: that one only fills an empty box.
 */
const givenByUniversity = [
  'firstName',
  'lastName',
  'pesel',
  'indexNumber',
  'universityId',
] as const;
type Given = (typeof givenByUniversity)[number] | 'email';

/** The signed-in student's known data, for the fields to say which values came from there. */
export const UniversityData = createContext<AdditionalInfo | undefined>(undefined);

/**
 * A signed-in native student's known data fill the form (issue 34, point 1): the university's
 * values are shown as given ("From the university login"), never "enter it again", and what the
 * person typed before the sign-in stays (the draft brought it back).
 */
export function useAccountFill(form: UseFormReturn<RegisterValues>, signedIn: boolean) {
  const { control, getValues, setValue, getFieldState } = form;
  const [type, subtype] = useWatch({ control, name: ['type', 'studentFormSubtype'] });
  const native = type === 'StudentForm' && subtype === 'NativeStudentForm';
  const additional = useAdditionalInfoQuery(undefined, { skip: !(signedIn && native) });

  const known = additional.data;
  const fillKnown = useCallback(() => {
    if (!known) return;
    const fill = (path: FieldPath<RegisterValues>, value: string | null | undefined) => {
      if (value && getValues(path) !== value) setValue(path, value, { shouldDirty: true });
    };
    for (const path of givenByUniversity) fill(path, known[path]);
    if (!getValues('email')) fill('email', known.email);
    // The kind always has a value (the default is 'student'), so "only if empty" would never
    // apply: a doctoral student's status decides it unless the person picked a kind here.
    if (known.doctoral && !getFieldState('placeRequestKind').isDirty)
      setValue('placeRequestKind', 'doctoral', { shouldDirty: true });
  }, [known, getValues, getFieldState, setValue]);

  useEffect(() => {
    fillKnown();
  }, [fillKnown]);

  // refill: "Clear the form" empties what the account filled too; the new form is filled again.
  return {
    known: native ? known : undefined,
    filled: Boolean(known),
    failed: additional.isError,
    refill: fillKnown,
  };
}

/** "From the university login" under a field whose value is the university's, else `otherwise`. */
export function useGivenHint(path: Given, otherwise?: string): string | undefined {
  const { t } = useTranslation('application');
  const known = useContext(UniversityData);
  const { control } = useFormContext<RegisterValues>();
  const value = useWatch({ control, name: path });
  const given = known?.[path];
  return given && value === given ? t('sso.given') : otherwise;
}
