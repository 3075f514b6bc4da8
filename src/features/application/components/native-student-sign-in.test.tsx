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

prepareRegistrationFormTests();

const words = {
  en: {
    native: /^i study at the university/i,
    notice:
      /^if you study at the university now, sign in with your university account before you send/i,
    signIn: 'Sign in with the university account',
    message: 'Sign in with your university account to apply as a current student',
    phone: /^phone number/i,
    firstName: /^first name/i,
  },
  pl: {
    native: /^studiuję na uczelni/i,
    notice:
      /^jeśli już studiujesz na uczelni, przed wysłaniem formularza zaloguj się kontem uczelnianym/i,
    signIn: 'Zaloguj się kontem uczelnianym',
    message: 'Zaloguj się kontem uczelnianym, aby złożyć wniosek jako obecny student',
    phone: /^numer telefonu/i,
    firstName: /^imię/i,
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
