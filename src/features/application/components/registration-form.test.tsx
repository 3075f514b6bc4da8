import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialRegistrationState } from '@/shared/session/registration-slice';
import { renderWithProviders } from '@/testing/test-utils';
import { fillValidStudent } from '../testing/fill';
import RegisterScreen from './register-screen';

const agreed = { registration: { ...initialRegistrationState, doesUserAgreeRODO: true } };

describe('smoke', () => {
  it('submits a valid student form', async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { preloadedState: agreed });
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: /^send the application/i }));
    expect(await screen.findByText('Your application has been delivered!')).toBeVisible();
  });
});
