import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { failRequests, serverRefusals } from '@/testing/api-faults';
import { expectServerWords, words } from '@/testing/fault-matrix';
import { keepSentJson } from '@/testing/sent-requests';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './documents-tab';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function rowOf(number: RegExp) {
  const cell = screen.getByRole('cell', { name: number });
  return cell.closest('tr') as HTMLElement;
}

const declaration153 = /^D\/\d{4}\/00153$/;

/** Presses Sign on the declaration awaiting the resident (…/00153), then Yes, sign. */
async function signTheDeclaration(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(within(rowOf(declaration153)).getByRole('button', { name: /^sign /i }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign' }),
  );
}

function rowIn(region: HTMLElement, number: RegExp) {
  return within(region).getByRole('cell', { name: number }).closest('tr') as HTMLElement;
}

/** The name of the list (region) a document's row is in. */
function regionOf(row: HTMLElement) {
  const region = row.closest('[role="region"]') as HTMLElement;
  const heading = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
  return heading?.textContent;
}

describe('documents tab', () => {
  it('lists documents waiting for the resident, in progress and signed, with numbers and states', async () => {
    renderPanel('/panel?tab=documents');
    const toSign = await screen.findByRole('region', { name: 'Waiting for your signature' });
    expect(within(toSign).getAllByRole('row')).toHaveLength(3);
    expect(within(toSign).getAllByText('Awaiting your signature')).toHaveLength(2);
    expect(within(toSign).getByText(/^D\/\d{4}\/00153$/)).toBeInTheDocument();
    expect(within(toSign).getByText(/^A\/\d{4}\/00021$/)).toBeInTheDocument();
    expect(within(toSign).getAllByRole('button', { name: /^sign /i })).toHaveLength(2);

    const inProgress = screen.getByRole('region', {
      name: 'In progress: waiting for the other side',
    });
    expect(within(inProgress).getAllByRole('row')).toHaveLength(3);
    expect(
      within(rowIn(inProgress, /^D\/\d{4}\/00099$/)).getByText('Signed by you and sent'),
    ).toBeInTheDocument();
    expect(
      within(rowIn(inProgress, /^A\/\d{4}\/00012$/)).getByText(
        'Signed by you, awaiting the head of the dormitory',
      ),
    ).toBeInTheDocument();

    const signed = screen.getByRole('region', { name: 'Signed documents' });
    expect(within(signed).getAllByRole('row')).toHaveLength(3);
    expect(within(signed).getByText('Concluded (signed by both sides)')).toBeInTheDocument();
    expect(within(signed).getByText('In force (signed by both sides)')).toBeInTheDocument();
    // Only documents awaiting the resident can be signed; every one can be downloaded.
    for (const region of [inProgress, signed]) {
      expect(within(region).queryByRole('button', { name: /^sign /i })).not.toBeInTheDocument();
      expect(within(region).getAllByRole('button', { name: /^download /i })).toHaveLength(2);
    }
  });

  it('follows a declaration from signing to concluded (the office signs later) and into the archive', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 7, 15, 9));
    const first = renderPanel('/panel?tab=documents');
    const row = () => rowOf(declaration153);
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    await first.user.click(
      within(row()).getByRole('button', { name: /^sign declaration d\/\d{4}\/00153$/i }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: /^sign declaration d\/\d{4}\/00153\?$/i,
    });
    expect(dialog).toHaveTextContent(/it will be sent to the dormitory administration/i);
    // Cancelling changes nothing.
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(regionOf(row())).toBe('Waiting for your signature');
    expect(within(row()).getByText('Awaiting your signature')).toBeInTheDocument();

    await signTheDeclaration(first.user);
    expect(
      await screen.findByText(/^Declaration D\/\d{4}\/00153 is signed and has been sent/),
    ).toBeInTheDocument();
    // Signed by the resident and sent: waiting for the other side.
    expect(regionOf(row())).toBe('In progress: waiting for the other side');
    expect(within(row()).getByText('Signed by you and sent')).toBeInTheDocument();
    expect(within(row()).queryByRole('button', { name: /^sign /i })).not.toBeInTheDocument();
    first.unmount();

    // Before the office has signed, a new load finds it still sent, and not archived.
    vi.setSystemTime(Date.now() + 19_000);
    const second = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    expect(regionOf(row())).toBe('In progress: waiting for the other side');
    second.unmount();

    // The office countersigns: concluded, among the signed documents and in the archive.
    vi.setSystemTime(Date.now() + 1_000);
    const third = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    expect(regionOf(row())).toBe('Signed documents');
    expect(within(row()).getByText('Concluded (signed by both sides)')).toBeInTheDocument();
    await third.user.click(screen.getByRole('tab', { name: 'Archive' }));
    const archive = await screen.findByRole('region', { name: 'Archival documents' });
    expect(
      within(rowIn(archive, /^D\/\d{4}\/00153$/)).getByText('Concluded (signed by both sides)'),
    ).toBeInTheDocument();
  });

  it('keeps focus on the result once the signed document has left its table, not on the page', async () => {
    const { user } = renderPanel('/panel?tab=documents');
    const row = () => rowOf(declaration153);
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    within(row())
      .getByRole('button', { name: /^sign /i })
      .focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Yes, sign' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(regionOf(row())).toBe('In progress: waiting for the other side'));
    const result = screen.getByText(/^Declaration D\/\d{4}\/00153 is signed and has been sent/);
    await waitFor(() => expect(result.closest('[role="status"]')).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('follows an annex: signed by the resident, awaiting the head of the dormitory, then annexed and archived', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 31, 23, 50));
    const row = () => rowOf(/^A\/\d{4}\/00021$/);
    const first = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    await first.user.click(within(row()).getByRole('button', { name: /^sign annex/i }));
    const dialog = await screen.findByRole('dialog', { name: /^sign annex/i });
    expect(dialog).toHaveTextContent(/goes to the head of the dormitory to sign/i);
    await first.user.click(within(dialog).getByRole('button', { name: 'Yes, sign' }));
    expect(
      await screen.findByText(/^Annex A\/\d{4}\/00021 is signed and now awaits/),
    ).toBeInTheDocument();
    expect(regionOf(row())).toBe('In progress: waiting for the other side');
    expect(
      within(row()).getByText('Signed by you, awaiting the head of the dormitory'),
    ).toBeInTheDocument();
    first.unmount();

    // Kept after a new load while the head has not signed yet.
    const second = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    expect(
      within(row()).getByText('Signed by you, awaiting the head of the dormitory'),
    ).toBeInTheDocument();
    second.unmount();

    vi.setSystemTime(Date.now() + 20_000);
    const third = renderPanel('/panel?tab=applications');
    const archive = await screen.findByRole('region', { name: 'Archival documents' });
    expect(
      within(rowIn(archive, /^A\/\d{4}\/00021$/)).getByText('In force (signed by both sides)'),
    ).toBeInTheDocument();
    await third.user.click(screen.getByRole('tab', { name: /^Documents/ }));
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    expect(regionOf(row())).toBe('Signed documents');
    expect(within(row()).getByText('In force (signed by both sides)')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Waiting for your signature' }),
    ).not.toHaveTextContent(/00021/);
  });

  it('says so when signing fails and leaves the state unchanged', async () => {
    server.use(
      mock.post(
        api('/app/panel/documents/:id/sign'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    await signTheDeclaration(user);
    expect(await screen.findByText(/could not be signed/i)).toBeInTheDocument();
    expect(within(rowOf(declaration153)).getByText('Awaiting your signature')).toBeInTheDocument();
  });

  it('shows the signing failure and the signing result in the language switched to', async () => {
    const heal = failRequests('server', 'post', '/app/panel/documents/:id/sign');
    const { user } = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Waiting for your signature' });
    await signTheDeclaration(user);
    expect(await screen.findByText(/could not be signed/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByText(/nie udało się podpisać dokumentu/i)).toBeInTheDocument();
    expect(screen.queryByText(/could not be signed/i)).not.toBeInTheDocument();

    heal();
    // The Polish names carry the row in the case the verb takes: "Podpisz deklarację …".
    const declaration = within(rowOf(declaration153));
    expect(
      declaration.getByRole('button', { name: /^Podpisz deklarację D\/\d{4}\/00153$/ }),
    ).toBeInTheDocument();
    expect(
      declaration.getByRole('button', { name: /^Pobierz PDF deklaracji D\/\d{4}\/00153$/ }),
    ).toBeInTheDocument();
    await user.click(
      within(rowOf(/^A\/\d{4}\/00021$/)).getByRole('button', {
        name: /^Podpisz aneks A\/\d{4}\/00021$/,
      }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', { name: /^Czy podpisać aneks A\/\d{4}\/00021\?$/ }),
      ).getByRole('button', { name: 'Tak, podpisz' }),
    );
    expect(await screen.findByText(/^Aneks A\/\d{4}\/00021 jest podpisany/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(/^Annex A\/\d{4}\/00021 is signed/)).toBeInTheDocument();
  });

  it('shows the download result in the language switched to', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPanel('/panel?tab=documents');
    const signed = await screen.findByRole('region', { name: 'Signed documents' });
    await user.click(
      within(signed).getByRole('button', { name: /^download pdf: annex a\/\d{4}\/00087$/i }),
    );
    await screen.findByText(/^annex-A-\d{4}-00087\.pdf has been downloaded\.$/);
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(
      await screen.findByText(/^Pobrano plik annex-A-\d{4}-00087\.pdf\.$/),
    ).toBeInTheDocument();
  });

  it('downloads a document as a PDF under its proper name', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:doc';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderPanel('/panel?tab=documents');
    const signed = await screen.findByRole('region', { name: 'Signed documents' });
    await user.click(
      within(signed).getByRole('button', { name: /^download pdf: annex a\/\d{4}\/00087$/i }),
    );
    expect(
      await screen.findByText(/^annex-A-\d{4}-00087\.pdf has been downloaded\.$/),
    ).toBeInTheDocument();
    expect(names).toEqual([expect.stringMatching(/^annex-A-\d{4}-00087\.pdf$/)]);
    const blob = created[0] as Blob;
    const head = new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  });

  it('says so when a download fails', async () => {
    server.use(
      mock.get(api('/app/panel/documents/:id/pdf'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderPanel('/panel?tab=documents');
    const signed = await screen.findByRole('region', { name: 'Signed documents' });
    await user.click(
      within(signed).getAllByRole('button', { name: /^download/i })[0] as HTMLElement,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be downloaded/i);
  });

  it.each(serverRefusals)(
    'a refused download (%s, a Blob body read back) says why with the server message, in en and pl',
    async (fault) => {
      failRequests(fault, 'get', '/app/panel/documents/:id/pdf');
      const title = words('panel:documents.downloadFailed');
      const { user } = renderPanel('/panel?tab=documents');
      const signed = await screen.findByRole('region', { name: 'Signed documents' });
      await user.click(
        within(signed).getAllByRole('button', { name: /^download/i })[0] as HTMLElement,
      );
      const shown = async (text: string) =>
        waitFor(() => {
          const alert = screen
            .getAllByRole('alert')
            .find((element) => element.textContent?.includes(text));
          expect(alert).toBeDefined();
          return alert as HTMLElement;
        });
      expectServerWords(await shown(title.en), fault, 'en', title.en);
      await user.click(screen.getByRole('button', { name: 'Polski' }));
      expectServerWords(await shown(title.pl), fault, 'pl', title.pl);
    },
  );

  it('says when nothing waits for the resident and nothing is signed yet', async () => {
    const { unmount } = renderPanel('/panel?tab=documents', { user: demoUsers.anna });
    expect(await screen.findByText('There are no documents waiting for you.')).toBeInTheDocument();
    expect(screen.getByText('You have no signed documents yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for your signature' })).toBeNull();
    expect(
      within(
        screen.getByRole('region', { name: 'In progress: waiting for the other side' }),
      ).getByText('Signed by you and sent'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^sign (declaration|annex)/i }),
    ).not.toBeInTheDocument();
    unmount();
    renderPanel('/panel?tab=documents', { user: demoUsers.anna, language: 'pl' });
    expect(await screen.findByText('Nie masz dokumentów do podpisania.')).toBeInTheDocument();
    expect(screen.getByText('Nie masz jeszcze podpisanych dokumentów.')).toBeInTheDocument();
    expect(screen.getByText('Podpisana przez Ciebie i wysłana')).toBeInTheDocument();
  });

  // Issue 22: "Podpisać: Deklaracja D/2026/00153?" was no Polish sentence.
  it('asks in Polish whether to sign, naming the document in a sentence', async () => {
    const { user } = renderPanel('/panel?tab=documents', { language: 'pl' });
    await screen.findByRole('region', { name: 'Czekają na Twój podpis' });
    await user.click(within(rowOf(declaration153)).getByRole('button', { name: /^podpisz/i }));
    expect(
      await screen.findByRole('dialog', {
        name: /^Czy podpisać deklarację D\/\d{4}\/00153\?$/,
      }),
    ).toBeVisible();
  });

  it('says when no document waits for the other side', async () => {
    renderPanel('/panel?tab=documents', { user: demoUsers.piotr });
    expect(
      await screen.findByText('No signed document is waiting for the other side.'),
    ).toBeInTheDocument();
    expect(screen.getByText('There are no documents waiting for you.')).toBeInTheDocument();
  });

  it('shows an error state when documents cannot be loaded', async () => {
    server.use(
      mock.get(api('/app/panel/documents'), () => new HttpResponse(null, { status: 500 })),
    );
    renderPanel('/panel?tab=documents');
    expect(await screen.findByText('Documents could not be loaded.')).toBeInTheDocument();
  });
});

describe('invoice data form', () => {
  it('loads the saved data, checks the VAT-EU number and company, and saves', async () => {
    const { user } = renderPanel('/panel?tab=documents');
    const vat = await screen.findByLabelText('EU VAT number');
    expect(vat).toHaveValue('PL5260250274');
    expect(screen.getByLabelText('Company name')).toHaveValue('Kowalski Software sp. z o.o.');
    await user.clear(vat);
    await user.type(vat, 'PL8567346216');
    await user.clear(screen.getByLabelText('Company name'));
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveValue('PL8567346216');

    await user.clear(vat);
    await user.type(vat, 'PL8567346215');
    await user.type(screen.getByLabelText('Company name'), 'Nowa Firma S.A.');
    await user.clear(screen.getByLabelText('Town or city'));
    await user.type(screen.getByLabelText('Town or city'), 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByText('Invoice data saved.')).toBeInTheDocument();
    // An edit after the save is not saved: the message no longer says it is.
    await user.type(screen.getByLabelText('Town or city'), ' Podgórze');
    expect(screen.queryByText('Invoice data saved.')).not.toBeInTheDocument();
  });

  it('saves: the server gets the new data, and a new load shows it', async () => {
    const bodies = keepSentJson('PUT', '/app/panel/invoice');
    const first = renderPanel('/panel?tab=documents');
    const company = await screen.findByLabelText('Company name');
    await first.user.clear(company);
    await first.user.type(company, 'Nowa Firma S.A.');
    await first.user.clear(screen.getByLabelText('Town or city'));
    await first.user.type(screen.getByLabelText('Town or city'), 'Kraków');
    await first.user.clear(screen.getByLabelText('EU VAT number'));
    await first.user.type(screen.getByLabelText('EU VAT number'), 'PL8567346215');
    await first.user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByText('Invoice data saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        state: true,
        type: 'company',
        vatEU: 'PL8567346215',
        company: 'Nowa Firma S.A.',
        firstName: '',
        lastName: '',
        addressLine: 'ul. Długa 5/7',
        postalCode: '00-950',
        city: 'Kraków',
        countryId: '616',
      },
    ]);
    first.unmount();

    renderPanel('/panel?tab=documents');
    expect(await screen.findByLabelText('Company name')).toHaveValue('Nowa Firma S.A.');
    expect(screen.getByLabelText('EU VAT number')).toHaveValue('PL8567346215');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Kraków');
    expect(screen.getByLabelText('Postal code')).toHaveValue('00-950');
    expect(screen.getByLabelText('Country')).toHaveValue('616');
  });

  it('saves a personal invoice that comes back after a new load', async () => {
    const first = renderPanel('/panel?tab=documents', { user: demoUsers.anna });
    await first.user.click(await screen.findByRole('radio', { name: 'An individual' }));
    await first.user.type(screen.getByLabelText('First name'), 'Anna');
    await first.user.type(screen.getByLabelText('Last name'), 'Nowak');
    await first.user.type(screen.getByLabelText('Address (street, building, flat)'), 'ul. Polna 1');
    await first.user.type(screen.getByLabelText('Postal code'), '30-001');
    await first.user.type(screen.getByLabelText('Town or city'), 'Kraków');
    await first.user.selectOptions(screen.getByLabelText('Country'), '616');
    await first.user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByText('Invoice data saved.')).toBeInTheDocument();
    first.unmount();

    renderPanel('/panel?tab=documents', { user: demoUsers.anna });
    expect(await screen.findByRole('radio', { name: 'An individual' })).toBeChecked();
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nowak');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Kraków');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('requires a name and address for a personal invoice', async () => {
    const { user } = renderPanel('/panel?tab=documents', { user: demoUsers.anna });
    await user.click(await screen.findByRole('radio', { name: 'An individual' }));
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('EU VAT number')).not.toBeInTheDocument();
  });

  it('keeps the typed data when saving fails', async () => {
    server.use(mock.put(api('/app/panel/invoice'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderPanel('/panel?tab=documents');
    const company = await screen.findByLabelText('Company name');
    await user.clear(company);
    await user.type(company, 'Inna Firma');
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByText(/could not be saved/i)).toBeInTheDocument();
    await waitFor(() => expect(company).toHaveValue('Inna Firma'));
  });
});
