import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { demoUsers, renderPanel } from '../test-utils';
import './panel-screen';
import './documents-tab';

afterEach(() => {
  vi.restoreAllMocks();
});

function rowOf(number: RegExp) {
  const cell = screen.getByRole('cell', { name: number });
  return cell.closest('tr') as HTMLElement;
}

describe('documents tab', () => {
  it('lists documents to sign and signed documents with numbers and states', async () => {
    renderPanel('/panel?tab=documents');
    const toSign = await screen.findByRole('region', { name: 'Documents to sign' });
    expect(within(toSign).getAllByRole('row')).toHaveLength(5);
    expect(within(toSign).getAllByText('Awaiting your signature')).toHaveLength(2);
    expect(within(toSign).getByText('Signed by you and sent')).toBeInTheDocument();
    expect(
      within(toSign).getByText('Signed by you, awaiting the head of the dormitory'),
    ).toBeInTheDocument();
    const signed = screen.getByRole('region', { name: 'Signed documents' });
    expect(within(signed).getByText('Concluded (signed by both sides)')).toBeInTheDocument();
    expect(within(signed).getByText('Annexed (signed by both sides)')).toBeInTheDocument();
    // Only documents awaiting the resident can be signed.
    expect(within(toSign).getAllByRole('button', { name: /^sign /i })).toHaveLength(2);
    expect(within(signed).queryByRole('button', { name: /^sign /i })).not.toBeInTheDocument();
  });

  it('signs a declaration after confirmation: signed by the resident and sent', async () => {
    const { user } = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Documents to sign' });
    const row = rowOf(/^D\/\d{4}\/00153$/);
    await user.click(
      within(row).getByRole('button', { name: /^sign declaration d\/\d{4}\/00153$/i }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: /^sign declaration d\/\d{4}\/00153\?$/i,
    });
    expect(dialog).toHaveTextContent(/it will be sent to the dormitory office/i);
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      within(rowOf(/^D\/\d{4}\/00153$/)).getByText('Awaiting your signature'),
    ).toBeInTheDocument();

    await user.click(within(rowOf(/^D\/\d{4}\/00153$/)).getByRole('button', { name: /^sign /i }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign' }),
    );
    expect(
      await screen.findByText(/^Declaration D\/\d{4}\/00153 is signed and has been sent/),
    ).toBeInTheDocument();
    const updated = rowOf(/^D\/\d{4}\/00153$/);
    expect(within(updated).getByText('Signed by you and sent')).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: /^sign /i })).not.toBeInTheDocument();
  });

  it('signs an annex: then it awaits the head of the dormitory (kept after a new load)', async () => {
    const { user, unmount } = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Documents to sign' });
    await user.click(
      within(rowOf(/^A\/\d{4}\/00021$/)).getByRole('button', { name: /^sign annex/i }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^sign annex/i });
    expect(dialog).toHaveTextContent(/awaits the signature of the head of the dormitory/i);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign' }));
    expect(
      await screen.findByText(/^Annex A\/\d{4}\/00021 is signed and now awaits/),
    ).toBeInTheDocument();
    expect(
      within(rowOf(/^A\/\d{4}\/00021$/)).getByText(
        'Signed by you, awaiting the head of the dormitory',
      ),
    ).toBeInTheDocument();
    unmount();
    renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Documents to sign' });
    expect(
      within(rowOf(/^A\/\d{4}\/00021$/)).getByText(
        'Signed by you, awaiting the head of the dormitory',
      ),
    ).toBeInTheDocument();
  });

  it('says so when signing fails and leaves the state unchanged', async () => {
    server.use(
      mock.post(
        api('/app/panel/documents/:id/sign'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = renderPanel('/panel?tab=documents');
    await screen.findByRole('region', { name: 'Documents to sign' });
    await user.click(within(rowOf(/^D\/\d{4}\/00153$/)).getByRole('button', { name: /^sign /i }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign' }),
    );
    expect(await screen.findByText(/could not be signed/i)).toBeInTheDocument();
    expect(
      within(rowOf(/^D\/\d{4}\/00153$/)).getByText('Awaiting your signature'),
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
      within(signed).getByRole('button', { name: /^download annex a\/\d{4}\/00087 \(pdf\)$/i }),
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

  it('shows empty states for a resident with only a sent declaration (Polish)', async () => {
    renderPanel('/panel?tab=documents', { user: demoUsers.anna, language: 'pl' });
    expect(await screen.findByText('Nie masz jeszcze podpisanych dokumentów.')).toBeInTheDocument();
    expect(screen.getByText('Podpisana przez Ciebie i wysłana')).toBeInTheDocument();
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
    const vat = await screen.findByLabelText('VAT-EU number');
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
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    expect(await screen.findByText('Invoice data saved.')).toBeInTheDocument();
  });

  it('requires a name and address for a personal invoice', async () => {
    const { user } = renderPanel('/panel?tab=documents', { user: demoUsers.anna });
    await user.click(await screen.findByRole('radio', { name: 'A private person' }));
    await user.click(screen.getByRole('button', { name: 'Save invoice data' }));
    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    expect(within(summary).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('VAT-EU number')).not.toBeInTheDocument();
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
