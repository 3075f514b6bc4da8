import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/shared/session/browser-location';
import { renderWithProviders } from '@/testing/test-utils';
import { AppDialogs } from './app-dialogs';
import { signInAgainOpened } from '@/shared/api/dialog-slice';

const words = {
  en: { title: /your sign-in was not accepted/i, why: /sent to the university login once/i },
  pl: { title: /logowanie nie zostało przyjęte/i, why: /raz już odesłała cię/i },
};

describe.each(['en', 'pl'] as const)('the sign-in-again dialog, in %s', (language) => {
  it('says why a 401 did not send the person to the sign-on, and can be closed', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store, findByRole, queryByRole, user } = renderWithProviders(<AppDialogs />, {
      language,
    });
    act(() => {
      store.dispatch(signInAgainOpened('repeated'));
    });
    const dialog = await findByRole('alertdialog', { name: words[language].title });
    expect(dialog).toHaveTextContent(words[language].why);
    await user.click(await findByRole('button', { name: language === 'en' ? 'Close' : 'Zamknij' }));
    expect(queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().dialog.signInAgain).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('starts the sign-on on its action, its code loaded on the press', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store, findByRole, user } = renderWithProviders(<AppDialogs />, { language });
    act(() => {
      store.dispatch(signInAgainOpened('repeated'));
    });
    const dialog = await findByRole('alertdialog', { name: words[language].title });
    const action = language === 'en' ? /^sign in again$/i : /^zaloguj się ponownie$/i;
    await user.click(await findByRole('button', { name: action }));
    expect(dialog).not.toBeVisible();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/code_challenge=/);
  });
});
