import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leavesOf } from '@/shared/form/definition';
import { invoiceDefaults } from '@/shared/invoice/invoice-schema';
import { renderWithProviders } from '@/testing/test-utils';
import { buildFormData } from '../form-data';
import { registerDefaults, registerSchema } from '../schemas';
import { preloadRegistrationForm } from './lazy-registration-form';
import RegisterScreen from './register-screen';
import { agreedToDeclaration } from '../testing/render-register';

// The form's lazy code, loaded while the file is collected (no hook's time-out applies then).
await preloadRegistrationForm();

describe('a new registration form (product.md §3.1)', () => {
  it('starts as StudentForm / NativeStudentForm / not a foreigner, every other field empty', () => {
    expect(registerDefaults.type).toBe('StudentForm');
    expect(registerDefaults.studentFormSubtype).toBe('NativeStudentForm');
    expect(registerDefaults.foreigner).toBe(false);
    const preset = ['type', 'studentFormSubtype'];
    const values: Record<string, unknown> = registerDefaults;
    for (const leaf of leavesOf(registerSchema)) {
      // The invoice sub-object has its own defaults in the spec (no invoice, a company's).
      if (preset.includes(leaf.path) || leaf.path.startsWith('invoice.')) continue;
      const [head, key] = leaf.path.split('.') as [string, string | undefined];
      const value = key ? (values[head] as Record<string, unknown>)[key] : values[head];
      const empty = { text: '', flag: false, file: null }[leaf.kind];
      expect([leaf.path, value]).toEqual([leaf.path, empty]);
    }
    expect(registerDefaults.countryId).toBe('');
    expect(registerDefaults.placeRequestKind).toBe('');
    expect(registerDefaults.invoice).toEqual(invoiceDefaults);
  });

  it.each([
    ['en', /^i am not a polish citizen/i, /^country/i, 'Choose…'],
    ['pl', /^nie mam obywatelstwa polskiego$/i, /^kraj/i, 'Wybierz…'],
  ] as const)(
    'shows no country chosen in %s when a foreigner opens it',
    async (language, foreigner, country, placeholder) => {
      const { user } = renderWithProviders(<RegisterScreen />, {
        preloadedState: agreedToDeclaration,
        language,
        route: '/register',
      });
      await user.click(await screen.findByRole('checkbox', { name: foreigner }));
      const select = screen.getByRole('combobox', { name: country });
      expect(select).toHaveValue('');
      expect(select).toHaveDisplayValue(placeholder);
    },
  );

  it("sends Poland as a Polish citizen's country and a foreigner's own choice", async () => {
    expect((await buildFormData(registerDefaults, null)).get('countryId')).toBe('616');
    const foreigner = { ...registerDefaults, foreigner: true };
    expect((await buildFormData(foreigner, null)).get('countryId')).toBeNull();
    expect((await buildFormData({ ...foreigner, countryId: '276' }, null)).get('countryId')).toBe(
      '276',
    );
    // A country chosen before unticking "not a Polish citizen" is not sent for a citizen.
    expect(
      (await buildFormData({ ...registerDefaults, countryId: '276' }, null)).get('countryId'),
    ).toBe('616');
  });
});
