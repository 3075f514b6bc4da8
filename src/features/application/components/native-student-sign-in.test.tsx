import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { enter, submitAndWaitForSummary } from '../testing/fill';
import {
  prepareRegistrationFormTests,
  renderRegister,
  signedInStudent,
} from '../testing/render-register';
import { describeInEachLanguage } from '@/testing/in-each-language';

await prepareRegistrationFormTests();

const words = {
  en: {
    native: /^i study at the university/i,
    notice: /^as a current student, sign in with the university login before you fill in the form/i,
    signIn: 'Sign in with the university login',
    message: 'Sign in with your university account to apply as a current student',
    phone: /^phone number/i,
    firstName: /^first name/i,
    pesel: /^pesel/i,
    account: /^bank account number/i,
    photo: /^passport-style photo/i,
    given: 'From the university login.',
    accountHint: /^26 digits, or an account abroad/i,
    later: /^you give your pesel after you sign in with the university login/i,
  },
  pl: {
    native: /^studiuję na uczelni/i,
    notice: /^jako obecny student zaloguj się przez uczelniany system logowania, zanim wypełnisz/i,
    signIn: 'Zaloguj się przez uczelniany system logowania',
    message: 'Zaloguj się kontem uczelnianym, aby złożyć wniosek jako obecny student',
    phone: /^numer telefonu/i,
    firstName: /^imię/i,
    pesel: /^pesel/i,
    account: /^numer rachunku bankowego/i,
    photo: /^zdjęcie twarzy/i,
    given: 'Z uczelnianego systemu logowania.',
    accountHint: /^26 cyfr albo rachunek zagraniczny/i,
    later: /^numer pesel podasz po zalogowaniu się przez uczelniany system logowania/i,
  },
} as const;

describeInEachLanguage('a current student signs in before sending, in %s', words, (language, w) => {
  it('is told so beside the type choice, and a send without signing in is refused before any post', async () => {
    let posts = 0;
    server.use(
      http.post(api('/app/form/post'), () => {
        posts += 1;
        return HttpResponse.json({ id: 'A-1' }, { status: 201 });
      }),
    );
    const { user } = renderRegister(language);
    expect(screen.getByRole('radio', { name: w.native })).toBeChecked();
    const signIn = screen.getByRole('button', { name: w.signIn });
    expect(signIn).toHaveAccessibleDescription(w.notice);
    // In the first section, with the type choice, not at the end of the form.
    const typeSection = screen
      .getByRole('radio', { name: w.native })
      .closest('fieldset.form-section');
    expect(typeSection).toContainElement(signIn);

    const summary = await submitAndWaitForSummary(user);
    expect(within(summary).getByRole('link', { name: w.message })).toBeVisible();
    expect(posts).toBe(0);
    // Nothing the round trip would lose is asked yet: a note stands in the PESEL's place.
    expect(screen.queryByLabelText(w.pesel)).toBeNull();
    expect(screen.queryByLabelText(w.account)).toBeNull();
    expect(screen.queryByLabelText(w.photo)).toBeNull();
    expect(screen.getByText(w.later)).toBeVisible();
  });

  // Issue 34, point 1: after the sign-in the university's data fill the form and say where they
  // came from (never "enter it again"), the university's name replaces a typed one, and what was
  // typed before the sign-in is still there.
  it("shows the university's data as given and keeps what was typed", async () => {
    const before = renderRegister(language);
    await enter(before.user, screen.getByLabelText(w.firstName), 'Janek');
    await enter(before.user, screen.getByLabelText(w.phone), '+48 601 234 567');
    before.unmount();
    renderRegister(language, signedInStudent);
    const firstName = screen.getByLabelText(w.firstName);
    await waitFor(() => expect(firstName).toHaveValue('Jan'));
    expect(firstName).toHaveAccessibleDescription(w.given);
    expect(screen.getByLabelText(w.phone)).toHaveValue('+48 601 234 567');
    const pesel = screen.getByLabelText(w.pesel);
    expect(pesel).toHaveValue('44051401359');
    expect(pesel).toHaveAccessibleDescription(w.given);
    // Asked now, for the first time: nothing says to enter it "again".
    const account = screen.getByLabelText(w.account);
    expect(account).toHaveValue('');
    expect(account).toHaveAccessibleDescription(w.accountHint);
    expect(screen.getByLabelText(w.photo)).toBeInTheDocument();
  });

  it('keeps what was typed through the sign-on round trip, then asks no more', async () => {
    const before = renderRegister(language);
    await enter(before.user, screen.getByLabelText(w.phone), '+48 601 234 567');
    before.unmount();
    // Back from the sign-on: the same tab, signed in.
    const { user } = renderRegister(language, signedInStudent);
    expect(screen.getByLabelText(w.phone)).toHaveValue('+48 601 234 567');
    await waitFor(() => expect(screen.getByLabelText(w.firstName)).toHaveValue('Jan'));
    expect(screen.queryByRole('button', { name: w.signIn })).toBeNull();
    const summary = await submitAndWaitForSummary(user);
    expect(within(summary).queryByRole('link', { name: w.message })).toBeNull();
  });
});
