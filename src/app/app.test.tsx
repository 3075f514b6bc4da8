import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setErrorReporter } from '@/shared/lib/error-reporting';
import { signedIn } from '@/shared/session/account-slice';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp, renderWithProviders } from '@/testing/test-utils';
import { Layout } from './layout/layout';

const screens: [string, RegExp][] = [
  ['/rodo', /information on personal data processing/i],
  // Before the declarations are agreed, the path starts with them (issue 22).
  ['/register', /information on personal data processing/i],
  ['/panel', /resident panel/i],
  ['/guest', /guest verification/i],
  ['/guest-agreement', /guest verification/i],
  ['/hotel-reservation', /hotel reservation/i],
  ['/place-request', /information on personal data processing/i],
  ['/accessibility', /accessibility statement/i],
];

// The screens' code and words, loaded while the file is collected (no time-out applies then): on
// a loaded machine a lazy screen's first import alone outlasts a query's wait.
await loadScreenCode('/', '/no-such-page', ...screens.map(([route]) => route));

function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'agreement')");
}

describe('app shell', () => {
  it('shows the product title linking home, and the footer with version and year', async () => {
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /student dormitories/i })).toHaveAttribute(
      'href',
      '#/',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('lokalna')).toBeInTheDocument();
    expect(
      within(footer).getByText(new RegExp(String(new Date().getFullYear()))),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: /dormitory information/i }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /instructions/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the login name and a logout control only when signed in', async () => {
    const { store } = renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: /sign out/i })).not.toBeInTheDocument();
    store.dispatch(
      signedIn({ access_token: 't', token_type: 'Bearer', login: 'jkowalski', userId: '1' }),
    );
    expect(await within(banner).findByText('jkowalski')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /sign out/i })).toBeInTheDocument();
  });

  // Issue 22: the header said "Wyloguj" and the main page "Wyloguj się"; one name for one act.
  it.each([
    ['en', 'Sign out'],
    ['pl', 'Wyloguj się'],
  ] as const)('%s: the header and the main page sign out by one name', async (language, out) => {
    const { store } = renderApp('/', { language });
    store.dispatch(
      signedIn({ access_token: 't', token_type: 'Bearer', login: 'jkowalski', userId: '1' }),
    );
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: out })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('button', { name: out })).toBeInTheDocument();
  });

  it('switches language without reloading and sets <html lang>', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(screen.getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('pl');
    expect(
      within(screen.getByRole('contentinfo')).getByText(/deklaracja dostępności/i),
    ).toBeInTheDocument();
  });

  it.each([
    ['en', 'Student dormitories'],
    ['pl', 'Domy studenckie'],
  ] as const)(
    '%s: the main page names the product once in the tab title, not twice',
    async (language, product) => {
      renderApp('/', { language });
      await screen.findByRole('heading', { level: 1, name: product });
      await waitFor(() => expect(document.title).toBe(product));
    },
  );

  it('shows the not-found screen for an unknown path and removes its class on leaving', async () => {
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: /page not found/i })).toBeInTheDocument();
    expect(document.body).toHaveClass('not-found');
    await user.click(screen.getByRole('link', { name: /go to the main page/i }));
    await screen.findByRole('heading', { level: 1, name: /student dormitories/i });
    expect(document.body).not.toHaveClass('not-found');
  });

  it.each(screens)(
    'renders the screen of %s with its heading and document title',
    async (route, heading) => {
      renderApp(route);
      const h1 = await screen.findByRole('heading', { level: 1, name: heading });
      await waitFor(() =>
        expect(document.title).toBe(`${h1.textContent ?? ''} – Student dormitories`),
      );
    },
  );
});

describe('a screen that throws', () => {
  it.each([
    [
      'en',
      'Something went wrong',
      'A problem has occurred! Please write down the error information below and contact us!',
      /student dormitories/i,
    ],
    [
      'pl',
      'Coś poszło nie tak',
      'Wystąpił błąd. Zapisz poniższe informacje o błędzie i skontaktuj się z Działem Spraw Bytowych.',
      /domy studenckie/i,
    ],
  ] as const)(
    '%s: the shell shows the generic error screen with the error information, reset on leaving',
    async (language, title, generic, productTitle) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const reported: Error[] = [];
      setErrorReporter((error) => reported.push(error));
      onTestFinished(() => setErrorReporter(null));
      const { user } = renderWithProviders(
        <Layout>
          <Routes>
            <Route path="/" element={<h1>Home screen</h1>} />
            <Route path="/broken" element={<BrokenScreen />} />
          </Routes>
        </Layout>,
        { route: '/broken', language },
      );

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText(generic)).toBeInTheDocument();
      const details = alert.querySelector('pre')?.textContent ?? '';
      expect(details).toContain(
        "TypeError: Cannot read properties of undefined (reading 'agreement')",
      );
      expect(details).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      // The shell stays: header, footer and the way out.
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(reported.map((error) => error.message)).toContain(
        "Cannot read properties of undefined (reading 'agreement')",
      );

      await user.click(
        within(screen.getByRole('banner')).getByRole('link', { name: productTitle }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Home screen' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(generic)).not.toBeInTheDocument();
    },
  );
});
