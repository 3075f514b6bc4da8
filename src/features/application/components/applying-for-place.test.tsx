import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import * as fill from '../testing/fill';
import { selectPlaceRequests } from '../registration-slice';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';
import { describeInEachLanguage } from '@/testing/in-each-language';

await prepareRegistrationFormTests();

const words = {
  en: {
    question: 'Are you applying for a place in a dormitory?',
    yes: 'Yes',
    no: 'No',
    guest: /^guest/i,
    typeGroup: /^type of registration/i,
    distance: /^distance from/i,
    message: 'Select whether you are applying for a place in a dormitory',
  },
  pl: {
    question: 'Czy ubiegasz się o miejsce w domu studenckim?',
    yes: 'Tak',
    no: 'Nie',
    guest: /^gość/i,
    typeGroup: /^rodzaj wniosku/i,
    distance: /^odległość/i,
    message: 'Zaznacz, czy ubiegasz się o miejsce w domu studenckim',
  },
} as const;

// Issue 22: applying for a place was an unticked box at the end of a long form; now a required
// Yes/No question right after the applicant type, never asked of a guest.
describeInEachLanguage('the question about a place, %s', words, (language, w) => {
  it('comes right after the applicant type, unanswered, and is required', async () => {
    const { user } = renderRegister(language);
    const question = screen.getByRole('group', {
      name: new RegExp(`^${w.question.replace('?', '\\?')}`),
    });
    const yes = within(question).getByRole('radio', { name: w.yes });
    const no = within(question).getByRole('radio', { name: w.no });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    // In the form's first section, with the applicant type, before any personal data.
    expect(document.querySelector('form fieldset')?.contains(question)).toBe(true);
    const firstField = document.getElementById('firstName') as HTMLElement;
    expect(question.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByLabelText(w.distance)).toBeNull();

    const summary = await fill.submitAndWaitForSummary(user);
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain(w.message);
    expect(links.filter((line) => line === w.message)).toHaveLength(1);

    await user.click(yes);
    expect(screen.getByLabelText(w.distance)).toBeVisible();
    await user.click(no);
    expect(screen.queryByLabelText(w.distance)).toBeNull();
  });

  it('is never asked of a guest, and a guest sends no place request', async () => {
    const { user, store } = renderRegister(language);
    await fill.fillValidStudent(user, language);
    await fill.answerApplyingForPlace(user, language, 'yes');
    expect(selectPlaceRequests(store.getState())).toBe(true);
    await user.click(screen.getByRole('radio', { name: w.guest }));
    expect(screen.queryByRole('group', { name: w.question })).toBeNull();
    expect(selectPlaceRequests(store.getState())).toBe(false);
    const sent = await fill.sendAndReadBody(user);
    expect(sent.get('placeRequests')).toBe('false');
    expect(sent.has('applyingForPlace')).toBe(false);
    expect([...sent.keys()].filter((key) => key.startsWith('placeRequest.'))).toEqual([]);
  });
});
