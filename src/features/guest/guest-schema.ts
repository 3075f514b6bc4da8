import * as yup from 'yup';
import { isValidPesel } from '@/shared/validation/pesel';
import { validationMessages as messages } from '@/shared/validation/messages';

/**
 * What the guest re-enters (product.md §2): names, and the identification of product.md §5 —
 * the PESEL for a Polish citizen, document type and number for a foreigner. The identification
 * is never sent: it only becomes the key the guest token is signed with.
 */
export const guestSchema = yup.object({
  foreigner: yup.boolean().default(false).required(),
  firstName: yup.string().trim().max(100, messages.firstNameFormat).required(messages.firstName),
  lastName: yup.string().trim().max(100, messages.lastNameFormat).required(messages.lastName),
  pesel: yup
    .string()
    .trim()
    .default('')
    .when('foreigner', {
      is: false,
      then: (schema) =>
        schema
          .required(messages.pesel)
          .test('pesel', messages.peselFormat, (value) => isValidPesel(value)),
    }),
  documentTypeId: yup
    .string()
    .default('')
    .when('foreigner', {
      is: true,
      then: (schema) => schema.required(messages.documentType),
    }),
  documentNumber: yup
    .string()
    .trim()
    .default('')
    .when('foreigner', {
      is: true,
      then: (schema) =>
        schema
          .required(messages.documentNumber)
          .max(30, messages.documentNumberFormat)
          .matches(/[\p{L}\p{N}]/u, messages.documentNumberFormat),
    }),
});

export type GuestFormValues = yup.InferType<typeof guestSchema>;

export const guestFieldOrder = [
  'firstName',
  'lastName',
  'foreigner',
  'pesel',
  'documentTypeId',
  'documentNumber',
] as const;

export const guestFormDefaults: GuestFormValues = {
  foreigner: false,
  firstName: '',
  lastName: '',
  pesel: '',
  documentTypeId: '',
  documentNumber: '',
};
