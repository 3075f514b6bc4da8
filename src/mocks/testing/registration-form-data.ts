import { pdfBytes, pngBytes } from '@/testing/file-samples';

// Test data for the demo API's form post, shared by its handler and contract tests.
export const png = new Uint8Array(pngBytes);
export const pdf = new Uint8Array(pdfBytes);

/** A registration post the demo API accepts (a future student, Polish citizen). */
export function validRegistrationForm(
  patch: Record<string, string> = {},
  photo: Uint8Array<ArrayBuffer> = png,
): FormData {
  const fields: Record<string, string> = {
    type: 'StudentForm',
    studentFormSubtype: 'FutureStudentForm',
    foreigner: 'false',
    firstName: 'Ewa',
    lastName: 'Lis',
    sex: 'female',
    email: 'ewa@example.com',
    phoneNumber: '+48601234567',
    emergencyPhone: '+48602345678',
    pesel: '02211307589',
    countryId: '616',
    homeAddress: 'ul. Polna 1',
    city: 'Warszawa',
    postalCode: '00-950',
    universityId: '1',
    ownerBankAccount: 'Ewa Lis',
    bankAccount: 'PL61109010140000071219812874',
    startDate: '2026-10-01',
    endDate: '2027-06-30',
    'invoice.state': 'false',
    placeRequests: 'false',
    ...patch,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([photo]), 'photo.png');
  return form;
}
