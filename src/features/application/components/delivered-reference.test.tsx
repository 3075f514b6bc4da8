import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { fillValidStudent, submitButton } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

prepareRegistrationFormTests();

const deliveredHeading = {
  en: 'Your application has been delivered!',
  pl: 'Twój wniosek został złożony.',
};

/** Fills in the valid applicant, sends in `language` and returns the "delivered" status. */
async function sendValidApplication(language: 'en' | 'pl' = 'en'): Promise<HTMLElement> {
  const { user, i18n } = renderRegister();
  await fillValidStudent(user);
  if (language === 'pl') await act(() => i18n.changeLanguage('pl'));
  await user.click(submitButton());
  const heading = await screen.findByRole('heading', { name: deliveredHeading[language] });
  return heading.closest('[role="status"]') as HTMLElement;
}

describe('a delivered application shows its reference number', () => {
  it('shows the number the demo API gives, in English', async () => {
    const status = await sendValidApplication();
    expect(status).toHaveTextContent(/Reference number of your application: A-[0-9a-z]+/);
    expect(status).toHaveTextContent(
      'Quote this number when you contact the Student Housing Office.',
    );
  });

  it('shows it in Polish', async () => {
    server.use(
      http.post(api('/app/form/post'), () => HttpResponse.json({ id: 'A-77q' }, { status: 201 })),
    );
    const status = await sendValidApplication('pl');
    expect(status).toHaveTextContent('Numer referencyjny Twojego wniosku: A-77q');
    expect(status).toHaveTextContent('Podawaj ten numer w kontaktach z Działem Spraw Bytowych.');
  });

  it('says nothing of a number when the answer had none (an empty 201 is still delivered)', async () => {
    server.use(http.post(api('/app/form/post'), () => new HttpResponse(null, { status: 201 })));
    const status = await sendValidApplication();
    expect(status).not.toHaveTextContent('Reference number');
    expect(status).toHaveTextContent('We will contact you by e-mail about the result.');
  });
});
