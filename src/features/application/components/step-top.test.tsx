import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { renderWithProviders } from '@/testing/test-utils';
import {
  agreedToDeclaration,
  prepareRegistrationFormTests,
  signedInStudent,
} from '../testing/render-register';
import RegisterScreen from './register-screen';

await prepareRegistrationFormTests();

const words2 = {
  en: {
    read: /^read the campus regulations/i,
    done: /^i have read the regulations/i,
    regulations: /know the campus regulations/i,
    rodo: /personal data processing/i,
    next: /^continue/i,
  },
  pl: {
    read: /^przeczytaj regulamin osiedla/i,
    done: /^potwierdzam przeczytanie/i,
    regulations: /znam regulamin osiedla/i,
    rodo: /przetwarzaniu danych osobowych/i,
    next: /^dalej/i,
  },
} as const;

/** The sign-on's return: the /login screen hands over to the form with a replace. */
function BackFromSignIn() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/register', { replace: true });
  }, [navigate]);
  return null;
}

// Issue 34, point 5: step 2 opened 500-740 px down on a phone, its heading off the screen and
// focus on the page's body. Each step opened by the app starts at its top: the page scrolled up
// and the step's heading focused.
describeInEachLanguage('each step opens at its top (%s)', words2, (language, w) => {
  const title = (key: string) => words(`application:${key}`)[language];

  it('the declarations’ Continue opens step 2 with its heading focused, at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<RegisterScreen />, { language, route: '/register' });
    // A page load keeps the browser's start: nothing is moved.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: w.read }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: w.done }));
    await user.click(screen.getByRole('checkbox', { name: w.regulations }));
    await user.click(screen.getByRole('checkbox', { name: w.rodo }));
    await user.click(screen.getByRole('button', { name: w.next }));
    const heading = await screen.findByRole('heading', { level: 1, name: title('register.title') });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription(
      words('application:steps.step', { number: '2', total: '2' })[language],
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('the return from the sign-in opens the form at its top, its heading focused', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <BackFromSignIn />
        <RegisterScreen />
      </>,
      { language, route: '/login', preloadedState: { ...agreedToDeclaration, ...signedInStudent } },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: title('register.title') });
    expect(heading).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
