import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';
import { describeInEachLanguage } from '@/testing/in-each-language';

await prepareRegistrationFormTests();

const words = {
  en: {
    erasmus: /^erasmus/i,
    exchange: /^exchange/i,
    foreigner: /^i am not a polish citizen/i,
    documentNumber: /^identity document number/i,
  },
  pl: {
    erasmus: /^erasmus/i,
    exchange: /^wymiana/i,
    foreigner: /^nie mam obywatelstwa polskiego/i,
    documentNumber: /^numer dokumentu tożsamości/i,
  },
} as const;

// Issue 22: Erasmus and exchange applicants come from abroad; the form asked them for a PESEL.
describeInEachLanguage('Erasmus and exchange start as foreigners, %s', words, (language, w) => {
  it.each(['erasmus', 'exchange'] as const)(
    '%s: the document fields show instead of the PESEL, and the choice can be undone',
    async (type) => {
      const { user } = renderRegister(language);
      const foreigner = await screen.findByRole('checkbox', { name: w.foreigner });
      expect(foreigner).not.toBeChecked();
      // A current student (the form as it opens) gives the PESEL after the sign-in (issue 34).
      expect(screen.queryByLabelText(/^pesel/i)).toBeNull();

      await user.click(screen.getByRole('radio', { name: w[type] }));
      expect(foreigner).toBeChecked();
      expect(screen.queryByLabelText(/^pesel/i)).toBeNull();
      expect(screen.getByLabelText(w.documentNumber)).toBeVisible();

      await user.click(foreigner);
      expect(foreigner).not.toBeChecked();
      expect(screen.getByLabelText(/^pesel/i)).toBeVisible();
    },
  );
});
