import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { renderPanel } from '../test-utils';
import './panel-screen';
import './applications-tab';

describe('the panel leads to the place application', () => {
  it.each([
    ['en', 'Apply for a dormitory place', 'Dormitory place application'],
    ['pl', 'Złóż wniosek o miejsce w domu studenckim', 'Wniosek o miejsce w domu studenckim'],
  ] as const)('%s: the applications tab links to it', async (language, name, title) => {
    const { user } = renderPanel('/panel?tab=applications', { language });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', `#${paths.placeRequest}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
