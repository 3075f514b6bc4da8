import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoGuestIds } from '@/mocks/db/guest';
import { signGuestToken } from '@/shared/session/guest-token';
import * as faults from '@/testing/api-faults';
import { words } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { renderWithProviders } from '@/testing/test-utils';
import type { GuestStatus } from '../api';
import { GuestResult } from './guest-result';

// Issue 13: each kind of failure the terms form shows, then a language switch: all in the other
// language, exactly, nothing of the first one left (the server's own words are shown as sent).

const uuid = demoGuestIds.polish;
const acceptPath = '/app/guest/:uuid/agreement';
const g = (key: string) => words(`guest:${key}`);
const checkbox = g('agreement.checkbox');
const failed = g('agreement.failed');
const status: GuestStatus = {
  uuid,
  firstName: 'Maria',
  lastName: 'Wiśniewska',
  host: { firstName: 'Jan', lastName: 'Kowalski' },
  dorm: 'DS Riviera',
  room: '412',
  stayFrom: '2026-12-01',
  stayTo: '2026-12-14',
  agreement: { accepted: false, acceptedAt: null },
};

const answer = form.answerTo('post', acceptPath);

const required = g('agreement.required');
const unticked = form.fieldErrors([form.checkboxField(checkbox)], [required]);
const inFailedAlert = form.failureAlert(failed);

const cases: (form.FailureCase & { tick?: boolean })[] = [
  { kind: 'the box not ticked (client check)', tick: false, shown: unticked },
  {
    kind: '403 (blocked): the spec sentence and the server’s words',
    fail: answer(403, { errors: [{ msg: 'Guest access blocked', param: '' }] }),
    shown: form.alertOf(
      g('forbidden'),
      (lang) => `${faults.serverMessagesLead[lang]}Guest access blocked.`,
    ),
  },
  {
    kind: '422 list',
    fail: answer(422, { errors: [{ msg: 'The stay has been cancelled', param: '' }] }),
    shown: inFailedAlert('common:apiFailure.rejected', ['The stay has been cancelled.']),
  },
  ...form.commonFailures('post', acceptPath, inFailedAlert, 'Pobyt odwołany'),
];

describe('guest terms: each failure, then a language switch', () => {
  form.testEachFailureInBothLanguages(cases, async ({ tick = true }) => {
    const token = await signGuestToken(uuid, '02211307589');
    const onUpdated = vi.fn();
    const { user, i18n } = renderWithProviders(
      <GuestResult status={status} onUpdated={onUpdated} onExpired={vi.fn()} />,
      { preloadedState: { guest: { uuid, token } } },
    );
    if (tick) await user.click(screen.getByRole('checkbox', { name: checkbox.en }));
    await user.click(screen.getByRole('button', { name: g('agreement.accept').en }));
    return { i18n, afterwards: () => expect(onUpdated).not.toHaveBeenCalled() };
  });
});

describe('guest terms form', () => {
  it('is named by its own heading, not by the verification heading', async () => {
    const token = await signGuestToken(uuid, '02211307589');
    renderWithProviders(<GuestResult status={status} onUpdated={vi.fn()} onExpired={vi.fn()} />, {
      preloadedState: { guest: { uuid, token } },
    });
    expect(screen.getByRole('form')).toHaveAccessibleName(g('agreement.heading').en);
  });

  it('moves focus to the terms heading once they are accepted (the form and its button go)', async () => {
    const token = await signGuestToken(uuid, '02211307589');
    function Screen() {
      const [shown, setShown] = useState(status);
      return <GuestResult status={shown} onUpdated={setShown} onExpired={vi.fn()} />;
    }
    const { user } = renderWithProviders(<Screen />, {
      preloadedState: { guest: { uuid, token } },
    });
    await user.click(screen.getByRole('checkbox', { name: checkbox.en }));
    await user.click(screen.getByRole('button', { name: g('agreement.accept').en }));
    expect(await screen.findByText(/you accepted the terms of the guest stay on/i)).toBeVisible();
    expect(screen.getByRole('heading', { name: g('agreement.heading').en })).toHaveFocus();
  });
});

describe('guest terms: an accept answer the contract does not allow', () => {
  it.each([
    ['accepted without a time', { accepted: true, acceptedAt: null }],
    ['still not accepted', { accepted: false, acceptedAt: null }],
  ])('%s is a failed acceptance, not the form again (no loop)', async (_case, agreement) => {
    answer(200, { ...status, agreement })();
    const token = await signGuestToken(uuid, '02211307589');
    const onUpdated = vi.fn();
    const { user } = renderWithProviders(
      <GuestResult status={status} onUpdated={onUpdated} onExpired={vi.fn()} />,
      { preloadedState: { guest: { uuid, token } } },
    );
    await user.click(screen.getByRole('checkbox', { name: checkbox.en }));
    await user.click(screen.getByRole('button', { name: g('agreement.accept').en }));
    expect((await screen.findByText(failed.en)).closest('[role="alert"]')).toBeVisible();
    expect(screen.queryByText(/you accepted the terms of the guest stay on/i)).toBeNull();
    expect(onUpdated).not.toHaveBeenCalled();
  });
});
