import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { words, type Language } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { renderWithProviders } from '@/testing/test-utils';
import { MacForm } from './mac-form';

// Issue 13: each kind of failure the MAC form shows, then a language switch: everything in the
// other language, exactly, nothing of the first one left (the server's own words are shown as
// sent).

const macPath = '/app/panel/network/mac';
const t = (key: string) => words(`panel:internet.${key}`);
const macLabel = t('macLabel');
const macHint = t('macHint');
const accept = t('accept');
const submit = t('submit');
const failed = t('failed');

const answer = form.answerTo('post', macPath);
const sentMac = { mac: '3c:52:82:1a:4f:91', requestedAt: '2026-10-01T09:00:00Z' };
/** The MAC save's answer (MacSent): the allocation with what is pending. */
const allocationWith = (pendingMac: typeof sentMac | null) => ({
  active: true,
  dorm: 'DS Akademik',
  room: '214',
  socket: '214-2',
  mac: null,
  pendingMac,
});

const fields = [form.checkboxField(accept), form.labelledField(macLabel, macHint)];
/** Errors on the fields (null: none) and the summary listing them in the form's order. */
const onFields = (regulations: form.Message | null, mac: form.Message | null) =>
  form.fieldErrors(fields, [regulations, mac]);

/** The form's alert: what failed, why, then the server's own words. */
const inAlert = form.failureAlert(failed);

const refusedMac = { msg: 'A multicast MAC address cannot be registered', param: 'mac' };
const blockedSocket = { msg: 'The socket 214-2 is blocked', param: 'socket' };

const cases: (form.FailureCase & { accepted?: boolean; mac?: string })[] = [
  {
    kind: 'nothing filled in (client checks)',
    accepted: false,
    mac: '',
    shown: onFields(t('acceptRequired'), t('macRequired')),
  },
  {
    kind: 'no MAC address at all (client check): plain words, no “hexadecimal”',
    mac: '3c:52:82:1a:4f:9g',
    shown: onFields(null, t('macFormat')),
  },
  {
    kind: 'a multicast address (client check)',
    mac: '01:00:5e:00:00:01',
    shown: onFields(null, t('macMulticast')),
  },
  {
    kind: '422 on the address: its own sentence in the person’s language',
    fail: answer(422, { errors: [refusedMac] }),
    shown: onFields(null, t('macRefused')),
  },
  {
    kind: '422 on the address and on something the form has no field for',
    fail: answer(422, { errors: [refusedMac, blockedSocket] }),
    shown: form.both(
      onFields(null, t('macRefused')),
      inAlert('common:apiFailure.rejected', ['The socket 214-2 is blocked.']),
    ),
  },
  {
    kind: '422 naming no field of the form',
    fail: answer(422, { errors: [blockedSocket] }),
    shown: inAlert('common:apiFailure.rejected', ['The socket 214-2 is blocked.']),
  },
  ...form.commonFailures('post', macPath, inAlert, 'Gniazdo zablokowane'),
];

async function send(
  { accepted = true, mac = '3c:52:82:1a:4f:91' }: { accepted?: boolean; mac?: string },
  language: Language = 'en',
) {
  const rendered = renderWithProviders(<MacForm />, { language });
  const { user } = rendered;
  if (accepted) await user.click(screen.getByRole('checkbox', { name: accept[language] }));
  if (mac) await user.type(screen.getByLabelText(macLabel[language]), mac);
  await user.click(screen.getByRole('button', { name: submit[language] }));
  return rendered;
}

describe('MAC form: each failure, then a language switch', () => {
  form.testEachFailureInBothLanguages(cases, async (typed) => {
    const { i18n } = await send(typed);
    return {
      i18n,
      afterwards: () =>
        expect(screen.getByLabelText(macLabel.pl)).toHaveValue(typed.mac ?? '3c:52:82:1a:4f:91'),
    };
  });

  it('the address sent: the outcome is worded again in Polish', async () => {
    server.use(
      http.post(api(macPath), () => HttpResponse.json(allocationWith(sentMac), { status: 202 })),
    );
    const { i18n } = await send({});
    const sent = {
      en: 'MAC address 3c:52:82:1a:4f:91 has been sent to the network administrators. It will work once they apply it.',
      pl: 'Adres MAC 3c:52:82:1a:4f:91 został wysłany do administratorów sieci. Zacznie działać, gdy go wprowadzą.',
    };
    expect(await screen.findByText(sent.en)).toBeInTheDocument();
    await form.switchLanguage(i18n, 'pl');
    expect(screen.getByText(sent.pl)).toBeInTheDocument();
    form.expectGone([sent.en]);
  });

  it('says what a MAC address is made of in plain words, in both languages', () => {
    const format = t('macFormat');
    expect(format.en).toMatch(/6 pairs of characters \(digits 0–9 and letters a–f\)/);
    expect(format.pl).toMatch(/6 par znaków \(cyfry 0–9 i litery a–f\)/);
    for (const text of Object.values(format)) expect(text).not.toMatch(/hexadecimal|szesnastkow/i);
  });

  // Accepted (a 2xx) and read, without naming the address sent as pending, as Prism's
  // contract-valid answers did: sent, not confirmed, and what to do; the allocation is read again.
  // An empty or unreadable 2xx is a failure like any other write's (panel-faults.test.tsx).
  it.each([
    ['nothing pending', allocationWith(null)],
    ['another address pending', allocationWith({ ...sentMac, mac: '3c:52:82:1a:4f:92' })],
    ['no allocation at all', {}],
  ])('an accepted answer with %s: sent but not confirmed, and what to do', async (_, body) => {
    let allocationReads = 0;
    server.use(
      http.post(api(macPath), () => HttpResponse.json(body, { status: 202 })),
      http.get(api('/app/panel/network/allocation'), () => {
        allocationReads += 1;
        return HttpResponse.json(allocationWith(null));
      }),
    );
    const { i18n } = await send({});
    const said = {
      en: `Sent, but not confirmedMAC address 3c:52:82:1a:4f:91 was sent, but the answer did not confirm that the network administrators have it. Look under Connection allocation above: if 3c:52:82:1a:4f:91 is not waiting for approval there, send it again.`,
      pl: `Wysłany, ale niepotwierdzonyAdres MAC 3c:52:82:1a:4f:91 został wysłany, ale odpowiedź nie potwierdziła, że dotarł do administratorów sieci. Sprawdź w sekcji Przydział połączenia powyżej: jeśli 3c:52:82:1a:4f:91 nie czeka tam na zatwierdzenie, wyślij go ponownie.`,
    };
    const status = await screen.findByRole('status');
    await waitFor(() => form.expectText(status, said.en));
    expect(screen.queryByText(failed.en)).toBeNull();
    expect(screen.queryByText(/has been sent to the network administrators/)).toBeNull();
    await waitFor(() => expect(allocationReads).toBe(1));
    await form.switchLanguage(i18n, 'pl');
    form.expectText(screen.getByRole('status'), said.pl);
    form.expectGone([said.en]);
  });
});

describe('finding the MAC address', () => {
  const systems = {
    en: ['How to find it on Windows', 'How to find it on macOS', 'How to find it on Linux'],
    pl: [
      'Jak go znaleźć w systemie Windows',
      'Jak go znaleźć w systemie macOS',
      'Jak go znaleźć w systemie Linux',
    ],
  };
  const steps = {
    en: ['getmac /v', 'Details › Hardware', 'link/ether'],
    pl: ['getmac /v', 'Szczegóły › Sprzęt', 'link/ether'],
  };

  it.each(['en', 'pl'] as const)(
    '%s: one short disclosure per system, closed, each with the wired adapter’s steps',
    async (language) => {
      const { user } = renderWithProviders(<MacForm />, { language });
      expect(
        screen.getByText(
          language === 'en'
            ? /^Register the address of the adapter you plug the network cable into \(Ethernet\), not the Wi-Fi one\./
            : /^Zarejestruj adres karty sieciowej, do której podłączasz kabel sieciowy \(Ethernet\), a nie karty Wi-Fi\./,
        ),
      ).toBeInTheDocument();
      const disclosures = systems[language].map((name) => {
        const summary = screen.getByText(name, { selector: 'summary' });
        const details = summary.closest('details') as HTMLDetailsElement;
        expect(details.open).toBe(false);
        return details;
      });
      for (const [index, details] of disclosures.entries()) {
        await user.click(within(details).getByText(systems[language][index] as string));
        expect(details.open).toBe(true);
        const items = within(details).getAllByRole('listitem');
        expect(items).toHaveLength(3);
        expect(details).toHaveTextContent(steps[language][index] as string);
      }
    },
  );
});
