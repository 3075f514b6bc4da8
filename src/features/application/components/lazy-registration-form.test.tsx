import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LazyRegistrationForm } from './lazy-registration-form';

const network = vi.hoisted(() => ({ online: false }));

vi.mock('./registration-form', async (importOriginal) => {
  if (!network.online)
    throw new TypeError('Failed to fetch dynamically imported module: registration-form.js');
  return importOriginal();
});

// The form's real code, loaded while the file is collected (no time-out applies then), so the
// import that "Try again" makes finds it loaded: on a busy machine its first import alone
// outlasted the query's wait, and its retry's too.
await vi.importActual('./registration-form');

describe('the registration form whose code cannot be downloaded', () => {
  it('says so instead of loading for ever, and Try again fetches it once back online', async () => {
    const { user } = renderWithProviders(
      <LazyRegistrationForm mode="register" onDelivered={() => undefined} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent(/check your internet connection/i);
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /first name/i })).toBeInTheDocument();
  });
});
