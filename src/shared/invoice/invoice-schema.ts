import * as yup from 'yup';
import { part } from '@/shared/form/definition';
import { validationMessages as m } from '@/shared/validation/messages';
import { isPoland, isValidPostalCode, normalisePostalCode } from '@/shared/validation/postal-code';
import { vatEuProblem } from '@/shared/validation/vat-eu';

export const invoiceTypes = ['company', 'personal'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

const text = () => yup.string().trim().default('');

/** A VAT number as sent: spaces, dots and hyphens dropped, upper-case (pl 526-025-02-74). */
const compactVatEu = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

type Parent = { state?: boolean; type?: string };
/** Wanted (`state`) and, if given, of that type: only then is a field required and sent. */
const wanted = (parent: Parent, onlyFor?: InvoiceType) =>
  Boolean(parent.state) && (!onlyFor || parent.type === onlyFor);

/** A field required (and sent) only while an invoice is wanted, optionally only for one type. */
function requiredWhen(message: string, onlyFor?: InvoiceType) {
  return text()
    .when(['state', 'type'], ([state, type], schema) =>
      wanted({ state: state as boolean, type: type as string }, onlyFor)
        ? schema.required(message)
        : schema,
    )
    .meta(part({ when: (parent) => wanted(parent, onlyFor) }));
}

/**
 * Invoice data (product.md §3.2): state (wants an invoice), type company|personal, the VAT-EU
 * number and company name for a company, first and last name for a person, and the address.
 * Messages are i18n keys of the `validation` namespace.
 */
export const invoiceSchema = yup
  .object({
    state: yup.boolean().default(false).required(),
    type: yup
      .string()
      .oneOf(invoiceTypes)
      .default('company')
      .required()
      .meta(part({ when: (parent) => wanted(parent) })),
    vatEU: requiredWhen(m.vatEU, 'company')
      .test('vat-eu', m.vatEUFormat, function (value) {
        const { state, type } = this.parent as { state: boolean; type: InvoiceType };
        if (!state || type !== 'company') return true;
        const problem = vatEuProblem(value ?? '');
        return (
          problem === null ||
          this.createError({ message: problem === 'format' ? m.vatEUFormat : m.vatEUCheckDigit })
        );
      })
      .meta(
        part({
          when: (parent) => wanted(parent, 'company'),
          format: compactVatEu,
        }),
      ),
    company: requiredWhen(m.company, 'company'),
    firstName: requiredWhen(m.invoiceFirstName, 'personal'),
    lastName: requiredWhen(m.invoiceLastName, 'personal'),
    addressLine: requiredWhen(m.address),
    countryId: requiredWhen(m.invoiceCountry),
    // A Polish code typed without its dash (00950) is checked and sent with it (00-950).
    postalCode: requiredWhen(m.invoicePostalCode)
      .test('postal-code', m.invoicePostalCodeFormat, function (value) {
        const { state, countryId } = this.parent as { state: boolean; countryId: string };
        return (
          !state ||
          !isPoland(countryId) ||
          isValidPostalCode(normalisePostalCode(value ?? '', true), countryId)
        );
      })
      .meta(
        part({
          when: (parent) => wanted(parent),
          format: (value: string, parent) => normalisePostalCode(value, isPoland(parent.countryId)),
        }),
      ),
    city: requiredWhen(m.invoiceCity),
  })
  // What is checked is what is sent, by the registration's parts and the panel's JSON alike.
  .transform((value: unknown) => {
    if (!value || typeof value !== 'object') return value;
    const invoice = value as { vatEU?: unknown; postalCode?: unknown; countryId?: unknown };
    return {
      ...invoice,
      ...(typeof invoice.vatEU === 'string' ? { vatEU: compactVatEu(invoice.vatEU) } : {}),
      ...(typeof invoice.postalCode === 'string'
        ? { postalCode: normalisePostalCode(invoice.postalCode, isPoland(invoice.countryId)) }
        : {}),
    };
  });

export type InvoiceValues = yup.InferType<typeof invoiceSchema>;

/** Every field's default (product.md §3.2: no invoice, a company's). */
export const invoiceDefaults: InvoiceValues = invoiceSchema.getDefault();
