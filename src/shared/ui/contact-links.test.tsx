import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficeContactItems, OfficePhoneLink } from './contact-links';

describe('the office phone link', () => {
  it('keeps the number on one line and dials it without spaces', () => {
    render(<OfficePhoneLink />);
    const link = screen.getByRole('link');
    expect(link.textContent).toMatch(/^\+48\u00a022\u00a0234\u00a050\u00a000$/);
    expect(link).toHaveAttribute('href', 'tel:+48222345000');
  });
});

describe('the office contact items', () => {
  it('give each label its own link, e-mail first', () => {
    render(
      <ul>
        <OfficeContactItems email="E-mail" phone="Phone" />
      </ul>,
    );
    const [email, phone] = screen.getAllByRole('listitem');
    expect(email).toHaveTextContent(/^E-mail: \S+@\S+$/);
    expect(within(email!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(phone).toHaveTextContent(/^Phone: \+48/);
    expect(within(phone!).getByRole('link')).toHaveAttribute('href', 'tel:+48222345000');
  });
});
