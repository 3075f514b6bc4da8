// Test data for the demo API's form post, shared by its handler and contract tests.
export const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
export const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

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
