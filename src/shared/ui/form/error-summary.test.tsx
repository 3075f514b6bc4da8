import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { makeTestI18n } from '@/testing/test-i18n';
import { ErrorSummary, type SummaryError } from './error-summary';

function Harness() {
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [submitCount, setSubmitCount] = useState(0);
  return (
    <I18nextProvider i18n={makeTestI18n('en')}>
      <ErrorSummary errors={errors} submitCount={submitCount} />
      <label htmlFor="name">Name</label>
      <input id="name" />
      <button type="button" onClick={() => setSubmitCount((count) => count + 1)}>
        Submit
      </button>
      <button
        type="button"
        onClick={() => setErrors([{ fieldId: 'name', message: 'Enter a valid name' }])}
      >
        Fail
      </button>
      <button type="button" onClick={() => setErrors([])}>
        Clear
      </button>
    </I18nextProvider>
  );
}

describe('ErrorSummary', () => {
  it('takes focus after a failed submit and its links focus the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter a valid name' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('does not steal focus when errors reappear while the person types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    screen.getByLabelText('Name').focus();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('does not take focus for errors that come after a submit that ended without any', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByLabelText('Name').focus();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });
});
