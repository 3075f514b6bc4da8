import { yupResolver } from '@hookform/resolvers/yup';
import { screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { renderWithProviders } from '@/testing/test-utils';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { useWording } from '@/shared/ui/form/message';
import { fieldId } from '@/shared/ui/form/use-form-field';
import { POLAND_COUNTRY_ID } from '@/shared/validation/postal-code';
import { InvoiceFields } from './invoice-fields';
import { invoiceDefaults, invoiceSchema, type InvoiceValues } from './invoice-schema';

const valid = (patch: Partial<InvoiceValues>) =>
  invoiceSchema.isValid({ ...invoiceDefaults, state: true, ...patch });

const companyInvoice: Partial<InvoiceValues> = {
  type: 'company',
  vatEU: 'PL8567346215',
  company: 'Akademik sp. z o.o.',
  addressLine: 'ul. Polna 1',
  postalCode: '00-950',
  city: 'Warszawa',
  countryId: POLAND_COUNTRY_ID,
};

describe('invoice schema', () => {
  it('asks nothing while no invoice is wanted', async () => {
    expect(await invoiceSchema.isValid(invoiceDefaults)).toBe(true);
  });
  it('accepts a complete company invoice', async () => {
    expect(await valid(companyInvoice)).toBe(true);
  });
  it.each(['PL8567346216', 'PL1000000160', '', 'GR123456789'])(
    'refuses the VAT-EU number %s',
    async (vatEU) => expect(await valid({ ...companyInvoice, vatEU })).toBe(false),
  );
  it('requires the company name and the address', async () => {
    expect(await valid({ ...companyInvoice, company: '  ' })).toBe(false);
    expect(await valid({ ...companyInvoice, addressLine: '' })).toBe(false);
    expect(await valid({ ...companyInvoice, city: '' })).toBe(false);
    expect(await valid({ ...companyInvoice, countryId: '' })).toBe(false);
  });
  it('checks NN-NNN only for Poland', async () => {
    expect(await valid({ ...companyInvoice, postalCode: '0-0950' })).toBe(false);
    // Five digits get their dash (issue 34): checked, and sent, as 00-950.
    expect(await valid({ ...companyInvoice, postalCode: '00950' })).toBe(true);
    expect(invoiceSchema.cast({ ...companyInvoice, postalCode: '00950' }).postalCode).toBe(
      '00-950',
    );
    expect(await valid({ ...companyInvoice, countryId: '276', postalCode: '10115' })).toBe(true);
  });
  it('asks a person for names, not a VAT number', async () => {
    const personal = { ...companyInvoice, type: 'personal' as const, vatEU: '', company: '' };
    expect(await valid(personal)).toBe(false);
    expect(await valid({ ...personal, firstName: 'Jan', lastName: 'Kowalski' })).toBe(true);
  });
  it('gives the message keys of the validation namespace', async () => {
    const error = await invoiceSchema
      .validate({ ...invoiceDefaults, state: true }, { abortEarly: false })
      .catch((caught: yup.ValidationError) => caught);
    expect((error as yup.ValidationError).errors).toEqual(
      expect.arrayContaining([
        'validation:valid.vatEU',
        'validation:valid.company',
        'validation:valid.address',
      ]),
    );
  });
});

const hostSchema = yup.object({ invoice: invoiceSchema });

function Host({ onValid }: { onValid: (values: unknown) => void }) {
  const word = useWording();
  const methods = useForm({
    resolver: yupResolver(hostSchema),
    defaultValues: { invoice: invoiceDefaults },
  });
  const errors = collectErrors(methods.formState.errors, word, fieldId);
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={(event) => void methods.handleSubmit(onValid)(event)}>
        <ErrorSummary errors={errors} submitCount={methods.formState.submitCount} />
        <InvoiceFields countries={[{ value: POLAND_COUNTRY_ID, label: 'Polska' }]} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('InvoiceFields', () => {
  it('shows the company fields when an invoice is wanted and reports each message', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Host onValid={onValid} />);
    expect(screen.queryByLabelText(/^eu vat number/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /i want an invoice/i }));
    await user.click(screen.getByRole('button', { name: /^save/i }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Enter the EU VAT number');
    expect(summary).toHaveTextContent('Enter the company name');
    expect(summary).toHaveTextContent('Enter the address for the invoice');
    expect(screen.getByLabelText(/^eu vat number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^eu vat number/i), 'PL8567346215');
    await user.type(screen.getByLabelText(/^company name/i), 'Firma');
    await user.type(screen.getByLabelText(/^address/i), 'ul. Polna 1');
    await user.selectOptions(screen.getByLabelText(/^country/i), POLAND_COUNTRY_ID);
    await user.type(screen.getByLabelText(/^postal code/i), '00-950');
    await user.type(screen.getByLabelText(/^town or city/i), 'Warszawa');
    await user.click(screen.getByRole('button', { name: /^save/i }));
    expect(onValid).toHaveBeenCalledOnce();
  });

  it('switches to a private person and speaks Polish', async () => {
    const { user } = renderWithProviders(<Host onValid={vi.fn()} />, { language: 'pl' });
    await user.click(screen.getByRole('checkbox', { name: /chcę otrzymać fakturę/i }));
    await user.click(screen.getByRole('radio', { name: /osobę prywatną/i }));
    expect(screen.queryByLabelText(/^numer vat-ue/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^save/i }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Podaj imię do faktury');
    expect(summary).toHaveTextContent('Podaj adres do faktury');
  });

  it("tells autofill they are the invoice's (billing), not the applicant's own name and address", async () => {
    const { user } = renderWithProviders(<Host onValid={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: /i want an invoice/i }));
    const token = (label: RegExp) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect(token(/^company name/i)).toBe('billing organization');
    expect(token(/^address/i)).toBe('billing street-address');
    expect(token(/^postal code/i)).toBe('billing postal-code');
    expect(token(/^town or city/i)).toBe('billing address-level2');
    await user.click(screen.getByRole('radio', { name: /an individual/i }));
    expect(token(/^first name/i)).toBe('billing given-name');
    expect(token(/^last name/i)).toBe('billing family-name');
  });
});
