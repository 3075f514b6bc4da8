import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { formatMoney as format } from '@/shared/lib/format';
import { demoUsers, renderPanel } from '../test-utils';
import './panel-screen';
import './fees-tab';

afterEach(() => {
  vi.restoreAllMocks();
});

/** As Testing Library normalises text: no-break spaces from Intl become plain spaces. */
const formatMoney = (amount: number, language: string) =>
  format(amount, language).replace(/\s+/g, ' ');

const bodyRows = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('row').length - 1;

describe('fees tab', () => {
  it('shows loading, then receivables with every column, the payment history and the balance to pay', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), async () => {
        await delay(50);
        return HttpResponse.json({ amount: 1444.61, kind: 'toPay' });
      }),
    );
    renderPanel('/panel?tab=fees');
    expect(await screen.findByText('Loading fees…')).toBeInTheDocument();
    const charges = await screen.findByRole('region', { name: 'Receivables' });
    const headers = within(charges)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Kind',
      'Charge date',
      'Fee collector',
      'Amount',
      'Period',
      'Payment deadline',
      'Interest',
      'Check-in period',
      'Dormitory',
      'Room',
      'Returned',
    ]);
    expect(within(charges).getAllByText('Rent').length).toBeGreaterThan(0);
    expect(within(charges).getAllByText(formatMoney(720.5, 'en')).length).toBeGreaterThan(0);
    const payments = screen.getByRole('region', { name: 'Payment history' });
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Type', 'Source', 'Amount']);
    const balance = screen.getByRole('heading', { name: 'Final balance' })
      .parentElement as HTMLElement;
    expect(balance).toHaveTextContent(`To pay: ${formatMoney(1444.61, 'en')}`);
  });

  it('marks overdue deadlines with words, not colour alone', async () => {
    renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Receivables' });
    const overdue = within(charges).getAllByText('Overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.closest('tr')).toHaveClass('row--overdue');
    expect(overdue[0]?.closest('tr')).toHaveTextContent(formatMoney(3.61, 'en'));
  });

  it('hides historical entries until the switch is on', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    await screen.findByRole('region', { name: 'Receivables' });
    const current = bodyRows('Receivables');
    const currentPayments = bodyRows('Payment history');
    expect(screen.queryByText(/\(historical\)/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Show historical entries' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=fees&historical=1'));
    expect(bodyRows('Receivables')).toBeGreaterThan(current + 20);
    expect(bodyRows('Payment history')).toBeGreaterThan(currentPayments + 20);
    expect(screen.getAllByText(/\(historical\)/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Returned', { selector: 'td' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/^Showing \d+ receivables and \d+ payments\.$/)).toBeInTheDocument();
    await user.click(toggle);
    expect(bodyRows('Receivables')).toBe(current);
  });

  it('toggles a thousand rows of history', { timeout: 60_000 }, async () => {
    const { user } = renderPanel('/panel?tab=fees', { user: demoUsers.piotr });
    await screen.findByRole('region', { name: 'Receivables' });
    await user.click(screen.getByRole('switch', { name: 'Show historical entries' }));
    expect(bodyRows('Receivables')).toBeGreaterThanOrEqual(900);
  });

  it('shows an overpayment for a resident who paid more, with no payment code', async () => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna });
    const heading = await screen.findByRole('heading', { name: 'Final balance' });
    expect(heading.parentElement).toHaveTextContent(`Overpayment: ${formatMoney(1500, 'en')}`);
    expect(screen.queryByRole('img', { name: /payment qr code/i })).not.toBeInTheDocument();
  });

  it('shows balances in Polish with Polish money format', async () => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna, language: 'pl' });
    const heading = await screen.findByRole('heading', { name: 'Saldo końcowe' });
    expect(heading.parentElement).toHaveTextContent(`Nadpłata: ${formatMoney(1500, 'pl')}`);
    expect(formatMoney(1500, 'pl')).toMatch(/^1\s?500,00 zł$/);
  });

  it('shows "settled" and empty tables when there is nothing', async () => {
    server.use(
      mock.get(api('/app/panel/fees/charges'), () => HttpResponse.json([])),
      mock.get(api('/app/panel/fees/payments'), () => HttpResponse.json([])),
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ amount: 0, kind: 'settled' }),
      ),
    );
    renderPanel('/panel?tab=fees');
    expect(await screen.findByText('There are no receivables to show.')).toBeInTheDocument();
    expect(screen.getByText('There are no payments to show.')).toBeInTheDocument();
    expect(screen.getByText('Settled, nothing to pay')).toBeInTheDocument();
  });

  it('shows an error state with retry', async () => {
    server.use(
      mock.get(api('/app/panel/fees/payments'), () => new HttpResponse(null, { status: 500 })),
    );
    renderPanel('/panel?tab=fees');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fees could not be loaded.');
  });

  it('offers a payment QR code with the amount and title, and copy buttons', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    // After render: user-event installs its own clipboard stub on setup.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const label = `Payment QR code: transfer of ${formatMoney(1444.61, 'en')} to account 61 1090 1014 0000 0712 1981 2874, title: Opłaty DS 1001 J. Kowalski`;
    const qr = await screen.findByRole('img', {
      name: (name) => name.replace(/\s+/g, ' ') === label,
    });
    const payload = qr.getAttribute('data-payload') ?? '';
    expect(payload).toBe(
      '5260250274|PL|61109010140000071219812874|144461|Domy Studenckie|Opłaty DS 1001 J. Kowalski|||',
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(writeText).toHaveBeenLastCalledWith('61109010140000071219812874');
    expect(await screen.findByText('Account number copied to the clipboard.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('1444.61');
    await user.click(screen.getByRole('button', { name: 'Copy transfer title' }));
    expect(writeText).toHaveBeenLastCalledWith('Opłaty DS 1001 J. Kowalski');
  });

  it('tells the person when copying fails', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy amount' }));
    await waitFor(() => expect(screen.getByText(/copying did not work/i)).toBeInTheDocument());
  });
});
