import { pdfBytes, pngBytes } from '@/testing/file-samples';
import { applicantParts } from '@/testing/valid-applicant';

// Test data for the demo API's form post, shared by its handler and contract tests.
export const png = new Uint8Array(pngBytes);
export const pdf = new Uint8Array(pdfBytes);

/** A registration post the demo API accepts: the valid applicant's (src/testing/valid-applicant.ts). */
export function validRegistrationForm(
  patch: Record<string, string> = {},
  photo: Uint8Array<ArrayBuffer> = png,
): FormData {
  const fields: Record<string, string> = {
    type: 'StudentForm',
    foreigner: 'false',
    countryId: '616',
    ...applicantParts(),
    'invoice.state': 'false',
    placeRequests: 'false',
    ...patch,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([photo]), 'photo.png');
  return form;
}
