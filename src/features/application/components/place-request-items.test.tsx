import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { fillValidPlaceApplicant, sendAndReadBody } from '../testing/fill';
import {
  agreedToDeclaration,
  prepareRegistrationFormTests,
  renderRegister,
} from '../testing/render-register';
import PlaceRequestScreen from './place-request-screen';
const lastYear = new Date().getFullYear() - 1;

await prepareRegistrationFormTests();

describe.each([
  [
    'en',
    /^are you applying for a place/i,
    /^average monthly net income/i,
    `For the year ${lastYear}, for example 1850.50.`,
    /^i come from a single-parent family/i,
    /^preferred dormitory/i,
    'No preference',
  ],
  [
    'pl',
    /^czy ubiegasz się o miejsce/i,
    /^średni miesięczny dochód/i,
    `Za rok ${lastYear}, na przykład 1850,50.`,
    /^pochodzę z rodziny niepełnej/i,
    /^preferowany dom studencki/i,
    'Bez preferencji',
  ],
] as const)(
  'place application items (product.md §3.3) in %s',
  (language, placeRequests, income, incomeHint, singleParent, dorm, none) => {
    it('names the income year, offers the single-parent flag and a preferred dorm or none', async () => {
      const { user } = renderRegister(language);
      await user.click(
        within(screen.getByRole('group', { name: placeRequests })).getByRole('radio', {
          name: language === 'en' ? 'Yes' : 'Tak',
        }),
      );
      expect(screen.getByLabelText(income)).toHaveAccessibleDescription(incomeHint);
      expect(screen.getByRole('checkbox', { name: singleParent })).not.toBeChecked();
      const preferred = screen.getByRole('combobox', { name: dorm });
      expect(preferred).toHaveValue('');
      expect(preferred).toHaveDisplayValue(none);
      expect(await screen.findByRole('option', { name: 'DS Riviera' })).toBeInTheDocument();
    });
  },
);

describe.each(['en', 'pl'] as const)('the place application screen in %s', (language) => {
  it('starts with the declarations as step 1, not a warning page', async () => {
    renderWithProviders(<PlaceRequestScreen />, { language, route: '/place-request' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(
      language === 'en'
        ? 'Information on personal data processing'
        : 'Informacja o przetwarzaniu danych osobowych',
    );
    expect(heading).toHaveAccessibleDescription(language === 'en' ? 'Step 1 of 2' : 'Krok 1 z 2');
    expect(screen.queryByRole('link', { name: /declarations|oświadczeń/i })).toBeNull();
  });

  it('gives its two "applying as" choices different names', async () => {
    renderWithProviders(<PlaceRequestScreen />, {
      preloadedState: agreedToDeclaration,
      language,
      route: '/place-request',
    });
    // The type of application (Student, Guest...) and the kind of place request (a student, a
    // doctoral student) are two radio groups: a screen reader lists them by name.
    await screen.findByRole('radio', { name: /^(a doctoral student|doktorant)$/i });
    const names = [
      ...new Set(screen.getAllByRole('radio').map((radio) => radio.closest('fieldset'))),
    ].map((group) => group?.querySelector('legend')?.textContent);
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const name of names)
      expect(screen.getAllByRole('group', { name: name ?? '' }), `group ${name}`).toHaveLength(1);
  });
});

describe('what the place application sends', () => {
  it('sends the single-parent flag and the preferred dorm, and no dorm for "no preference"', async () => {
    const { user } = renderRegister();
    await fillValidPlaceApplicant(user);
    await user.click(
      screen.getByRole('checkbox', { name: /^i come from a single-parent family/i }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^preferred dormitory/i }), [
      await screen.findByRole('option', { name: 'DS Mikrus' }),
    ]);
    const body = await sendAndReadBody(user);
    expect(body.get('placeRequest.incompleteFamily')).toBe('true');
    expect(body.get('placeRequest.preferredDorm')).toBe('2');
  });

  it('sends no preferred dorm and a false single-parent flag when neither is chosen', async () => {
    const { user } = renderRegister();
    await fillValidPlaceApplicant(user);
    const body = await sendAndReadBody(user);
    expect(body.get('placeRequest.incompleteFamily')).toBe('false');
    expect(body.has('placeRequest.preferredDorm')).toBe(false);
  });
});
