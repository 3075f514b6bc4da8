import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type IdentityNumberFieldProps = {
  foreigner: boolean;
  /** Shown first for a foreigner: which document the number is of. */
  document: () => ReactNode;
  documentNumber: () => TextFieldProps;
  pesel: () => TextFieldProps;
};

/**
 * A foreigner's identity document and its number, or a PESEL. Neither number is the browser's to
 * fill in or correct; a PESEL is digits, so a phone offers its keypad. Each part is made only
 * when it is shown: a field registered with no box on the page would count as mounted.
 */
export function IdentityNumberField({
  foreigner,
  document,
  documentNumber,
  pesel,
}: IdentityNumberFieldProps) {
  return foreigner ? (
    <>
      {document()}
      <TextField autoComplete="off" spellCheck={false} {...documentNumber()} />
    </>
  ) : (
    <TextField inputMode="numeric" autoComplete="off" {...pesel()} />
  );
}
