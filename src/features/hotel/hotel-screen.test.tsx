import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoHotelBookings } from '@/mocks/db/hotel';
import { server } from '@/mocks/node';
import { env } from '@/shared/config/env';
import { formatDate } from '@/shared/lib/format';
import { initialAccountState } from '@/shared/session/account';
import {
  answerErrors,
  apiFaults,
  apiFaultSentences,
  failRequests,
  rawErrorCodes,
  rawStatus,
  serverRefusals,
} from '@/testing/api-faults';
import { expectServerWords } from '@/testing/fault-matrix';
import { keepSentRequests, type SentRequest } from '@/testing/sent-requests';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp } from '@/testing/test-utils';

// Load the lazy screen (and its imports) once, so the first test does not time out on a
// cold transform.
// The screen's code and words, while the file is collected (no hook's time-out applies then).
await loadScreenCode('/hotel-reservation');

let seen: SentRequest[] = [];
beforeEach(() => {
  seen = keepSentRequests();
});

type Language = 'en' | 'pl';
const text = {
  en: {
    code: /^verification code/i,
    signIn: /^sign in/i,
    accept: /^accept$/i,
    approve: /^approve/i,
    back: /^back/i,
    details: /reservation details/i,
    verification: /confirm your reservation/i,
    verificationIntro:
      'Check the summary. “Approve” confirms the reservation; “Back” returns to the reservation details.',
    verify: 'Verify your information and press the accept button to confirm your reservation',
    acceptSuccess: 'Successfully accepted reservation',
    acceptError: 'An error occurred during acceptance',
    notRealized: 'The reservation has been marked as not realized',
    confirmed: 'The reservation has been properly confirmed',
    mismatch: 'The verification code provided does not match the code sent by email.',
    date: /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/,
  },
  pl: {
    code: /^kod weryfikacyjny/i,
    signIn: /^zaloguj się/i,
    accept: /^akceptuj$/i,
    approve: /^zatwierdź/i,
    back: /^wstecz/i,
    details: /szczegóły rezerwacji/i,
    verification: /potwierdź rezerwację/i,
    verificationIntro:
      'Sprawdź podsumowanie. Przycisk „Zatwierdź” potwierdza rezerwację, a „Wstecz” wraca do szczegółów rezerwacji.',
    verify: 'Sprawdź swoje dane i wybierz „Akceptuj”, aby potwierdzić rezerwację',
    acceptSuccess: 'Rezerwacja została zaakceptowana',
    acceptError: 'Nie udało się zaakceptować rezerwacji',
    notRealized: 'Rezerwacja została oznaczona jako niezrealizowana',
    confirmed: 'Rezerwacja została potwierdzona',
    mismatch: 'Ten kod nie zgadza się z kodem z wiadomości e-mail. Sprawdź go i wpisz ponownie.',
    date: /^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/,
  },
} as const;

/** Opens the booking's link, types its code and presses Sign in. */
async function sendCode(
  booking: { id: string; code: string },
  language: Language = 'en',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const rendered = renderApp(`/hotel-reservation?id=${booking.id}`, { language, ...options });
  await rendered.user.type(await screen.findByLabelText(text[language].code), booking.code);
  await rendered.user.click(screen.getByRole('button', { name: text[language].signIn }));
  return rendered;
}

/** Signs in to the booking and waits for its details. */
async function signIn(
  booking: { id: string; code: string },
  language: Language = 'en',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const rendered = await sendCode(booking, language, options);
  await screen.findByRole('heading', { name: text[language].details });
  return rendered;
}

describe('hotel link', () => {
  it('explains a missing reservation id', async () => {
    renderApp('/hotel-reservation');
    expect(await screen.findByText(/no reservation number/i)).toBeInTheDocument();
    expect(screen.queryByLabelText(/verification code/i)).not.toBeInTheDocument();
  });

  it('explains a malformed reservation id, in Polish too', async () => {
    renderApp('/hotel-reservation?id=12345', { language: 'pl' });
    expect(await screen.findByText(/ten link jest niepełny lub uszkodzony/i)).toBeInTheDocument();
  });
});

describe.each(['en', 'pl'] as const)('hotel booking in %s', (language) => {
  const m = text[language];

  it('tells a person without a code what to do', async () => {
    renderApp(`/hotel-reservation?id=${demoHotelBookings.toBeConfirmed.id}`, { language });
    await screen.findByLabelText(m.code);
    const noCode = { en: 'No code?', pl: 'Nie masz kodu?' }[language];
    expect(screen.getByRole('heading', { name: noCode })).toBeInTheDocument();
    const help = screen.getByText(new RegExp(env.contactEmail.replace(/\./g, '\\.')));
    expect(help).toHaveTextContent(env.contactPhone);
    expect(help).toHaveTextContent({ en: /spam folder/, pl: /folder spam/ }[language]);
  });

  it('rejects a wrong code with the spec message, keeps it typed, and stays on sign-in', async () => {
    const { user } = renderApp(`/hotel-reservation?id=${demoHotelBookings.toBeConfirmed.id}`, {
      language,
    });
    const input = await screen.findByLabelText(m.code);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: m.signIn }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: m.mismatch })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('000000');
    expect(screen.queryByRole('heading', { name: m.details })).not.toBeInTheDocument();
  });

  it('to be confirmed: details, rooms, the verify message, Accept -> verification -> Back', async () => {
    const { user } = await signIn(demoHotelBookings.toBeConfirmed, language);
    expect(screen.getByText(m.verify).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Katarzyna')).toBeInTheDocument();
    expect(screen.getByText('Dąbrowska')).toBeInTheDocument();
    expect(screen.getByText('k.dabrowska@example.com')).toBeInTheDocument();
    expect(screen.getByText('+48 601 234 567')).toBeInTheDocument();
    expect(screen.getByText('Chór Akademicki – wyjazd')).toBeInTheDocument();
    expect(
      screen.getByText(language === 'en' ? 'PLN 1,234.50' : '1 234,50 zł'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: '101' })).toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      language === 'en' ? 'PLN 823.00' : '823,00 zł',
      language === 'en' ? 'Yes' : 'Tak',
      language === 'en' ? 'No' : 'Nie',
      expect.stringMatching(m.date),
    ]);

    await user.click(screen.getByRole('button', { name: m.accept }));
    expect(await screen.findByRole('heading', { name: m.verification })).toHaveFocus();
    // This step has no Accept button: it names its own (Approve), and no longer says to press
    // "the accept button".
    expect(screen.queryByText(m.verify)).not.toBeInTheDocument();
    expect(screen.getByText(m.verificationIntro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.approve })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.back }));
    expect(await screen.findByRole('heading', { name: m.details })).toHaveFocus();
    expect(seen.some((request) => request.url.endsWith('/accept'))).toBe(false);
  });

  it('accepts: Approve shows the success message once, not a second line saying the same', async () => {
    const { user } = await signIn(demoHotelBookings.toBeConfirmed, language);
    await user.click(screen.getByRole('button', { name: m.accept }));
    await user.click(await screen.findByRole('button', { name: m.approve }));
    expect(await screen.findByText(m.acceptSuccess)).toBeInTheDocument();
    expect(screen.queryByText(m.confirmed)).not.toBeInTheDocument();
    expect(screen.queryByText(m.verify)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.accept })).not.toBeInTheDocument();
  });

  it('shows the acceptance error and stays on the verification step', async () => {
    const { user } = await signIn(demoHotelBookings.acceptFails, language);
    await user.click(screen.getByRole('button', { name: m.accept }));
    await user.click(await screen.findByRole('button', { name: m.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.acceptError);
    expect(screen.getByRole('heading', { name: m.verification })).toBeInTheDocument();
    expect(screen.queryByText(m.acceptSuccess)).not.toBeInTheDocument();
  });

  it('an accept answered with a booking still to be confirmed is the acceptance error', async () => {
    const booking = demoHotelBookings.toBeConfirmed;
    const { user } = await signIn(booking, language);
    const stillToConfirm = {
      reservationId: booking.id,
      state: 'toBeConfirmed',
      applicant: { name: 'K', surname: 'D', email: 'k@example.com', phone: '+48 601 234 567' },
      reservation: {
        dateFrom: '2026-12-01',
        dateTo: '2026-12-03',
        numberOfPeople: 1,
        groupName: null,
        charge: 1,
      },
    };
    server.use(
      http.post(`${env.apiBase}/app/hotel/reservations/:id/accept`, () =>
        HttpResponse.json(stillToConfirm),
      ),
    );
    await user.click(screen.getByRole('button', { name: m.accept }));
    await user.click(await screen.findByRole('button', { name: m.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.acceptError);
    expect(screen.queryByText(m.acceptSuccess)).not.toBeInTheDocument();
  });

  it('confirmed: the confirmed message, no Accept', async () => {
    await signIn(demoHotelBookings.confirmed, language);
    expect(screen.getByText(m.confirmed)).toBeInTheDocument();
    expect(screen.queryByText(m.verify)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.accept })).not.toBeInTheDocument();
  });

  it('not realized: the not-realized message, no Accept', async () => {
    await signIn(demoHotelBookings.notRealized, language);
    expect(screen.getByText(m.notRealized)).toBeInTheDocument();
    expect(screen.queryByText(m.confirmed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.accept })).not.toBeInTheDocument();
  });
});

describe('hotel formats and failures', () => {
  it('re-formats money and dates when the language is switched mid-flow', async () => {
    const { user } = await signIn(demoHotelBookings.toBeConfirmed, 'en');
    expect(screen.getByText('PLN 1,234.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByText('1 234,50 zł')).toBeInTheDocument();
    expect(screen.getByText(text.pl.verify)).toBeInTheDocument();
    expect(screen.getAllByText(text.pl.date).length).toBeGreaterThan(0);
  });

  it('a server error on accept shows the acceptance error with the server message, not the global dialog', async () => {
    answerErrors('post', '/app/hotel/reservations/:id/accept', 500, [
      { msg: 'Internal error', param: 'server' },
    ]);
    const { user } = await signIn(demoHotelBookings.toBeConfirmed, 'en');
    await user.click(screen.getByRole('button', { name: /^accept$/i }));
    await user.click(await screen.findByRole('button', { name: /^approve/i }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${text.en.acceptError}${apiFaultSentences.en.server}The server's message:Internal error.`,
    );
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^Internal error\.$/);
    // Under it, what to do, and whom to ask (issue 33).
    const help = screen.getByText(
      "If Approve keeps failing, contact the Student Housing Office and give your name and the reservation's dates.",
    );
    expect(
      help.parentElement?.querySelector(`a[href="mailto:${env.contactEmail}"]`),
    ).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Approve can be tried again.
    expect(screen.getByRole('button', { name: /^approve/i })).toBeInTheDocument();
  });
});

describe('hotel requests', () => {
  it('send the code in the body only: no Authorization header, nothing in the URL or storage', async () => {
    const { code, id } = demoHotelBookings.toBeConfirmed;
    await signIn(demoHotelBookings.toBeConfirmed, 'en', {
      preloadedState: {
        account: { ...initialAccountState, access_token: 'acc', token_type: 'Bearer' },
        guest: { uuid: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', token: 'eyJ.x.y' },
      },
    });
    const hotel = seen.filter((request) => request.url.includes('/app/hotel/'));
    expect(hotel.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        `/api/v1/app/hotel/reservations/${id}/sign-in`,
        `/api/v1/app/hotel/reservations/${id}`,
        `/api/v1/app/hotel/reservations/${id}/rooms`,
      ]),
    );
    for (const request of hotel) {
      expect(request.authorization).toBeNull();
      expect(request.url).not.toContain(code);
      expect(JSON.parse(request.body)).toEqual({ code });
    }
    expect(window.location.href).not.toContain(code);
    const stored = [window.sessionStorage, window.localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
      .join('\n');
    expect(stored).not.toContain(code);
  });

  it('asks for the code when it is left empty, without calling the server', async () => {
    const { user } = renderApp(`/hotel-reservation?id=${demoHotelBookings.confirmed.id}`);
    await user.click(await screen.findByRole('button', { name: /^sign in/i }));
    expect(
      await screen.findByRole('link', { name: /enter the verification code/i }),
    ).toBeInTheDocument();
    expect(seen.some((request) => request.url.includes('/app/hotel/'))).toBe(false);
  });
});

const failures = {
  en: {
    signIn: 'The code could not be checked.',
    load: 'Your reservation could not be loaded.',
    tryAgain: /^try again$/i,
  },
  pl: {
    signIn: 'Nie udało się sprawdzić kodu.',
    load: 'Nie udało się wczytać rezerwacji.',
    tryAgain: /^spróbuj ponownie$/i,
  },
} as const;

function expectNoRawCode(alert: HTMLElement) {
  expect(alert.textContent).not.toMatch(rawStatus);
  expect(document.body.textContent).not.toMatch(rawErrorCodes);
}

describe.each(['en', 'pl'] as const)('hotel calls failing, in %s', (language) => {
  const m = text[language];
  const f = failures[language];

  it.each(apiFaults)(
    'sign-in, %s: says what happened, keeps the code, signs in again',
    async (fault) => {
      const heal = failRequests(fault, 'post', '/app/hotel/reservations/:id/sign-in');
      const { user } = await sendCode(demoHotelBookings.confirmed, language);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`${f.signIn}${apiFaultSentences[language][fault]}`);
      expectNoRawCode(alert);
      expect(screen.getByLabelText(m.code)).toHaveValue(demoHotelBookings.confirmed.code);

      heal();
      await user.click(screen.getByRole('button', { name: m.signIn }));
      expect(await screen.findByRole('heading', { name: m.details })).toBeInTheDocument();
    },
  );

  it.each(apiFaults)(
    'accept, %s: the acceptance error with the reason, Approve again',
    async (fault) => {
      const { user } = await signIn(demoHotelBookings.toBeConfirmed, language);
      const heal = failRequests(fault, 'post', '/app/hotel/reservations/:id/accept');
      await user.click(screen.getByRole('button', { name: m.accept }));
      await user.click(await screen.findByRole('button', { name: m.approve }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`${m.acceptError}${apiFaultSentences[language][fault]}`);
      expectNoRawCode(alert);
      expect(screen.getByRole('heading', { name: m.verification })).toBeInTheDocument();

      heal();
      await user.click(screen.getByRole('button', { name: m.approve }));
      expect(await screen.findByText(m.acceptSuccess)).toBeInTheDocument();
    },
  );

  it.each(apiFaults)('booking details, %s: says why and offers to try again', async (fault) => {
    const heal = failRequests(fault, 'post', '/app/hotel/reservations/:id');
    const { user } = await sendCode(demoHotelBookings.confirmed, language);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${f.load}${apiFaultSentences[language][fault]}`);
    expectNoRawCode(alert);

    heal();
    await user.click(within(alert).getByRole('button', { name: f.tryAgain }));
    expect(await screen.findByRole('heading', { name: m.details })).toBeInTheDocument();
  });
});

describe('hotel sign-in failure, then a language switch', () => {
  it.each(apiFaults)('%s: title and reason are both re-worded in Polish', async (fault) => {
    failRequests(fault, 'post', '/app/hotel/reservations/:id/sign-in');
    const { user } = await sendCode(demoHotelBookings.confirmed, 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${failures.en.signIn}${apiFaultSentences.en[fault]}`,
    );
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${failures.pl.signIn}${apiFaultSentences.pl[fault]}`,
    );
  });
});

describe('hotel acceptance refused by the server (409)', () => {
  it('shows the spec message and why, worded by the app (the refusal has a code), in en and pl', async () => {
    const { user } = await signIn(demoHotelBookings.acceptFails, 'en');
    await user.click(screen.getByRole('button', { name: text.en.accept }));
    await user.click(await screen.findByRole('button', { name: text.en.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^An error occurred during acceptanceThe rooms in this reservation are no longer available, so it cannot be confirmed\. Contact the Student Housing Office to arrange other rooms\.$/,
    );
    // The answer came in English; the app words the coded refusal in the language switched to.
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Nie udało się zaakceptować rezerwacjiPokoje z tej rezerwacji nie są już dostępne, więc nie można jej potwierdzić\. Skontaktuj się z Działem Spraw Bytowych, aby ustalić inne pokoje\.$/,
    );
  });
});

describe.each(serverRefusals)('hotel calls refused with %s', (fault) => {
  const calls = [
    // A 422 on sign-in is the wrong code (its own spec message): any other refusal is shown.
    { call: 'sign-in', path: '/app/hotel/reservations/:id/sign-in', status: 400, title: failures },
    { call: 'booking details', path: '/app/hotel/reservations/:id', title: failures },
  ] as const;

  it.each(calls)(
    '$call: the sentence and the server message, in en and after switching to pl',
    async ({ path, ...call }) => {
      failRequests(fault, 'post', path, 'status' in call ? call.status : undefined);
      const { user } = await sendCode(demoHotelBookings.confirmed, 'en');
      const title = (language: Language) =>
        call.call === 'sign-in' ? call.title[language].signIn : call.title[language].load;
      expectServerWords(await screen.findByRole('alert'), fault, 'en', title('en'));
      await user.click(screen.getByRole('button', { name: 'Polski' }));
      await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
      expectServerWords(screen.getByRole('alert'), fault, 'pl', title('pl'));
    },
  );

  it('accept: the acceptance error, the sentence and the server message, in en and pl', async () => {
    const { user } = await signIn(demoHotelBookings.toBeConfirmed, 'en');
    failRequests(fault, 'post', '/app/hotel/reservations/:id/accept');
    await user.click(screen.getByRole('button', { name: text.en.accept }));
    await user.click(await screen.findByRole('button', { name: text.en.approve }));
    expectServerWords(await screen.findByRole('alert'), fault, 'en', text.en.acceptError);
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('pl'));
    expectServerWords(screen.getByRole('alert'), fault, 'pl', text.pl.acceptError);
  });
});

describe('a booking that cannot be loaded after the code sign-in', () => {
  it('takes focus with its failure, so a keyboard user is not left on the page body', async () => {
    answerErrors('post', '/app/hotel/reservations/:id', 500, [
      { msg: 'Internal error', param: '' },
    ]);
    await sendCode(demoHotelBookings.toBeConfirmed);
    const title = await screen.findByText('Your reservation could not be loaded.');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.contains(title)).toBe(true);
  });
});

// Issue 33, point 5: the address, check-in hours and how to pay (the deployment's configuration
// of the dormitory the reservation names), what happens after Approve, and whom to ask when
// acceptance fails.
describe.each(['en', 'pl'] as const)('hotel next steps in %s', (language) => {
  const m = text[language];
  const w = {
    en: {
      stay: 'Where and when',
      pay: 'How to pay',
      next: 'What happens next',
      hours: ['Monday–Friday: 07:00–22:00', 'Saturday, Sunday: 09:00–21:00'],
      akademikHours: ['Monday–Friday: 08:00–20:00', 'Saturday: 10:00–14:00'],
      checkIn: (date: string) => `From 14:00 on ${date}`,
      checkOut: (date: string) => `By 11:00 on ${date}`,
      unpaid: 'Rooms 101, 102 are not fully paid yet.',
      atReception: 'Pay at the reception when you check in, by card or in cash.',
      title: `Hotel reservation ${demoHotelBookings.toBeConfirmed.id}`,
      arrive: (date: string) =>
        `On ${date}, from 14:00, check in at the reception: DS Riviera, ul. Waryńskiego 12, 00-631 Warszawa.`,
      document: 'Bring an identity document: the reception asks for it when you check in.',
      payStep: 'Pay what is still due: see How to pay below.',
      change: 'To change or cancel the reservation, contact the Student Housing Office:',
      roomsUnavailable:
        'The rooms in this reservation are no longer available, so it cannot be confirmed. Contact the Student Housing Office to arrange other rooms.',
      contactOffice:
        "When you contact the Student Housing Office, give your name and the reservation's dates:",
      unknownDorm:
        'This reservation does not say which dormitory it is in yet. For the address and move-in hours, ask the Student Housing Office:',
      unknownPay: 'Ask the Student Housing Office how to pay:',
    },
    pl: {
      stay: 'Gdzie i kiedy',
      pay: 'Jak zapłacić',
      next: 'Co dalej',
      hours: ['Poniedziałek–piątek: 07:00–22:00', 'Sobota, niedziela: 09:00–21:00'],
      akademikHours: ['Poniedziałek–piątek: 08:00–20:00', 'Sobota: 10:00–14:00'],
      checkIn: (date: string) => `Od 14:00, ${date}`,
      checkOut: (date: string) => `Do 11:00, ${date}`,
      unpaid: 'Pokoje 101, 102 nie są jeszcze w pełni opłacone.',
      atReception: 'Zapłać w recepcji przy zakwaterowaniu: kartą lub gotówką.',
      title: `Rezerwacja hotelowa ${demoHotelBookings.toBeConfirmed.id}`,
      arrive: (date: string) =>
        `Dnia ${date} od godz. 14:00 zgłoś się do recepcji: DS Riviera, ul. Waryńskiego 12, 00-631 Warszawa.`,
      document: 'Zabierz dokument tożsamości: recepcja poprosi o niego przy zakwaterowaniu.',
      payStep: 'Zapłać to, co pozostało do zapłaty (zob. „Jak zapłacić” poniżej).',
      change: 'Aby zmienić lub odwołać rezerwację, skontaktuj się z Działem Spraw Bytowych:',
      roomsUnavailable:
        'Pokoje z tej rezerwacji nie są już dostępne, więc nie można jej potwierdzić. Skontaktuj się z Działem Spraw Bytowych, aby ustalić inne pokoje.',
      contactOffice:
        'Kontaktując się z Działem Spraw Bytowych, podaj swoje imię i nazwisko oraz daty rezerwacji:',
      unknownDorm:
        'W rezerwacji nie wskazano jeszcze domu studenckiego. O adres i godziny zakwaterowania zapytaj Dział Spraw Bytowych:',
      unknownPay: 'O sposób zapłaty zapytaj Dział Spraw Bytowych:',
    },
  }[language];
  const inDays = (days: number) =>
    formatDate(new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10), language);
  const region = (name: string) => screen.getByRole('region', { name });
  const items = (element: HTMLElement) =>
    within(element)
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('to be confirmed: the dormitory, its reception hours, check-in and out, and how to pay', async () => {
    await signIn(demoHotelBookings.toBeConfirmed, language);
    const stay = region(w.stay);
    expect(stay).toHaveTextContent('DS Riviera');
    expect(stay).toHaveTextContent('ul. Waryńskiego 12, 00-631 Warszawa');
    expect(items(stay)).toEqual(w.hours);
    expect(stay).toHaveTextContent(w.checkIn(inDays(14)));
    expect(stay).toHaveTextContent(w.checkOut(inDays(17)));
    expect(within(stay).getByRole('link', { name: '+48 22 234 61 00' })).toHaveAttribute(
      'href',
      'tel:+48222346100',
    );
    const pay = region(w.pay);
    expect(pay).toHaveTextContent(w.unpaid);
    expect(pay).toHaveTextContent(w.atReception);
    expect(pay).toHaveTextContent('Politechnika – Dom Studencki Riviera');
    const account = within(pay).getByText('PL78 1020 1026 0000 1902 0213 0467');
    expect(isValidIBAN(electronicFormatIBAN(account.textContent ?? '') ?? '')).toBe(true);
    expect(pay).toHaveTextContent(w.title);
    // Nothing happens next until it is accepted.
    expect(screen.queryByRole('region', { name: w.next })).not.toBeInTheDocument();
  });

  it('after Approve: what happens next, step by step, with the office to ask', async () => {
    const { user } = await signIn(demoHotelBookings.toBeConfirmed, language);
    await user.click(screen.getByRole('button', { name: m.accept }));
    await user.click(await screen.findByRole('button', { name: m.approve }));
    await screen.findByText(m.acceptSuccess);
    const next = region(w.next);
    const steps = Array.from(next.querySelectorAll('ol > li'));
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      w.arrive(inDays(14)),
      w.document,
      w.payStep,
      w.change,
    ]);
    expect(within(next).getByRole('link', { name: env.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${env.contactEmail}`,
    );
    // The next steps come first, under the success message.
    expect(
      screen.getByText(m.acceptSuccess).compareDocumentPosition(next) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('confirmed and fully paid: what happens next without paying, and no How to pay', async () => {
    await signIn(demoHotelBookings.confirmed, language);
    const next = region(w.next);
    expect(next).toHaveTextContent('DS Akademik');
    expect(next).not.toHaveTextContent(w.payStep);
    expect(items(region(w.stay))).toEqual(w.akademikHours);
    expect(screen.queryByRole('region', { name: w.pay })).not.toBeInTheDocument();
  });

  it('not realized: no arrival, no payment', async () => {
    await signIn(demoHotelBookings.notRealized, language);
    expect(screen.queryByRole('region', { name: w.stay })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: w.pay })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: w.next })).not.toBeInTheDocument();
  });

  it('rooms no longer available: the reason, what to do, and the office to ask', async () => {
    const { user } = await signIn(demoHotelBookings.acceptFails, language);
    await user.click(screen.getByRole('button', { name: m.accept }));
    await user.click(await screen.findByRole('button', { name: m.approve }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.acceptError);
    expect(alert).toHaveTextContent(w.roomsUnavailable);
    const help = screen.getByText(w.contactOffice).parentElement as HTMLElement;
    expect(within(help).getByRole('link', { name: env.contactEmail })).toBeInTheDocument();
    expect(
      within(help).getByRole('link', { name: env.contactPhone.replace(/\s+/g, '\u00a0') }),
    ).toBeInTheDocument();
    // Right under the failure, before Back and Approve.
    expect(
      screen.getByRole('alert').compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a dormitory the configuration does not know: the office to ask, for both', async () => {
    const { id } = demoHotelBookings.toBeConfirmed;
    server.use(
      http.post(`${env.apiBase}/app/hotel/reservations/:id`, async ({ request }) => {
        await request.json();
        return HttpResponse.json({
          reservationId: id,
          state: 'toBeConfirmed',
          applicant: { name: 'K', surname: 'D', email: 'k@example.com', phone: '+48 601 234 567' },
          reservation: {
            dormId: '99',
            dateFrom: '2026-12-01',
            dateTo: '2026-12-03',
            numberOfPeople: 1,
            groupName: null,
            charge: 100,
          },
        });
      }),
    );
    await signIn(demoHotelBookings.toBeConfirmed, language);
    const stay = region(w.stay);
    expect(stay).toHaveTextContent(w.unknownDorm);
    expect(within(stay).getByRole('link', { name: env.contactEmail })).toBeInTheDocument();
    expect(region(w.pay)).toHaveTextContent(w.unknownPay);
  });
});
