import { act, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { env } from '@/shared/config/env';
import { officePhoneText } from '@/shared/ui/contact-links';
import { http } from '@/shared/api/http-client';
import { answerErrors, apiFaultSentences } from '@/testing/api-faults';
import { renderWithProviders } from '@/testing/test-utils';
import { AppDialogs } from './app-dialogs';
import { errorDialogOpened } from '@/shared/api/dialog-slice';
import { errorDetailFrom, withFullStop } from '@/shared/errors/error-detail';

const time = '2026-11-22T01:00:00.000Z';

describe('error detail', () => {
  it.each([
    ['Invalid PESEL', 'Invalid PESEL.'],
    ['Done.', 'Done.'],
    ['  spaced  ', 'spaced.'],
  ])('ends %j with one full stop', (input, expected) => {
    expect(withFullStop(input)).toBe(expected);
  });

  it('takes the validation list, a bare array, or the text as given', () => {
    expect(errorDetailFrom(422, { errors: [{ msg: 'A', param: 'a' }] })).toEqual({
      kind: 'list',
      items: ['A.'],
    });
    expect(errorDetailFrom(400, [{ msg: 'B', param: 'b' }])).toEqual({
      kind: 'list',
      items: ['B.'],
    });
    expect(errorDetailFrom(500, 'Plain text!')).toEqual({ kind: 'text', text: 'Plain text!' });
    expect(errorDetailFrom(500, { message: 'From message' })).toEqual({
      kind: 'text',
      text: 'From message',
    });
    expect(errorDetailFrom('BAD_RESPONSE', 'malformed JSON')).toEqual({ kind: 'badResponse' });
  });
});

describe('the error dialog', () => {
  it('shows the generic heading and a bulleted list of messages, each with a full stop', async () => {
    const { store, findByRole, user } = renderWithProviders(<AppDialogs />);
    act(() => {
      store.dispatch(
        errorDialogOpened({
          status: 422,
          time,
          detail: errorDetailFrom(422, {
            errors: [
              { msg: 'Invalid PESEL', param: 'pesel' },
              { msg: 'Invalid IBAN.', param: 'bankAccount' },
            ],
          }),
        }),
      );
    });
    const dialog = await findByRole('alertdialog', { name: /^error$/i });
    expect(dialog).toHaveTextContent(
      'A problem has occurred! Please write down the error information below and contact us!',
    );
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Invalid PESEL.', 'Invalid IBAN.']);
    expect(dialog).toHaveTextContent('422');
    await user.click(within(dialog).getByRole('button', { name: /^close$/i }));
    expect(store.getState().dialog.error).toBeNull();
  });

  it.each([
    ['en', /^22\/11\/2026, \d\d:\d\d:\d\d \S+/],
    ['pl', /^22\.11\.2026, \d\d:\d\d:\d\d \S+/],
  ] as const)(
    '%s: gives the time as the portal writes dates, to the second, with the zone',
    async (language, written) => {
      const { store, findByRole } = renderWithProviders(<AppDialogs />, { language });
      act(() => {
        store.dispatch(
          errorDialogOpened({ status: 500, time, detail: errorDetailFrom(500, 'Down') }),
        );
      });
      const dialog = await findByRole('alertdialog');
      const moment = dialog.querySelector('time');
      expect(moment).toHaveAttribute('datetime', time);
      expect(moment?.textContent).toMatch(written);
      expect(dialog).not.toHaveTextContent('T01:00:00');
    },
  );

  it('opens at its top: the title has focus (not the Close button below the message)', async () => {
    const { store, findByRole } = renderWithProviders(<AppDialogs />);
    act(() => {
      store.dispatch(
        errorDialogOpened({ status: 500, time, detail: errorDetailFrom(500, 'Down') }),
      );
    });
    const dialog = await findByRole('alertdialog', { name: /^error$/i });
    expect(within(dialog).getByRole('heading', { name: /^error$/i })).toHaveFocus();
  });

  it('shows server markup as literal text, never as HTML', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    server.use(mock.get(api('/app/periods'), () => HttpResponse.text(payload, { status: 500 })));
    const { findByRole } = renderWithProviders(<AppDialogs />);
    await expect(http.get('/app/periods', { errorDialog: true })).rejects.toBeTruthy();
    const dialog = await findByRole('alertdialog');
    expect(dialog).toHaveTextContent(payload);
    expect(dialog.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  // Error pages of real servers that begin with an XML declaration (lighttpd, Varnish) or a
  // comment: still a page of markup, never words for the person.
  it.each([
    [
      'lighttpd',
      '<?xml version="1.0" encoding="iso-8859-1"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n <head>\n  <title>502 Bad Gateway</title>\n </head>\n <body>\n  <h1>502 Bad Gateway</h1>\n </body>\n</html>\n',
    ],
    [
      'Varnish',
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html>\n  <head>\n    <title>502 Bad Gateway</title>\n  </head>\n  <body>\n    <h1>Error 502 Bad Gateway</h1>\n    <p>Guru Meditation:</p>\n  </body>\n</html>\n',
    ],
    [
      'a page opening with a comment',
      '<!-- error page -->\n<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>',
    ],
  ])("a proxy's error page (%s) is not shown as the server's text", async (_server, page) => {
    expect(errorDetailFrom(502, page)).toEqual({ kind: 'text', text: '' });
    server.use(
      mock.get(api('/app/periods'), () =>
        HttpResponse.text(page, { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const { findByRole } = renderWithProviders(<AppDialogs />);
    await expect(http.get('/app/periods', { errorDialog: true })).rejects.toBeTruthy();
    const dialog = await findByRole('alertdialog', { name: /^error$/i });
    expect(dialog).toHaveTextContent(
      'A problem has occurred! Please write down the error information below and contact us!',
    );
    expect(dialog).toHaveTextContent('502');
    expect(dialog).not.toHaveTextContent(/Bad Gateway|<\?xml|DOCTYPE|<html/);
  });

  it('shows a list item with markup literally too, in Polish', async () => {
    answerErrors('post', '/app/form/post', 422, [
      { msg: '<b>bold</b><script>x()</script>', param: 'x' },
    ]);
    const { findByRole } = renderWithProviders(<AppDialogs />, { language: 'pl' });
    await expect(http.post('/app/form/post', {}, { errorDialog: true })).rejects.toBeTruthy();
    const dialog = await findByRole('alertdialog', { name: /^błąd$/i });
    expect(dialog).toHaveTextContent('Wystąpił błąd.');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      '<b>bold</b><script>x()</script>.',
    );
    expect(dialog.querySelector('b, script')).toBeNull();
  });

  it.each(['en', 'pl'] as const)(
    '%s: says in the shared sentences that no answer, none in time or no readable one came',
    async (language) => {
      const { store, findByRole } = renderWithProviders(<AppDialogs />, { language });
      const cases = [
        ['NETWORK', apiFaultSentences[language].offline],
        ['TIMEOUT', apiFaultSentences[language].timeout],
        ['BAD_RESPONSE', apiFaultSentences[language].malformed],
      ] as const;
      for (const [status, sentence] of cases) {
        act(() => {
          store.dispatch(
            errorDialogOpened({ status, time, detail: errorDetailFrom(status, 'ignored') }),
          );
        });
        const dialog = await findByRole('alertdialog');
        expect(dialog).toHaveTextContent(sentence);
        expect(dialog).not.toHaveTextContent('ignored');
      }
    },
  );

  it.each([
    [
      'en',
      /^access denied$/i,
      'Your access to the guest services has been withdrawn, so this cannot be done. If you think this is a mistake, contact the Student Housing Office.',
      /check the data|as a guest you are not allowed/i,
    ],
    [
      'pl',
      /^brak dostępu$/i,
      'Twój dostęp do usług dla gości został cofnięty, więc nie można tego zrobić. Jeśli to pomyłka, skontaktuj się z Działem Spraw Bytowych.',
      /sprawdź wprowadzone dane|jako gość nie masz/i,
    ],
  ] as const)(
    '%s: a 403 to a guest call says the access was withdrawn and whom to ask',
    async (language, name, body, wrong) => {
      answerErrors('get', '/app/guest/:uuid', 403, [
        {
          msg: 'Your access to the guest services has been withdrawn. If you think this is a mistake, contact the Student Housing Office.',
          param: 'guest',
          code: 'guestAccessWithdrawn',
        },
      ]);
      const { findByRole, store } = renderWithProviders(<AppDialogs />, { language });
      await expect(
        http.get('/app/guest/0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10'),
      ).rejects.toBeTruthy();
      const dialog = await findByRole('alertdialog', { name });
      expect(dialog).toHaveTextContent(body);
      expect(dialog).not.toHaveTextContent(wrong);
      expect(within(dialog).getByRole('link', { name: env.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${env.contactEmail}`,
      );
      // Only the guest dialog: the error dialog does not open over it.
      expect(store.getState().dialog.error).toBeNull();
    },
  );

  it('a 403 outside the guest calls opens no guest dialog', async () => {
    server.use(mock.get(api('/app/periods'), () => new HttpResponse(null, { status: 403 })));
    const { queryByRole, store } = renderWithProviders(<AppDialogs />);
    await expect(http.get('/app/periods')).rejects.toBeTruthy();
    expect(store.getState().dialog.guestForbidden).toBe(false);
    expect(queryByRole('alertdialog')).toBeNull();
  });
});

const faultWords = {
  en: {
    generic:
      'A problem has occurred! Please write down the error information below and contact us!',
    server: 'The server failed (HTTP 500)',
    refused: 'The server refused the request (HTTP 409)',
    what: 'What happened',
    office: 'Student Housing Office:',
    rooms:
      'The rooms in this reservation are no longer available, so it cannot be confirmed. Contact the Student Housing Office to arrange other rooms.',
    busy: 'The service is busy: many people are using it right now. Try again in a moment.',
  },
  pl: {
    generic:
      'Wystąpił błąd. Zapisz poniższe informacje o błędzie i skontaktuj się z Działem Spraw Bytowych.',
    server: 'Błąd serwera (HTTP 500)',
    refused: 'Serwer odrzucił żądanie (HTTP 409)',
    what: 'Co się stało',
    office: 'Dział Spraw Bytowych:',
    rooms:
      'Pokoje z tej rezerwacji nie są już dostępne, więc nie można jej potwierdzić. Skontaktuj się z Działem Spraw Bytowych, aby ustalić inne pokoje.',
    busy: 'Serwis jest teraz przeciążony: korzysta z niego wiele osób. Spróbuj ponownie za chwilę.',
  },
} as const;

describe.each(['en', 'pl'] as const)('%s: the error dialog says one thing per kind', (language) => {
  const words = faultWords[language];
  const sentences = apiFaultSentences[language];

  it.each([
    ['NETWORK', 'offline'],
    ['TIMEOUT', 'timeout'],
    ['BAD_RESPONSE', 'malformed'],
    [503, 'busy'],
  ] as const)(
    'no (readable) answer, or a busy server (%s): try again, nothing to write down',
    async (status, sentence) => {
      const { store, findByRole } = renderWithProviders(<AppDialogs />, { language });
      act(() => {
        store.dispatch(
          errorDialogOpened({
            status,
            time,
            // A busy server that said nothing; no answer's own error text is never shown.
            detail: errorDetailFrom(status, typeof status === 'number' ? '' : 'ignored'),
          }),
        );
      });
      const dialog = await findByRole('alertdialog');
      expect(dialog).toHaveTextContent(sentence === 'busy' ? words.busy : sentences[sentence]);
      expect(dialog).not.toHaveTextContent('ignored');
      expect(dialog).not.toHaveTextContent(words.generic);
      expect(dialog).not.toHaveTextContent(/TIMEOUT|NETWORK|BAD_RESPONSE|Status/);
      expect(dialog.querySelector('time, dl, a')).toBeNull();
    },
  );

  it("a server fault: the spec's sentence, what happened in words, the time, and the office's contact", async () => {
    const { store, findByRole } = renderWithProviders(<AppDialogs />, { language });
    act(() => {
      store.dispatch(
        errorDialogOpened({
          status: 500,
          time,
          detail: errorDetailFrom(500, {
            errors: [{ msg: 'Internal server error.', param: '', code: 'serverFault' }],
          }),
        }),
      );
    });
    const dialog = await findByRole('alertdialog');
    expect(dialog).toHaveTextContent(words.generic);
    // The coded fault is the app's own sentence already: the server's English is not repeated.
    expect(dialog).not.toHaveTextContent('Internal server error');
    expect(dialog).not.toHaveTextContent(/Status|TIMEOUT/);
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms[0]).toBe(words.what);
    expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent(words.server);
    expect(dialog.querySelector('time')).toHaveAttribute('datetime', time);
    expect(dialog).toHaveTextContent(words.office);
    expect(within(dialog).getByRole('link', { name: env.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${env.contactEmail}`,
    );
    expect(within(dialog).getByRole('link', { name: officePhoneText })).toHaveAttribute(
      'href',
      `tel:${env.contactPhone.replace(/\s+/g, '')}`,
    );
  });

  it('a refusal with a code is worded by the app, whatever language the server used', async () => {
    const { store, findByRole } = renderWithProviders(<AppDialogs />, { language });
    act(() => {
      store.dispatch(
        errorDialogOpened({
          status: 409,
          time,
          detail: errorDetailFrom(409, {
            errors: [
              {
                msg: 'The rooms in this reservation are no longer available, so it cannot be confirmed. Contact the Student Housing Office to arrange other rooms.',
                param: 'rooms',
                code: 'roomsUnavailable',
              },
            ],
          }),
        }),
      );
    });
    const dialog = await findByRole('alertdialog');
    expect(dialog).toHaveTextContent(words.rooms);
    expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent(words.refused);
    if (language === 'pl') expect(dialog).not.toHaveTextContent('no longer available');
  });
});
