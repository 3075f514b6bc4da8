import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { IdentityNumberField, type IdentityWord } from './identity-number-field';

const words: Record<IdentityWord, string> = {
  foreigner: 'I am a foreigner',
  foreignerHint: 'Foreigners give a document.',
  documentNumber: 'Document number',
  documentNumberHint: 'As printed.',
  pesel: 'PESEL',
  peselHint: '11 digits.',
};

function Harness({ document, numberHint }: { document: () => string; numberHint?: string }) {
  const form = useForm({ defaultValues: { foreigner: false, documentNumber: '', pesel: '' } });
  return (
    <FormProvider {...form}>
      <IdentityNumberField
        word={(key) => words[key]}
        idPrefix="guest"
        numberHint={numberHint}
        document={document}
      />
    </FormProvider>
  );
}

describe('IdentityNumberField', () => {
  it('asks for a PESEL on the digits keypad, then a foreigner for the document and its number', async () => {
    const user = userEvent.setup();
    const document = vi.fn(() => 'Which document');
    render(<Harness document={document} />);
    const pesel = screen.getByRole('textbox', { name: 'PESEL' });
    expect(pesel).toHaveAttribute('id', 'guest-pesel');
    expect(pesel).toHaveAttribute('inputmode', 'numeric');
    expect(pesel).toHaveAttribute('autocomplete', 'off');
    expect(pesel).toHaveAccessibleDescription('11 digits.');
    // What is hidden is not made, so its field is never registered.
    expect(document).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'I am a foreigner' }));
    expect(screen.getByText('Which document')).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Document number' });
    expect(number).toHaveAttribute('autocomplete', 'off');
    expect(number).toHaveAttribute('spellcheck', 'false');
    expect(screen.queryByRole('textbox', { name: 'PESEL' })).not.toBeInTheDocument();
  });

  it("gives both numbers the form's own hint when there is one", async () => {
    const user = userEvent.setup();
    render(<Harness document={() => ''} numberHint="Type it again." />);
    expect(screen.getByRole('textbox', { name: 'PESEL' })).toHaveAccessibleDescription(
      'Type it again.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I am a foreigner' }));
    expect(screen.getByRole('textbox', { name: 'Document number' })).toHaveAccessibleDescription(
      'Type it again.',
    );
  });
});
