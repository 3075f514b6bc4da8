import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
export const pdfBytes = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];

export function fileOf(bytes: number[], name: string, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Fills every field of a valid Student (future student) registration, in English. */
export async function fillValidStudent(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('radio', { name: /^i will start studying/i }));
  await user.type(screen.getByLabelText(/^first name/i), 'Ewa');
  await user.type(screen.getByLabelText(/^last name/i), 'Lis');
  await user.click(screen.getByRole('radio', { name: /^female/i }));
  await user.type(screen.getByLabelText(/^e-mail/i), 'ewa.lis@example.com');
  await user.type(screen.getByLabelText(/^phone number/i), '+48 601 234 567');
  await user.type(screen.getByLabelText(/^emergency phone/i), '+48 602 345 678');
  await user.type(screen.getByLabelText(/^pesel/i), '02211307589');
  await user.type(screen.getByRole('textbox', { name: /^registered address/i }), 'ul. Polna 1/2');
  await user.type(screen.getByLabelText(/^postal code/i), '00-950');
  await user.type(screen.getByLabelText(/^city/i), 'Warszawa');
  await user.type(screen.getByLabelText(/^index number/i), '301999');
  await user.selectOptions(
    screen.getByLabelText(/^university/i),
    await screen.findByRole('option', { name: 'Technical University' }),
  );
  await user.type(screen.getByLabelText(/^accommodation since/i), '01.10.2026');
  await user.type(screen.getByLabelText(/^accommodation until/i), '30.06.2027');
  await user.type(screen.getByLabelText(/^bank account owner/i), 'Ewa Lis');
  await user.type(
    screen.getByLabelText(/^bank account number/i),
    'PL61 1090 1014 0000 0712 1981 2874',
  );
  await user.upload(
    screen.getByLabelText(/^id-type face photo/i),
    fileOf(pngBytes, 'me.png', 'image/png'),
  );
}
