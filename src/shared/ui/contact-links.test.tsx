import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficePhoneLink } from './contact-links';

describe('the office phone link', () => {
  it('keeps the number on one line and dials it without spaces', () => {
    render(<OfficePhoneLink />);
    const link = screen.getByRole('link');
    expect(link.textContent).toMatch(/^\+48\u00a022\u00a0234\u00a050\u00a000$/);
    expect(link).toHaveAttribute('href', 'tel:+48222345000');
  });
});
