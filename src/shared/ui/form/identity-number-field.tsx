import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { TextField } from './text-field';
import { useFormField } from './use-form-field';

/** The fields this part fills, under the same names in every form that has it. */
type IdentityValues = { foreigner: boolean; documentNumber: string; pesel: string };

export type IdentityWord =
  'foreigner' | 'foreignerHint' | 'documentNumber' | 'documentNumberHint' | 'pesel' | 'peselHint';

type IdentityNumberFieldProps = {
  /** The form's own wording of each label and hint. */
  word: (key: IdentityWord) => string;
  /** The form's useFormField idPrefix, so the error summary's links reach these boxes. */
  idPrefix?: string;
  /** Shown instead of both numbers' own hints (a restored draft asks for them again). */
  numberHint?: string | undefined;
  /** Shown first for a foreigner: which document the number is of. */
  document: () => ReactNode;
  /**
   * Shown instead of the number box while the number cannot be asked yet (a current student
   * before the sign-in: the number would not survive the way there and back).
   */
  numberLater?: ReactNode;
};

/**
 * "I am a foreigner", then a foreigner's identity document and its number, or a PESEL. Neither
 * number is the browser's to fill in or correct; a PESEL is digits, so a phone offers its keypad.
 * What is hidden is not made: a field registered with no box on the page would count as mounted.
 */
export function IdentityNumberField({
  word,
  idPrefix,
  numberHint,
  document,
  numberLater,
}: IdentityNumberFieldProps) {
  const { field, control } = useFormField<IdentityValues>(idPrefix ? { idPrefix } : {});
  const foreigner = useWatch({ control, name: 'foreigner' });
  return (
    <>
      <CheckboxField
        label={word('foreigner')}
        hint={word('foreignerHint')}
        {...field('foreigner')}
      />
      {foreigner ? (
        <>
          {document()}
          {numberLater ?? (
            <TextField
              label={word('documentNumber')}
              hint={numberHint ?? word('documentNumberHint')}
              autoComplete="off"
              spellCheck={false}
              {...field('documentNumber')}
            />
          )}
        </>
      ) : (
        (numberLater ?? (
          <TextField
            label={word('pesel')}
            hint={numberHint ?? word('peselHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('pesel')}
          />
        ))
      )}
    </>
  );
}
