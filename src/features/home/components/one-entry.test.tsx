import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { renderApp, renderWithProviders } from '@/testing/test-utils';
import HomeScreen from './home-screen';

// Issue 22: one way to apply. The main page has one entry into the path (registration and the
// place application), and it starts with the declarations as step 1.
describe('the main page has one entry for applying', () => {
  it.each([
    ['en', 'Register and apply for a place', 'Step 1 of 2', /^information on personal data/i],
    ['pl', 'Zarejestruj się i złóż wniosek', 'Krok 1 z 2', /^informacja o przetwarz/i],
  ] as const)(
    '%s: one link opens the path at its first step',
    async (language, name, step, title) => {
      const { user } = renderApp(paths.home, { language });
      const card = (await screen.findAllByRole('heading', { level: 2 }))
        .map((heading) => heading.closest('section'))
        .find((section) => section?.querySelector('#home-apply'));
      const links = within(card as HTMLElement).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([name]);
      expect(links[0]).toHaveAttribute('href', `#${paths.register}`);
      await user.click(links[0] as HTMLElement);
      expect(
        await screen.findByRole('heading', { level: 1, name: title }),
      ).toHaveAccessibleDescription(step);
      expect(window.location.hash).toBe(`#${paths.register}`);
    },
  );

  it.each(['en', 'pl'] as const)(
    '%s: no second link leads to the place application',
    (language) => {
      renderWithProviders(<HomeScreen />, { language });
      const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(hrefs.filter((href) => href === paths.placeRequest || href === paths.rodo)).toEqual(
        [],
      );
      expect(hrefs.filter((href) => href === paths.register)).toHaveLength(1);
    },
  );
});
