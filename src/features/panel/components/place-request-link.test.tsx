import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { renderPanel } from '../test-utils';
import './panel-screen';
import '../tabs/applications/applications-tab';

describe('the panel leads to the place application', () => {
  it.each([
    ['en', 'Apply for a dormitory place', 'Information on personal data processing', 'Step 1 of 2'],
    ['pl', 'Złóż wniosek o miejsce', 'Informacja o przetwarzaniu danych osobowych', 'Krok 1 z 2'],
  ] as const)(
    '%s: the archive tab links to it, at its first step',
    async (language, name, title, step) => {
      const { user } = renderPanel('/panel?tab=applications', { language });
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', `#${paths.placeRequest}`);
      await user.click(link);
      // A resident who has not agreed to the declarations starts the path at them (issue 22).
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      expect(heading).toHaveAccessibleDescription(step);
    },
  );
});
