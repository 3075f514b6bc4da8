import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { countries as demoCountries } from '@/mocks/db/application';
import { server } from '@/mocks/node';
import { keepSentJson } from '@/testing/sent-requests';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import { answerErrors } from '@/testing/api-faults';

type User = ReturnType<typeof renderPanel>['user'];

async function switchToPolish(user: User) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Polski' }));
  await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
}

/** The PUT bodies the demo API receives during the test. */
const capturePuts = () => keepSentJson('PUT', '/app/panel/invoice');

/** The error alert whose title is `title` (alerts have no name of their own). */
function alertTitled(title: string): HTMLElement {
  const found = screen
    .getAllByRole('alert')
    .find((alert) => alert.querySelector('.alert__title')?.textContent === title);
  if (!found) throw new Error(`no alert titled "${title}"`);
  return found;
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

// India is in the API's dictionary and was not in the panel's old 30-country list.
const india = demoCountries.find((country) => country.code === 'IN');

describe("invoice data: the API's countries dictionary", () => {
  it('lists exactly the dictionary (in the language), including a country outside the EU', async () => {
    expect(india).toEqual({ id: '356', code: 'IN', name: { en: 'India', pl: 'Indie' } });
    const { user } = renderPanel('/panel?tab=documents');
    const country = await screen.findByLabelText('Country');
    expect(country).toHaveValue('616');
    const sortedEn = demoCountries.map((entry) => entry.name.en).sort((a, b) => a.localeCompare(b));
    expect(optionLabels(country)).toEqual(['Choose…', ...sortedEn]);
    expect(within(country).getByRole('option', { name: 'India' })).toHaveValue('356');

    await switchToPolish(user);
    const kraj = screen.getByLabelText('Kraj');
    const sortedPl = demoCountries
      .map((entry) => entry.name.pl)
      .sort((a, b) => a.localeCompare(b, 'pl'));
    expect(optionLabels(kraj)).toEqual(['Wybierz…', ...sortedPl]);
    expect(kraj).toHaveValue('616');
  });

  it('saves a country that only the dictionary has, by its id, and still checks the VAT-EU number', async () => {
    const bodies = capturePuts();
    const { user } = renderPanel('/panel?tab=documents');
    const vat = await screen.findByLabelText('EU VAT number');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '110001');
    await user.clear(vat);
    await user.type(vat, 'DE136695977');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      // Its digits are there, its check digit does not match (issue 34: the message names it).
      /^Check the EU VAT number: it does not match its check digit, so a digit may be mistyped$/,
    );
    expect(bodies).toEqual([]);

    await user.clear(vat);
    await user.type(vat, 'DE136695976');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByText('Invoice data saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ vatEU: 'DE136695976', countryId: '356', postalCode: '110001' }),
    ]);
  });

  it('says the country list could not be loaded, and shows the form after Try again', async () => {
    let fail = true;
    server.use(
      mock.get(api('/app/dictionaries/countries'), () =>
        fail ? HttpResponse.text('Dictionary service down', { status: 500 }) : undefined,
      ),
    );
    const { user } = renderPanel('/panel?tab=documents');
    const title = await screen.findByText('The list of countries could not be loaded.');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    expect(within(alert).getByText('Dictionary service down')).toBeVisible();
    expect(screen.queryByLabelText('EU VAT number')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Country')).toHaveValue('616');
  });

  it('asks again for a saved country the dictionary does not list', async () => {
    server.use(
      mock.get(api('/app/panel/invoice'), () =>
        HttpResponse.json({
          state: true,
          type: 'company',
          vatEU: 'PL8567346215',
          company: 'Firma',
          firstName: '',
          lastName: '',
          addressLine: 'ul. Polna 1',
          postalCode: '1010',
          city: 'Wien',
          countryId: '040',
        }),
      ),
    );
    const { user } = renderPanel('/panel?tab=documents', { user: demoUsers.anna });
    const country = await screen.findByLabelText('Country');
    expect(country).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Select the country for the invoice',
    );
  });
});

const failedTitle = {
  en: 'The invoice data could not be saved. What you typed is kept; try again.',
  pl: 'Nie udało się zapisać danych do faktury. Wpisane dane zostały zachowane. Spróbuj ponownie.',
};

describe('invoice data: every failure is worded again after a language switch', () => {
  it('a validation error', async () => {
    const { user } = renderPanel('/panel?tab=documents');
    const company = await screen.findByLabelText('Company name');
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(/^Enter the company name$/);
    expect(company).toHaveAccessibleDescription('Error: Enter the company name');

    await switchToPolish(user);
    expect(screen.getByRole('alert', { name: 'Wystąpił problem' })).toBe(summary);
    expect(within(summary).getByRole('link')).toHaveTextContent(/^Podaj nazwę firmy$/);
    expect(screen.getByLabelText('Nazwa firmy')).toHaveAccessibleDescription(
      'Błąd: Podaj nazwę firmy',
    );
  });

  it('a 422 naming a field (shown on it as the server wrote it) and one naming none', async () => {
    answerErrors('put', '/app/panel/invoice', 422, [
      { param: 'company', msg: 'This company is registered to another resident' },
      { param: '', msg: 'Invoice data are locked until the end of the month' },
    ]);
    const { user } = renderPanel('/panel?tab=documents');
    const company = await screen.findByLabelText('Company name');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      /^This company is registered to another resident$/,
    );
    expect(company).toHaveAccessibleDescription(
      'Error: This company is registered to another resident',
    );
    const failed = alertTitled(failedTitle.en);
    expect(failed).toHaveTextContent(
      [
        failedTitle.en,
        'The server did not accept the request. Try again; if it keeps happening, contact the Student Housing Office.',
        "The server's message:",
        'Invoice data are locked until the end of the month.',
      ].join(''),
    );

    await switchToPolish(user);
    expect(within(summary).getByRole('link')).toHaveTextContent(
      /^This company is registered to another resident$/,
    );
    expect(screen.getByLabelText('Nazwa firmy')).toHaveAccessibleDescription(
      'Błąd: This company is registered to another resident',
    );
    expect(alertTitled(failedTitle.pl)).toHaveTextContent(
      [
        failedTitle.pl,
        'Serwer nie przyjął żądania. Spróbuj ponownie; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
        'Komunikat serwera:',
        'Invoice data are locked until the end of the month.',
      ].join(''),
    );
  });

  it('a 500', async () => {
    server.use(
      mock.put(api('/app/panel/invoice'), () =>
        HttpResponse.text('Invoice service unavailable', { status: 500 }),
      ),
    );
    const { user } = renderPanel('/panel?tab=documents');
    await screen.findByLabelText('Company name');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await waitFor(() => alertTitled(failedTitle.en))).toHaveTextContent(
      [
        failedTitle.en,
        'The server ran into a problem. Try again in a moment; if it keeps happening, contact the Student Housing Office.',
        "The server's message:",
        'Invoice service unavailable',
      ].join(''),
    );

    await switchToPolish(user);
    expect(alertTitled(failedTitle.pl)).toHaveTextContent(
      [
        failedTitle.pl,
        'Na serwerze wystąpił problem. Spróbuj ponownie za chwilę; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
        'Komunikat serwera:',
        'Invoice service unavailable',
      ].join(''),
    );
  });
});
