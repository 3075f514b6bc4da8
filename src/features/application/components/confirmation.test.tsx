import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { renderWithProviders } from '@/testing/test-utils';
import type { Confirmation } from '../confirmation';
import { initialRegistrationState, selectDelivered } from '../registration-slice';
import { fillValidStudent, submitButton } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';
import ApplicationSentScreen from './application-sent-screen';
import RegisterScreen from './register-screen';

await prepareRegistrationFormTests();

const say = (key: string, params: Record<string, string> = {}) =>
  words(`application:${key}`, params);

const receipt = {
  id: 'A-77q',
  submittedAt: '2026-11-28T14:05:00+01:00',
  confirmationEmail: true,
  decisionBy: '2027-01-11',
};

const kept: Confirmation = {
  reference: 'A-77q',
  submittedAt: receipt.submittedAt,
  confirmationEmail: false,
  decisionBy: '2027-01-11',
  placeRequested: true,
};

const keptState = { registration: { ...initialRegistrationState, delivered: kept } };

// Issue 34, point 3: the confirmation has its own address and stays for the session: the
// reference number with a copy button, the date, what happens next and when, and whether an
// e-mail follows, as the server's receipt says; never a second send.
describeInEachLanguage('the confirmation, in %s', { en: null, pl: null }, (language) => {
  const text = (key: string, params?: Record<string, string>) => say(key, params)[language];

  it('shows the receipt after sending, at the top, with the number to copy', async () => {
    server.use(http.post(api('/app/form/post'), () => HttpResponse.json(receipt, { status: 201 })));
    const { user, i18n, store } = renderRegister();
    // A clipboard of this test's own, set after user-event's: in the whole suite, reading back
    // through user-event's stub never answered (a stub of another file's window, left on the
    // shared worker's navigator), and the test waited for ever.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await fillValidStudent(user);
    if (language === 'pl') await act(() => i18n.changeLanguage('pl'));
    await user.click(submitButton());
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: text('submit.delivered'),
    });
    expect(heading).toHaveFocus();
    expect(document.body).toHaveTextContent(`${text('submit.reference')} A-77q`);
    expect(document.body).toHaveTextContent(text('sent.quote'));
    expect(document.body).toHaveTextContent(
      language === 'en' ? 'Sent on 28/11/2026' : 'Wysłano 28.11.2026',
    );
    // The valid applicant asks for no place: the registration's next step.
    expect(document.body).toHaveTextContent(text('sent.nextRegistration'));
    expect(document.body).toHaveTextContent(text('sent.email'));
    expect(screen.queryByRole('button', { name: /send|wyślij/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: text('sent.copy') }));
    expect(writeText).toHaveBeenLastCalledWith('A-77q');
    expect(await screen.findByText(text('sent.copied'))).toBeVisible();
    // Kept for the session: a reload shows it again.
    expect(selectDelivered(store.getState())).toMatchObject({
      reference: 'A-77q',
      confirmationEmail: true,
      placeRequested: false,
    });
  });

  it('comes back at its address after a reload, and in place of a new form on Back', () => {
    renderWithProviders(<ApplicationSentScreen />, {
      preloadedState: keptState,
      language,
      route: '/application-sent',
    });
    expect(screen.getByRole('heading', { level: 1, name: text('submit.delivered') })).toBeVisible();
    expect(document.body).toHaveTextContent(
      text('sent.nextPlaceBy', { date: language === 'en' ? '11/01/2027' : '11.01.2027' }),
    );
    expect(document.body).toHaveTextContent(text('sent.noEmail'));
  });

  it('stands in place of the form at /register: no second application is offered', () => {
    renderWithProviders(<RegisterScreen />, {
      preloadedState: keptState,
      language,
      route: '/register',
    });
    expect(screen.getByRole('heading', { level: 1, name: text('submit.delivered') })).toBeVisible();
    expect(screen.queryByRole('button', { name: /send|wyślij/i })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says so when nothing was sent in this session', () => {
    renderWithProviders(<ApplicationSentScreen />, { language, route: '/application-sent' });
    expect(screen.getByRole('heading', { level: 1, name: text('sent.noneTitle') })).toBeVisible();
    expect(screen.getByRole('link', { name: text('sent.apply') })).toBeVisible();
  });
});

it('says nothing of a number or an e-mail the answer did not give (an empty 201 is delivered)', async () => {
  server.use(http.post(api('/app/form/post'), () => new HttpResponse(null, { status: 201 })));
  const { user } = renderRegister();
  await fillValidStudent(user);
  await user.click(submitButton());
  // The product's own words (product.md §8), verbatim.
  await screen.findByRole('heading', { level: 1, name: 'Your application has been delivered!' });
  expect(document.body).not.toHaveTextContent('Reference number');
  expect(screen.queryByRole('button', { name: say('sent.copy').en })).toBeNull();
  expect(document.body).toHaveTextContent(say('sent.emailUnknown').en);
});
