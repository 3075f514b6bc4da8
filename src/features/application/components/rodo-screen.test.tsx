import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { words } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { renderWithProviders } from '@/testing/test-utils';
import { selectDoesUserAgreeRODO } from '../registration-slice';
import PlaceRequestScreen from './place-request-screen';
import RegisterScreen from './register-screen';
import RodoScreen from './rodo-screen';

function renderRodo(language: 'en' | 'pl' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/rodo" element={<RodoScreen />} />
      <Route path="/register" element={<h1>Registration route</h1>} />
    </Routes>,
    { route: '/rodo', language },
  );
}

const stepWords = {
  en: {
    openRegulations: /^read the campus regulations/i,
    regulationsDone: /^i have read the regulations/i,
    regulationsStatement: /know the campus regulations/i,
    rodoStatement: /personal data processing/i,
    continue: /^continue/i,
  },
  pl: {
    openRegulations: /^przeczytaj regulamin osiedla/i,
    regulationsDone: /^potwierdzam przeczytanie/i,
    regulationsStatement: /znam regulamin osiedla/i,
    rodoStatement: /przetwarzaniu danych osobowych/i,
    continue: /^dalej/i,
  },
};

const summaryName = /^(there is a problem|wystąpił problem)/i;

describe('data-processing screen', () => {
  it('says the data are kept 5 years from move-out', () => {
    renderRodo();
    expect(screen.getByText(/kept for 5 years from move-out/i)).toBeVisible();
  });

  it('requires both statements, with the exact message next to each and in the summary', async () => {
    const { user, store } = renderRodo();
    await user.click(screen.getByRole('button', { name: /^continue/i }));
    const summary = await screen.findByRole('alert', { name: summaryName });
    await waitFor(() => expect(summary).toHaveFocus());
    // Each statement named in the summary (issue 22), never one line twice; each field keeps
    // the spec's words.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Confirm that you know the campus regulations',
      'Confirm that you have read the information on personal data processing',
    ]);
    const regulations = screen.getByRole('checkbox', { name: /know the campus regulations/i });
    expect(regulations).toHaveAttribute('aria-invalid', 'true');
    expect(regulations).toHaveAccessibleDescription(/A statement is required to continue$/);
    expect(
      screen.getByRole('checkbox', { name: /personal data processing/i }),
    ).toHaveAccessibleDescription(/A statement is required to continue$/);
    await user.click(within(summary).getAllByRole('link')[1] as HTMLElement);
    expect(screen.getByRole('checkbox', { name: /personal data processing/i })).toHaveFocus();
    expect(selectDoesUserAgreeRODO(store.getState())).toBe(false);
  });

  it('refuses the regulations statement until the regulations were opened', async () => {
    const { user } = renderRodo();
    await user.click(screen.getByRole('checkbox', { name: /know the campus regulations/i }));
    await user.click(screen.getByRole('checkbox', { name: /personal data processing/i }));
    await user.click(screen.getByRole('button', { name: /^continue/i }));
    const summary = await screen.findByRole('alert', { name: summaryName });
    expect(summary).toHaveTextContent(
      'Open and read the campus regulations before you confirm that you know them',
    );
    expect(summary).not.toHaveTextContent('Confirm that you know');
    expect(
      screen.getByRole('checkbox', { name: /know the campus regulations/i }),
    ).toHaveAccessibleDescription(/You must read the regulations to continue!$/);
  });

  it('drops the "read the regulations" error once they are read after a failed attempt', async () => {
    const { user } = renderRodo();
    const regulations = screen.getByRole('checkbox', { name: /know the campus regulations/i });
    await user.click(regulations);
    await user.click(screen.getByRole('button', { name: /^continue/i }));
    await screen.findByRole('alert', { name: summaryName });
    expect(regulations).toHaveAccessibleDescription(/You must read the regulations to continue!/);
    await user.click(screen.getByRole('button', { name: /^read the campus regulations/i }));
    const dialog = await screen.findByRole('dialog', { name: /campus regulations/i });
    await user.click(within(dialog).getByRole('button', { name: /^i have read the regulations/i }));
    await waitFor(() => expect(regulations).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/You must read the regulations/)).toBeNull();
    expect(regulations).toBeChecked();
  });

  // Issue 22: at 320 × 568 the regulations opened scrolled to their bottom, at the button the
  // browser focuses first; the title takes focus, so they open at their top.
  it.each([
    ['en', /^read the campus regulations/i, 'Campus regulations'],
    ['pl', /^przeczytaj regulamin osiedla/i, 'Regulamin osiedla'],
  ] as const)('%s: opens the regulations at their title', async (language, open, title) => {
    const { user } = renderRodo(language);
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('heading', { name: title })).toHaveFocus();
  });

  it('keeps the agreement and continues to registration after reading', async () => {
    const { user, store } = renderRodo();
    await user.click(screen.getByRole('button', { name: /^read the campus regulations/i }));
    const dialog = await screen.findByRole('dialog', { name: /campus regulations/i });
    expect(within(dialog).getByText(/quiet hours/i)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /^i have read the regulations/i }));
    expect(screen.getByRole('status', { hidden: false, name: '' })).toHaveTextContent(
      /you have read the campus regulations/i,
    );
    await user.click(screen.getByRole('checkbox', { name: /know the campus regulations/i }));
    await user.click(screen.getByRole('checkbox', { name: /personal data processing/i }));
    await user.click(screen.getByRole('button', { name: /^continue/i }));
    expect(await screen.findByRole('heading', { name: 'Registration route' })).toBeVisible();
    expect(selectDoesUserAgreeRODO(store.getState())).toBe(true);
  });

  it('speaks Polish, with both exact messages', async () => {
    const { user } = renderRodo('pl');
    await user.click(screen.getByRole('button', { name: /^dalej/i }));
    const summary = await screen.findByRole('alert', { name: summaryName });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Potwierdź, że znasz regulamin osiedla',
      'Zaznacz oświadczenie o zapoznaniu się z informacją o przetwarzaniu danych osobowych',
    ]);
    expect(
      screen.getByRole('checkbox', { name: /znam regulamin osiedla/i }),
    ).toHaveAccessibleDescription(/Zaznacz to oświadczenie, aby przejść dalej$/);
    await user.click(screen.getByRole('checkbox', { name: /znam regulamin osiedla/i }));
    await user.click(screen.getByRole('button', { name: /^dalej/i }));
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Otwórz i przeczytaj regulamin osiedla, zanim potwierdzisz, że go znasz',
      ),
    );
  });

  // Issue 22: the declarations are the path's first step, shown where the person went; no page
  // that only says "confirm the declarations first".
  it.each([
    {
      language: 'en',
      route: '/place-request',
      step1: 'Step 1 of 2',
      step2: 'Step 2 of 2',
      rodoTitle: 'Information on personal data processing',
      formTitle: 'Dormitory place application',
    },
    {
      language: 'pl',
      route: '/register',
      step1: 'Krok 1 z 2',
      step2: 'Krok 2 z 2',
      rodoTitle: 'Informacja o przetwarzaniu danych osobowych',
      formTitle: 'Rejestracja',
    },
  ] as const)(
    '$language: $route starts with the declarations as step 1, then the form as step 2',
    async ({ language, route, step1, step2, rodoTitle, formTitle }) => {
      const { user, store } = renderWithProviders(
        <Routes>
          <Route path="/place-request" element={<PlaceRequestScreen />} />
          <Route path="/register" element={<RegisterScreen />} />
          <Route path="/rodo" element={<h1>Declarations route</h1>} />
        </Routes>,
        { route, language },
      );
      expect(selectDoesUserAgreeRODO(store.getState())).toBe(false);
      const heading = screen.getByRole('heading', { level: 1, name: rodoTitle });
      expect(heading).toHaveAccessibleDescription(step1);
      expect(screen.queryByText(/confirm the declarations first|najpierw potwierdź/i)).toBeNull();
      expect(screen.queryByRole('link', { name: /declarations|oświadczeń/i })).toBeNull();
      const w = stepWords[language];
      await user.click(screen.getByRole('button', { name: w.openRegulations }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: w.regulationsDone }),
      );
      await user.click(screen.getByRole('checkbox', { name: w.regulationsStatement }));
      await user.click(screen.getByRole('checkbox', { name: w.rodoStatement }));
      await user.click(screen.getByRole('button', { name: w.continue }));
      const form = await screen.findByRole('heading', { level: 1, name: formTitle });
      expect(form).toHaveAccessibleDescription(step2);
      expect(screen.queryByRole('heading', { name: 'Declarations route' })).toBeNull();
      expect(selectDoesUserAgreeRODO(store.getState())).toBe(true);
    },
  );

  it('words both errors again, exactly, after a switch to Polish (issue 13)', async () => {
    const { user, i18n } = renderRodo();
    const regulations = words('application:rodo.regulationsStatement');
    const rodo = words('application:rodo.rodoStatement');
    const notRead = words('validation:rodo.notRead');
    const required = words('validation:rodo.processing');
    const notReadLine = words('validation:rodo.notRead_summary');
    const requiredLine = words('validation:rodo.processing_summary');
    // Ticked without reading the regulations; the other left unticked.
    await user.click(screen.getByRole('checkbox', { name: regulations.en }));
    await user.click(screen.getByRole('button', { name: /^continue/i }));
    await screen.findByRole('alert', { name: summaryName });
    const shown = (language: 'en' | 'pl') => {
      form.expectSummary(language, [notReadLine[language], requiredLine[language]]);
      form.expectFieldError(
        screen.getByRole('checkbox', { name: regulations[language] }),
        language,
        notRead[language],
      );
      form.expectFieldError(
        screen.getByRole('checkbox', { name: rodo[language] }),
        language,
        required[language],
      );
    };
    shown('en');
    await form.switchLanguage(i18n, 'pl');
    shown('pl');
    form.expectGone([
      notRead.en,
      required.en,
      notReadLine.en,
      requiredLine.en,
      form.summaryTitle.en,
      form.errorPrefix.en,
    ]);
  });
});
