import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { renderApp } from '@/testing/test-utils';

describe('the main page leads to the place application', () => {
  it.each([
    ['en', 'Apply for a dormitory place', 'Dormitory place application'],
    ['pl', 'Złóż wniosek o miejsce w domu studenckim', 'Wniosek o miejsce w domu studenckim'],
  ] as const)('%s: a link opens the place application screen', async (language, name, title) => {
    const { user } = renderApp(paths.home, { language });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', `#${paths.placeRequest}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(window.location.hash).toBe(`#${paths.placeRequest}`);
  });
});
