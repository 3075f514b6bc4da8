import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IdentityNumberField } from './identity-number-field';

function renderField(foreigner: boolean) {
  const parts = {
    document: vi.fn(() => <p>Which document</p>),
    documentNumber: vi.fn(() => ({ id: 'documentNumber', label: 'Document number' })),
    pesel: vi.fn(() => ({ id: 'pesel', label: 'PESEL' })),
  };
  render(<IdentityNumberField foreigner={foreigner} {...parts} />);
  return parts;
}

describe('IdentityNumberField', () => {
  it('asks a resident for a PESEL on the digits keypad, never filled in by the browser', () => {
    const parts = renderField(false);
    const pesel = screen.getByLabelText('PESEL');
    expect(pesel).toHaveAttribute('inputmode', 'numeric');
    expect(pesel).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByLabelText('Document number')).not.toBeInTheDocument();
    // A part not shown is not made, so its field is never registered.
    expect(parts.document).not.toHaveBeenCalled();
    expect(parts.documentNumber).not.toHaveBeenCalled();
  });

  it('asks a foreigner for the document, then its number as typed', () => {
    const parts = renderField(true);
    expect(screen.getByText('Which document')).toBeInTheDocument();
    const number = screen.getByLabelText('Document number');
    expect(number).toHaveAttribute('autocomplete', 'off');
    expect(number).toHaveAttribute('spellcheck', 'false');
    expect(screen.queryByLabelText('PESEL')).not.toBeInTheDocument();
    expect(parts.pesel).not.toHaveBeenCalled();
  });
});
