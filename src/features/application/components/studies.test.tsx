import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import {
  fieldErrorOf,
  fillValidStudent,
  submitAndWaitForSummary,
  submitButton,
} from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';
import { describeInEachLanguage } from '@/testing/in-each-language';

/** Answers the form post with 201 and keeps the multipart body it got. */
function capturePost() {
  const sent: { body: FormData | null } = { body: null };
  server.use(
    http.post(api('/app/form/post'), async ({ request }) => {
      sent.body = await request.formData();
      return HttpResponse.json({ id: 'A-7' }, { status: 201 });
    }),
  );
  return sent;
}

await prepareRegistrationFormTests();

const words = {
  en: {
    studies: 'Studies',
    index: /^student number/i,
    indexHint: 'The number on your student ID card, 4 to 10 digits.',
    noIndex: /^you do not need to give a student number: future students/i,
    native: /^i study at the university/i,
    future: /^i will start studying/i,
    types: { guest: /^guest/i, erasmus: /^erasmus/i, exchange: /^exchange/i },
    university: /^university/i,
    other: 'Other university (not on the list)',
    name: /^name of the university/i,
    nameMessage: 'Enter the name of the university',
    universityMessage: 'Select your university, or choose “Other university” and enter its name',
  },
  pl: {
    studies: 'Studia',
    index: /^numer indeksu/i,
    indexHint: 'Numer z legitymacji studenckiej, od 4 do 10 cyfr.',
    noIndex: /^nie musisz podawać numeru indeksu: przyszli studenci/i,
    native: /^studiuję na uczelni/i,
    future: /^rozpocznę studia/i,
    types: { guest: /^gość/i, erasmus: /^erasmus/i, exchange: /^wymiana/i },
    university: /^uczelnia/i,
    other: 'Inna uczelnia (spoza listy)',
    name: /^nazwa uczelni/i,
    nameMessage: 'Podaj nazwę uczelni',
    universityMessage: 'Wybierz uczelnię albo wybierz „Inna uczelnia” i wpisz jej nazwę',
  },
} as const;

describeInEachLanguage('studies (product.md §5) in %s', words, (language, w) => {
  it('asks only a current student for the index number and says why a future one is not asked', async () => {
    const { user } = renderRegister(language);
    const index = await screen.findByLabelText(w.index);
    expect(index).toHaveAccessibleDescription(w.indexHint);
    expect(screen.queryByText(w.noIndex)).toBeNull();
    const summary = await submitAndWaitForSummary(user);
    expect(fieldErrorOf(index)).not.toBeNull();
    expect(within(summary).getByRole('link', { name: w.universityMessage })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: w.future }));
    expect(screen.queryByLabelText(w.index)).toBeNull();
    expect(screen.getByText(w.noIndex)).toBeVisible();
    for (const type of [w.types.erasmus, w.types.exchange]) {
      await user.click(screen.getByRole('radio', { name: type }));
      const studies = screen.getByRole('group', { name: w.studies });
      expect(within(studies).queryByLabelText(w.index)).toBeNull();
      expect(within(studies).getByText(w.noIndex)).toBeVisible();
      expect(within(studies).getByRole('combobox', { name: w.university })).toBeVisible();
    }
    const again = await submitAndWaitForSummary(user);
    expect(again).not.toHaveTextContent(language === 'en' ? 'student number' : 'numer indeksu');
    expect(within(again).getByRole('link', { name: w.universityMessage })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: w.types.guest }));
    expect(screen.queryByRole('group', { name: w.studies })).toBeNull();
  });

  it('lets a university not on the list be named, and asks for the name once "other" is chosen', async () => {
    const { user } = renderRegister(language);
    await user.click(screen.getByRole('radio', { name: w.types.erasmus }));
    expect(screen.queryByLabelText(w.name)).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: w.university }),
      await screen.findByRole('option', { name: w.other }),
    );
    const name = screen.getByLabelText(w.name);
    await submitAndWaitForSummary(user);
    expect(fieldErrorOf(name)).toBe(w.nameMessage);
    expect(fieldErrorOf(screen.getByRole('combobox', { name: w.university }))).toBeNull();
  });
});

describeInEachLanguage('a university chosen and then unchosen, in %s', words, (language, w) => {
  // Other university, a name, then "Choose..." again: the name stays in the form but is not sent,
  // so the server would refuse the post (422) and use up the anti-robot tick.
  it('is refused on the client: no post, the university field says what to do', async () => {
    const posts = capturePost();
    const { user } = renderRegister(language);
    await user.click(screen.getByRole('radio', { name: w.types.erasmus }));
    const university = screen.getByRole('combobox', { name: w.university });
    await user.selectOptions(university, await screen.findByRole('option', { name: w.other }));
    await user.type(screen.getByLabelText(w.name), 'Universidad de Granada');
    await user.selectOptions(university, '');
    expect(screen.queryByLabelText(w.name)).toBeNull();
    const summary = await submitAndWaitForSummary(user);
    expect(within(summary).getByRole('link', { name: w.universityMessage })).toBeVisible();
    expect(fieldErrorOf(university)).toBe(w.universityMessage);
    expect(posts.body).toBeNull();
  });
});

describe('what is sent about the studies', () => {
  it("sends an Erasmus student's named university instead of an id, and no index number", async () => {
    const sent = capturePost();
    const { user } = renderRegister();
    await fillValidStudent(user);
    await user.click(screen.getByRole('radio', { name: /^erasmus/i }));
    // Erasmus starts as a foreigner (issue 22); this one is a Polish citizen, PESEL given.
    await user.click(screen.getByRole('checkbox', { name: /^i am not a polish citizen/i }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^university/i }),
      'Other university (not on the list)',
    );
    await user.type(screen.getByLabelText(/^name of the university/i), 'Universidad de Granada');
    await user.click(submitButton());
    await waitFor(() => expect(sent.body).not.toBeNull());
    expect(sent.body?.get('type')).toBe('ErasmusForm');
    expect(sent.body?.get('universityName')).toBe('Universidad de Granada');
    expect(sent.body?.has('universityId')).toBe(false);
    expect(sent.body?.has('indexNumber')).toBe(false);
  });

  it("sends a future student's form without an index number, which was never asked", async () => {
    const sent = capturePost();
    const { user } = renderRegister();
    await fillValidStudent(user);
    expect(screen.queryByLabelText(/^student number/i)).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(sent.body).not.toBeNull());
    expect(sent.body?.get('studentFormSubtype')).toBe('FutureStudentForm');
    expect(sent.body?.has('indexNumber')).toBe(false);
    expect(sent.body?.get('universityId')).toBe('1');
    expect(sent.body?.has('universityName')).toBe(false);
  });
});
