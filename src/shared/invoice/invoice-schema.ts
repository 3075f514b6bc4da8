import * as yup from 'yup';
import { validationMessages as m } from '@/shared/validation/messages';
import { isPoland, isValidPostalCode } from '@/shared/validation/postal-code';
import { isValidVatEu } from '@/shared/validation/vat-eu';

export const invoiceTypes = ['company', 'personal'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

const text = () => yup.string().trim().default('');

/** A field required only while an invoice is wanted (`state`), optionally only for one type. */
function requiredWhen(message: string, onlyFor?: InvoiceType) {
  return text().when(['state', 'type'], ([state, type], schema) =>
    state && (!onlyFor || type === onlyFor) ? schema.required(message) : schema,
  );
}

/**
 * Invoice data (spec section 3): state (wants an invoice), type company|personal, the VAT-EU
 * number and company name for a company, first and last name for a person, and the address.
 * Messages are i18n keys of the `validation` namespace.
 */
export const invoiceSchema = yup.object({
  state: yup.boolean().default(false).required(),
  type: yup.string().oneOf(invoiceTypes).default('company').required(),
  vatEU: requiredWhen(m.vatEU, 'company').test('vat-eu', m.vatEU, function (value) {
    const { state, type } = this.parent as { state: boolean; type: InvoiceType };
    return !state || type !== 'company' || isValidVatEu(value ?? '');
  }),
  company: requiredWhen(m.company, 'company'),
  firstName: requiredWhen(m.firstName, 'personal'),
  lastName: requiredWhen(m.lastName, 'personal'),
  addressLine: requiredWhen(m.address),
  postalCode: requiredWhen(m.postalCode).test('postal-code', m.postalCode, function (value) {
    const { state, countryId } = this.parent as { state: boolean; countryId: string };
    return !state || !isPoland(countryId) || isValidPostalCode(value ?? '', countryId);
  }),
  city: requiredWhen(m.city),
  countryId: requiredWhen(m.country),
});

export type InvoiceValues = yup.InferType<typeof invoiceSchema>;

export const invoiceDefaults: InvoiceValues = {
  state: false,
  type: 'company',
  vatEU: '',
  company: '',
  firstName: '',
  lastName: '',
  addressLine: '',
  postalCode: '',
  city: '',
  countryId: '',
};

/** The order fields appear in, for the error summary (paths under the form's invoice key). */
export const invoiceFieldOrder = [
  'state',
  'type',
  'vatEU',
  'company',
  'firstName',
  'lastName',
  'addressLine',
  'postalCode',
  'city',
  'countryId',
] as const;
