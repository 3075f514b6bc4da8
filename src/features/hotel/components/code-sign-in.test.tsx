import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { words } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { renderWithProviders } from '@/testing/test-utils';
import { CodeSignIn } from './code-sign-in';

// Issue 13: after a failed sign-in and a switch to Polish, the alert read a Polish title over an
// English reason. Each kind of failure this form shows, then the switch: all in the other
// language, exactly, nothing of the first one left.

const signInPath = '/app/hotel/reservations/:id/sign-in';
const label = words('hotel:signIn.code');
const hint = words('hotel:signIn.codeHint');
const submit = words('hotel:signIn.submit');
const failed = words('hotel:signIn.failed');
const mismatch = words('hotel:codeMismatch');
const required = words('hotel:signIn.codeRequired');

function renderSignIn() {
  const onSignedIn = vi.fn();
  const rendered = renderWithProviders(
    <CodeSignIn id="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d" onSignedIn={onSignedIn} />,
  );
  return { ...rendered, onSignedIn };
}

const answer = form.answerTo('post', signInPath);

const codeField = form.labelledField(label, hint);
/** A field error: on the field and in the summary. */
const onField = (message: form.Message) => form.fieldErrors([codeField], [message]);
/** The form's alert, the field not marked invalid. */
const inAlert =
  (sentenceKey: string, serverWords?: string[]): form.Shown =>
  (language) => {
    expect(codeField.find(language)).not.toHaveAttribute('aria-invalid');
    return form.failureAlert(failed)(sentenceKey, serverWords)(language);
  };

const cases: (form.FailureCase & { code?: string })[] = [
  { kind: 'no code typed (client check)', code: '', shown: onField(required) },
  {
    kind: 'a code too long to be one (client check)',
    code: 'x'.repeat(33),
    shown: onField(mismatch),
  },
  {
    kind: 'the wrong code (422 on code: the spec sentence, not the server’s)',
    fail: answer(422, {
      errors: [
        {
          msg: 'The verification code provided does not match the code sent by email.',
          param: 'code',
        },
      ],
    }),
    shown: onField(mismatch),
  },
  {
    kind: '422 naming no field of the form',
    fail: answer(422, { errors: [{ msg: 'The booking is closed', param: 'id' }] }),
    shown: inAlert('common:apiFailure.rejected', ['The booking is closed.']),
  },
  ...form.commonFailures('post', signInPath, inAlert, 'Rezerwacja zamknięta'),
];

describe('hotel code sign-in: each failure, then a language switch', () => {
  form.testEachFailureInBothLanguages(cases, async ({ code = 'abc123' }) => {
    const { user, i18n, onSignedIn } = renderSignIn();
    if (code) await user.type(screen.getByLabelText(label.en), code);
    await user.click(screen.getByRole('button', { name: submit.en }));
    return {
      i18n,
      afterwards: () => {
        expect(screen.getByLabelText(label.pl)).toHaveValue(code);
        expect(onSignedIn).not.toHaveBeenCalled();
      },
    };
  });
});

describe('the code field on a phone', () => {
  it('asks for the digits keypad and a one-time code, and no spelling help', () => {
    renderSignIn();
    const code = screen.getByLabelText(label.en);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('spellcheck', 'false');
  });
});
