import { screen, waitFor, within } from '@testing-library/react';
import { jwtVerify } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoGuestIds } from '@/mocks/db/guest';
import { env } from '@/shared/config/env';
import { initialGuestState } from '@/shared/session/guest';
import { guestIdentified } from '@/shared/session/guest-slice';
import { signGuestToken } from '@/shared/session/guest-token';
import * as faults from '@/testing/api-faults';
import { expectServerWords, words } from '@/testing/fault-matrix';
import { keepSentRequests, type SentRequest } from '@/testing/sent-requests';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp } from '@/testing/test-utils';

// The lazy screen's code and words, loaded while the file is collected (no hook's time-out
// applies then: in a beforeAll it outlasted 30 s on a loaded machine).
await loadScreenCode('/guest');

let seen: SentRequest[] = [];
beforeEach(() => {
  seen = keepSentRequests();
});

const key = (value: string) => new TextEncoder().encode(value);

async function fillPolish(
  user: ReturnType<typeof renderApp>['user'],
  { firstName = 'Maria', lastName = 'Wiśniewska', pesel = '02211307589' } = {},
) {
  await user.type(await screen.findByLabelText(/^first name/i), firstName);
  await user.type(screen.getByLabelText(/^last name/i), lastName);
  await user.type(screen.getByLabelText(/^pesel/i), pesel);
}

describe('guest link', () => {
  it('explains a missing uuid instead of showing the form', async () => {
    renderApp('/guest');
    expect(await screen.findByText(/needs your personal link/i)).toBeInTheDocument();
    expect(screen.getByText(/has no guest identifier/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^approve/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /go to the main page/i })).toBeInTheDocument();
  });

  it.each(['not-a-uuid', '6f1c2a8e-3b4d-4e5f-8a9b', '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5bXX'])(
    'explains a malformed uuid (%s)',
    async (uuid) => {
      renderApp(`/guest-agreement?uuid=${uuid}`);
      expect(await screen.findByText(/this link is incomplete or damaged/i)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^approve/i })).not.toBeInTheDocument();
    },
  );

  it('explains a bad link in Polish', async () => {
    renderApp('/guest?uuid=xyz', { language: 'pl' });
    expect(await screen.findByText(/ten link jest niepełny lub uszkodzony/i)).toBeInTheDocument();
  });
});

describe('guest verification', () => {
  it('verifies a Polish guest: signs the token with the PESEL and sends it only to guest paths', async () => {
    const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await fillPolish(user);
    await user.click(screen.getByRole('button', { name: /^approve/i }));

    expect(
      await screen.findByRole('heading', { name: /your data have been verified/i }),
    ).toHaveFocus();
    expect(screen.getByText('DS Riviera')).toBeInTheDocument();

    const token = store.getState().guest.token;
    expect(token).toMatch(/^eyJ/);
    expect(store.getState().guest.uuid).toBe(demoGuestIds.polish);
    const { payload } = await jwtVerify(token ?? '', key('02211307589'), {
      issuer: env.guestTokenIssuer,
      audience: env.guestTokenAudience,
      algorithms: ['HS256'],
    });
    expect(payload.uuid).toBe(demoGuestIds.polish);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(8 * 3600);

    const verify = seen.find((request) => request.path.endsWith('/verify'));
    expect(verify?.authorization).toBe(`Bearer ${token}`);
    // The token is never shown or put in the address.
    expect(document.body.textContent).not.toContain(token);
    expect(window.location.href).not.toContain(token);
  });

  it('takes a PESEL pasted in groups, and signs the token with its digits', async () => {
    const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await user.type(await screen.findByLabelText(/^first name/i), 'Maria');
    await user.type(screen.getByLabelText(/^last name/i), 'Wiśniewska');
    await user.click(screen.getByLabelText(/^pesel/i));
    await user.paste(' 022113 07589 ');
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    expect(
      await screen.findByRole('heading', { name: /your data have been verified/i }),
    ).toBeInTheDocument();
    await expect(
      jwtVerify(store.getState().guest.token ?? '', key('02211307589'), {
        algorithms: ['HS256'],
      }),
    ).resolves.toBeDefined();
  });

  it('does not send the guest token to a non-guest path (the dictionary), even when one is held', async () => {
    const token = await signGuestToken(demoGuestIds.foreign, '3c01x00t47');
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.foreign}`, {
      preloadedState: { guest: { uuid: 'other', token } },
    });
    await user.click(await screen.findByRole('checkbox', { name: /i am not a polish citizen/i }));
    await screen.findByRole('option', { name: 'Foreign passport' });
    const dictionary = seen.find((request) => request.path.endsWith('/document-types'));
    expect(dictionary).toBeDefined();
    expect(dictionary?.authorization).toBeNull();
  });

  it('verifies a foreign guest with document type and number (key 3c01x00t47)', async () => {
    const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.foreign}`);
    await user.type(await screen.findByLabelText(/^first name/i), 'lukas');
    await user.type(screen.getByLabelText(/^last name/i), 'SCHNEIDER');
    await user.click(screen.getByRole('checkbox', { name: /i am not a polish citizen/i }));
    expect(screen.queryByLabelText(/^pesel/i)).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Foreign passport' });
    await user.selectOptions(screen.getByLabelText(/^document type/i), 'Foreign passport');
    await user.type(screen.getByLabelText(/^document number/i), 'C01X 00T-47');
    await user.click(screen.getByRole('button', { name: /^approve/i }));

    expect(
      await screen.findByRole('heading', { name: /your data have been verified/i }),
    ).toBeInTheDocument();
    const token = store.getState().guest.token ?? '';
    await expect(jwtVerify(token, key('3c01x00t47'))).resolves.toBeTruthy();
    await expect(jwtVerify(token, key('c01x00t47'))).rejects.toThrow(/signature/i);
  });

  it('shows the mismatch message for a wrong PESEL, keeps what was typed and drops the token', async () => {
    const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await fillPolish(user, { pesel: '44051401359' });
    await user.click(screen.getByRole('button', { name: /^approve/i }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Filled data are mismatch with those passed on registration.');
    expect(screen.getByLabelText(/^pesel/i)).toHaveValue('44051401359');
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Maria');
    expect(store.getState().guest).toEqual({ uuid: demoGuestIds.polish, token: null });
    expect(seen.filter((request) => request.path.endsWith('/verify'))).toHaveLength(1);
  });

  it('keeps focus in the field while correcting after a failed attempt', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await fillPolish(user, { pesel: '44051401359' });
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    await screen.findByText(/filled data are mismatch/i);
    const pesel = screen.getByLabelText(/^pesel/i);
    await user.click(pesel);
    await user.keyboard('{End}{Backspace}8');
    expect(pesel).toHaveFocus();
    expect(pesel).toHaveValue('44051401358');
    expect(pesel).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one verification however often Approve is pressed', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await fillPolish(user);
    const approve = screen.getByRole('button', { name: /^approve/i });
    await user.click(approve);
    await user.click(approve);
    await user.click(approve);
    await screen.findByRole('heading', { name: /your data have been verified/i });
    expect(seen.filter((request) => request.path.endsWith('/verify'))).toHaveLength(1);
  });

  it('shows the mismatch message for a wrong name', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await fillPolish(user, { lastName: 'Nowak' });
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/filled data are mismatch/i);
  });

  it('shows the mismatch message in Polish', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, { language: 'pl' });
    await user.type(await screen.findByLabelText(/^imię/i), 'Maria');
    await user.type(screen.getByLabelText(/^nazwisko/i), 'Wiśniewska');
    await user.type(screen.getByLabelText(/^pesel/i), '83071503434');
    await user.click(screen.getByRole('button', { name: /^zatwierdź/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wprowadzone dane nie zgadzają się z danymi podanymi podczas rejestracji.',
    );
  });

  it('opens the guest-forbidden dialog on a 403', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.forbidden}`);
    await fillPolish(user, { firstName: 'Tomasz', lastName: 'Lewandowski', pesel: '83071503434' });
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    const dialog = await screen.findByRole('alertdialog', { name: /access denied/i });
    expect(
      within(dialog).getByText(/access to the guest services has been withdrawn/i),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent(/check the data|not allowed/i);
    expect(screen.getByText(/access to the guest services is blocked/i)).toBeInTheDocument();
    // The server's own sentence (coded) is not repeated under the screen's.
    expect(screen.queryByText(/^access to the guest services has been withdrawn\.$/i)).toBeNull();
  });

  it('validates before signing anything: summary focused, field errors, no request', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await user.type(await screen.findByLabelText(/^pesel/i), '44051401358');
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('link', { name: 'Enter your first name' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: 'Enter the 11 digits of your PESEL as they appear on your identity card',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^pesel/i)).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((request) => request.path.includes('/app/guest/'))).toBe(false);
  });

  it('Back returns to the main page', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await user.click(await screen.findByRole('button', { name: /^back/i }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /student dormitories/i }),
    ).toBeInTheDocument();
  });
});

describe('after verification', () => {
  it('accepts the terms of the stay and shows what happens next', async () => {
    const { user } = renderApp(`/guest-agreement?uuid=${demoGuestIds.polish}`);
    await fillPolish(user);
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    await screen.findByRole('heading', { name: /your data have been verified/i });
    expect(screen.getByText(/accept the terms above/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^accept the terms/i }));
    expect(await screen.findByText(/tick the box/i, { selector: 'a' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /i have read and accept/i }));
    await user.click(screen.getByRole('button', { name: /^accept the terms/i }));
    expect(
      await screen.findByText(/you accepted the terms of the guest stay on/i),
    ).toBeInTheDocument();
    expect(screen.getByText(/go to the reception of DS Riviera/i)).toBeInTheDocument();
    const agreement = seen.find((request) => request.path.endsWith('/agreement'));
    expect(agreement?.authorization).toMatch(/^Bearer eyJ/);
  });

  it('shows the result directly while a still-valid token for this uuid is held', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    expect(
      await screen.findByRole('heading', { name: /your data have been verified/i }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^approve/i })).not.toBeInTheDocument();
  });

  it('asks for the data again when the held token has expired (a new one is signed)', async () => {
    const old = await signGuestToken(
      demoGuestIds.polish,
      '02211307589',
      new Date(Date.now() - 9 * 3600 * 1000),
    );
    const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token: old } },
    });
    expect(await screen.findByText(/your verification has expired/i)).toBeInTheDocument();
    expect(seen.some((request) => request.path.includes('/app/guest/'))).toBe(false);
    await fillPolish(user);
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    await screen.findByRole('heading', { name: /your data have been verified/i });
    expect(store.getState().guest.token).not.toBe(old);
  });

  it('signs again when the token expires before the terms are accepted', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    await screen.findByRole('heading', { name: /your data have been verified/i });
    const expired = await signGuestToken(
      demoGuestIds.polish,
      '02211307589',
      new Date(Date.now() - 8 * 3600 * 1000 - 1000),
    );
    store.dispatch(guestIdentified(expired));
    await user.click(screen.getByRole('checkbox', { name: /i have read and accept/i }));
    await user.click(screen.getByRole('button', { name: /^accept the terms/i }));
    expect(await screen.findByText(/your verification has expired/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^approve/i })).toBeInTheDocument();
    expect(store.getState().guest.token).toBeNull();
    expect(seen.some((request) => request.path.endsWith('/agreement'))).toBe(false);
  });

  it('a link for another guest drops the token held for the previous one', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    const { store } = renderApp(`/guest?uuid=${demoGuestIds.foreign}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    await screen.findByLabelText(/^first name/i);
    await waitFor(() =>
      expect(store.getState().guest).toEqual({ ...initialGuestState, uuid: demoGuestIds.foreign }),
    );
  });
});

const approveName = { en: /^approve/i, pl: /^zatwierdź/i } as const;
const failedTitle = {
  en: 'We could not check your data.',
  pl: 'Nie udało się sprawdzić Twoich danych.',
} as const;

describe.each(['en', 'pl'] as const)('guest verification failing, in %s', (language) => {
  it.each(faults.apiFaults)(
    '%s: says what happened in words, keeps the data, and Approve tries again',
    async (fault) => {
      const heal = faults.failRequests(fault, 'post', '/app/guest/:uuid/verify');
      const { user, store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, { language });
      const labels =
        language === 'pl'
          ? [/^imię/i, /^nazwisko/i, /^pesel/i]
          : [/^first name/i, /^last name/i, /^pesel/i];
      const [first, last, pesel] = labels as [RegExp, RegExp, RegExp];
      await user.type(await screen.findByLabelText(first), 'Maria');
      await user.type(screen.getByLabelText(last), 'Wiśniewska');
      await user.type(screen.getByLabelText(pesel), '02211307589');
      await user.click(screen.getByRole('button', { name: approveName[language] }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `${failedTitle[language]}${faults.apiFaultSentences[language][fault]}`,
      );
      expect(alert.textContent).not.toMatch(faults.rawStatus);
      expect(document.body.textContent).not.toMatch(faults.rawErrorCodes);
      expect(screen.getByLabelText(pesel)).toHaveValue('02211307589');
      expect(store.getState().guest.token).toBeNull();

      heal();
      await user.click(screen.getByRole('button', { name: approveName[language] }));
      expect(
        await screen.findByRole('heading', {
          name:
            language === 'pl'
              ? /twoje dane zostały zweryfikowane/i
              : /your data have been verified/i,
        }),
      ).toBeInTheDocument();
    },
  );
});

async function switchToPolish(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Polski' }));
  await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
}

const termsFailed = {
  en: 'The terms could not be accepted.',
  pl: 'Nie udało się zaakceptować warunków.',
} as const;

describe.each(faults.serverRefusals)('guest calls refused with %s', (fault) => {
  it('verification: the sentence and the server message, in en and after switching to pl', async () => {
    // A 422 is the data mismatch (below): any other refusal is shown as the server gave it.
    faults.failRequests(fault, 'post', '/app/guest/:uuid/verify', 400);
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`);
    await fillPolish(user);
    await user.click(screen.getByRole('button', { name: approveName.en }));
    expectServerWords(await screen.findByRole('alert'), fault, 'en', failedTitle.en);
    await switchToPolish(user);
    expectServerWords(screen.getByRole('alert'), fault, 'pl', failedTitle.pl);
  });

  it('terms: the sentence and the server message, in en and after switching to pl', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    faults.failRequests(fault, 'post', '/app/guest/:uuid/agreement');
    const { user } = renderApp(`/guest-agreement?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    await user.click(await screen.findByRole('checkbox', { name: /i have read and accept/i }));
    await user.click(screen.getByRole('button', { name: /^accept the terms/i }));
    expectServerWords(await screen.findByRole('alert'), fault, 'en', termsFailed.en);
    await switchToPolish(user);
    expectServerWords(screen.getByRole('alert'), fault, 'pl', termsFailed.pl);
  });
});

describe('accepting the terms failing', () => {
  it.each([
    ['en', 'empty'],
    ['en', 'malformed'],
    ['pl', 'empty'],
    ['pl', 'malformed'],
    ['en', 'server'],
  ] as const)(
    '%s, %s 200: a message in words, the terms can be accepted again',
    async (language, fault) => {
      const token = await signGuestToken(demoGuestIds.polish, '02211307589');
      const heal = faults.failRequests(fault, 'post', '/app/guest/:uuid/agreement');
      const { user } = renderApp(`/guest-agreement?uuid=${demoGuestIds.polish}`, {
        language,
        preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
      });
      const checkbox = await screen.findByRole('checkbox', {
        name: language === 'pl' ? /^znam i akceptuję warunki pobytu/i : /i have read and accept/i,
      });
      await user.click(checkbox);
      const accept = screen.getByRole('button', {
        name: language === 'pl' ? /^akceptuję warunki$/i : /^accept the terms/i,
      });
      await user.click(accept);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `${language === 'pl' ? 'Nie udało się zaakceptować warunków.' : 'The terms could not be accepted.'}${faults.apiFaultSentences[language][fault]}`,
      );
      expect(alert.textContent).not.toMatch(faults.rawStatus);
      expect(document.body.textContent).not.toMatch(faults.rawErrorCodes);

      heal();
      await user.click(accept);
      expect(
        await screen.findByText(
          language === 'pl'
            ? /warunki pobytu gościa zostały zaakceptowane/i
            : /you accepted the terms of the guest stay on/i,
        ),
      ).toBeInTheDocument();
    },
  );
});

describe.each(faults.serverRefusals)('a held verification refused with %s', (fault) => {
  it('asks for the data again with the server message, in en and after switching to pl', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    faults.failRequests(fault, 'get', '/app/guest/:uuid');
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    const notice = words('guest:stored.rejected');
    const said = faults.refusalSaid[fault].shown;
    const shown = (language: 'en' | 'pl') =>
      screen
        .getAllByRole('status')
        .find((element) => element.textContent?.includes(notice[language]));
    await waitFor(() => expect(shown('en')).toBeDefined());
    expect(shown('en')).toHaveTextContent(`${notice.en}The server's message:${said}`);
    expect(screen.getByRole('button', { name: /^approve/i })).toBeInTheDocument();
    await switchToPolish(user);
    await waitFor(() => expect(shown('pl')).toBeDefined());
    expect(shown('pl')).toHaveTextContent(`${notice.pl}Komunikat serwera:${said}`);
  });
});

describe('a verified guest coming back when the status cannot be read', () => {
  const heldToken = async () =>
    signGuestToken(demoGuestIds.polish, '02211307589').then((token) => ({
      guest: { uuid: demoGuestIds.polish, token },
    }));

  it.each(['offline', 'timeout', 'server', 'empty', 'malformed'] as const)(
    '%s: says so in the language shown instead of the form, and Try again shows the result',
    async (fault) => {
      const heal = faults.failRequests(fault, 'get', '/app/guest/:uuid');
      const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
        preloadedState: await heldToken(),
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `We could not check your earlier verification.${faults.apiFaultSentences.en[fault]}`,
      );
      expect(alert.textContent).not.toMatch(faults.rawStatus);
      expect(document.body.textContent).not.toMatch(faults.rawErrorCodes);
      expect(screen.queryByRole('button', { name: /^approve/i })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Polski' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Nie udało się sprawdzić Twojej wcześniejszej weryfikacji.${faults.apiFaultSentences.pl[fault]}`,
      );
      await user.click(screen.getByRole('button', { name: 'English' }));

      heal();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { name: /your data have been verified/i }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps the message and focus on Try again while it asks again', async () => {
    const held = faults.failAndHoldRetries('/app/guest/:uuid');
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: await heldToken(),
    });
    await faults.expectTryAgainHeld(user, await screen.findByRole('alert'), held, {
      loading: 'Checking your verification…',
      failure: 'We could not check your earlier verification.',
    });
  });

  it('offers to enter the data again instead of waiting for the server', async () => {
    faults.failRequests('server', 'get', '/app/guest/:uuid');
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: await heldToken(),
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Enter my data again' }));
    await fillPolish(user);
    await user.click(screen.getByRole('button', { name: /^approve/i }));
    expect(
      await screen.findByRole('heading', { name: /your data have been verified/i }),
    ).toBeInTheDocument();
  });

  it('asks for the data again, saying why, when the held token is no longer accepted', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '44051401358');
    const { store } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    expect(
      await screen.findByText(
        'Your earlier verification is no longer valid. Enter your data again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^approve/i })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().guest).toEqual({ uuid: demoGuestIds.polish, token: null }),
    );
  });

  it('says access is blocked (no form) when the guest has been barred since', async () => {
    const token = await signGuestToken(demoGuestIds.forbidden, '83071503434');
    renderApp(`/guest?uuid=${demoGuestIds.forbidden}`, {
      preloadedState: { guest: { uuid: demoGuestIds.forbidden, token } },
    });
    expect(
      await screen.findByText(/your access to the guest services is blocked/i),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^approve/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the terms failure after a language switch', () => {
  it('is worded in the language switched to', async () => {
    const token = await signGuestToken(demoGuestIds.polish, '02211307589');
    faults.failRequests('server', 'post', '/app/guest/:uuid/agreement');
    const { user } = renderApp(`/guest-agreement?uuid=${demoGuestIds.polish}`, {
      preloadedState: { guest: { uuid: demoGuestIds.polish, token } },
    });
    await user.click(await screen.findByRole('checkbox', { name: /i have read and accept/i }));
    await user.click(screen.getByRole('button', { name: /^accept the terms/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The terms could not be accepted.${faults.apiFaultSentences.en.server}`,
    );
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Nie udało się zaakceptować warunków.${faults.apiFaultSentences.pl.server}`,
    );
  });
});

// Issue 33, point 6: who registered the stay, why the data are asked and what the PESEL is for,
// in one paragraph before the form; once verified, whose guest the person is, as far as the
// answer says (the resident, or the dormitory itself).
describe.each([
  {
    language: 'en' as const,
    context:
      "A resident or the dormitory's administration registered your stay as a guest. Before you see it, we check that you are that guest: enter your name and PESEL as given then (foreigners: the identity document). The PESEL is used only for this check and never leaves this device: your device signs a key with it, valid for 8 hours, that the Student Housing Office compares with your registration.",
    labels: { first: /^first name/i, last: /^last name/i, pesel: /^pesel/i, approve: /^approve/i },
    notPolish: /i am not a polish citizen/i,
    documentType: /^document type/i,
    documentNumber: /^document number/i,
    passport: 'Foreign passport',
    host: 'Your host',
    dormitory: 'The administration of DS Muszelka',
  },
  {
    language: 'pl' as const,
    context:
      'Twój pobyt jako gościa zarejestrował mieszkaniec lub administracja domu studenckiego. Zanim go zobaczysz, sprawdzimy, że to Ty: podaj imię, nazwisko i PESEL takie jak przy rejestracji (cudzoziemcy: dokument tożsamości). PESEL służy tylko do tego sprawdzenia i nie opuszcza tego urządzenia: zabezpiecza klucz ważny 8 godzin, który Dział Spraw Bytowych porównuje z Twoją rejestracją.',
    labels: { first: /^imię/i, last: /^nazwisko/i, pesel: /^pesel/i, approve: /^zatwierdź/i },
    notPolish: /nie mam obywatelstwa polskiego/i,
    documentType: /^rodzaj dokumentu/i,
    documentNumber: /^numer dokumentu/i,
    passport: 'Paszport zagraniczny',
    host: 'Zaprasza',
    dormitory: 'Administracja DS Muszelka',
  },
])('$language: the guest context', (w) => {
  /** The stay's facts once verified: each term with its value. */
  const facts = async () => {
    const list = (await screen.findAllByRole('term'))[0]?.closest('dl') as HTMLElement;
    return Object.fromEntries(
      within(list)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
  };

  it('says before the form, in one paragraph, who registered the stay, why, and what the PESEL is for', async () => {
    renderApp(`/guest?uuid=${demoGuestIds.polish}`, { language: w.language });
    const paragraph = await screen.findByText(w.context);
    expect(paragraph.tagName).toBe('P');
    // Before the fields it explains.
    expect(
      paragraph.compareDocumentPosition(screen.getByLabelText(w.labels.first)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('once verified, names the resident whose guest the person is', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.polish}`, { language: w.language });
    await user.type(await screen.findByLabelText(w.labels.first), 'Maria');
    await user.type(screen.getByLabelText(w.labels.last), 'Wiśniewska');
    await user.type(screen.getByLabelText(w.labels.pesel), '02211307589');
    await user.click(screen.getByRole('button', { name: w.labels.approve }));
    expect((await facts())[w.host]).toBe('Jan Kowalski');
  });

  it('once verified, a guest of the dormitory itself is told so', async () => {
    const { user } = renderApp(`/guest?uuid=${demoGuestIds.foreign}`, { language: w.language });
    await user.type(await screen.findByLabelText(w.labels.first), 'Lukas');
    await user.type(screen.getByLabelText(w.labels.last), 'Schneider');
    await user.click(screen.getByRole('checkbox', { name: w.notPolish }));
    await screen.findByRole('option', { name: w.passport });
    await user.selectOptions(screen.getByLabelText(w.documentType), w.passport);
    await user.type(screen.getByLabelText(w.documentNumber), 'C01X00T47');
    await user.click(screen.getByRole('button', { name: w.labels.approve }));
    expect((await facts())[w.host]).toBe(w.dormitory);
  });
});
