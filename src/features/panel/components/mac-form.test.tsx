import { screen } from '@testing-library/react';
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

  it('an answer without the address sent pending: not sent, never "sent" beside no request', async () => {
    server.use(
      http.post(api(macPath), () => HttpResponse.json(allocationWith(null), { status: 202 })),
    );
    await send({});
    expect(await screen.findByText(failed.en)).toBeInTheDocument();
    expect(screen.queryByText(/has been sent to the network administrators/)).toBeNull();
  });
});
