import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { answerOf, answersAt, propertyTimeout, type Answer } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import type { Allocation } from '../../api';
import InternetTab from './internet-tab';
import { accountOf, demoUsers } from '../../test-utils';

// Every answer the contract allows to the Internet tab's reads (notes, allocation, configuration,
// transfer) and to the MAC save: the tab settles, and never says "No active connection found"
// beside the configuration or transfer of an active connection, nor two of "sent", "could not be
// sent" and "sent, not confirmed", nor that one address was sent while its allocation has
// another one pending, or none (issues 23 and 33).

const base = `${env.apiBase}/app/panel/network`;
const reads = ['notes', 'allocation', 'configuration', 'transfer'] as const;
const mac = '3c:52:82:1a:4f:91';
const sent = /has been sent to the network administrators/i;
const notSent = /could not be sent/i;
// Accepted, but the answer does not name the address sent as pending.
const unconfirmed = /was sent, but the answer did not confirm/i;

function expectCoherent() {
  const none = screen.queryByText(/no active connection found/i) !== null;
  const live =
    screen.queryByRole('heading', { name: 'Network configuration' }) !== null ||
    screen.queryByRole('heading', { name: 'Data usage' }) !== null;
  expect(none && live, 'no connection beside a live one').toBe(false);
}

/** The contract's prose (MacSent): a 202 has the address sent pending, as it was sent. */
function sentAs(write: Answer): Answer {
  if (write.status !== 202) return write;
  const body = write.body as Allocation;
  return { ...write, body: { ...body, pendingMac: { ...body.pendingMac, mac } } };
}

/** After "sent": the allocation shown has that address pending (or already registered). */
function expectSentShown() {
  const saidSent = screen.queryByText(sent) !== null;
  const outcomes = [sent, notSent, unconfirmed].filter((said) => screen.queryByText(said));
  expect(outcomes.length, `said ${outcomes.join(' and ')}`).toBeLessThanOrEqual(1);
  if (!saidSent) return;
  const section = screen.getByRole('heading', { name: 'Connection allocation' }).closest('section');
  const text = section?.textContent ?? '';
  const pending = [...(section?.querySelectorAll('dt') ?? [])]
    .find((term) => term.textContent === 'Waiting for approval')
    ?.nextElementSibling?.textContent?.split(',')[0];
  expect(
    pending === mac || (pending === undefined && text.includes(mac)),
    `sent ${mac}, the allocation says: ${text}`,
  ).toBe(true);
}

describe('the Internet tab on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [fc.tuple(...reads.map((read) => answerOf(`/app/panel/network/${read}`, 'get')))],
        (answers) => answersAt(base, reads, answers),
        async () => {
          renderWithProviders(<InternetTab />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
          });
          await untilLoaded();
          expectCoherent();
        },
      );
    },
    propertyTimeout,
  );

  it(
    'sends a MAC address or says why not, and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [
          fc.tuple(...reads.map((read) => answerOf(`/app/panel/network/${read}`, 'get'))),
          // Mostly as the contract's prose says (the address sent pending); some as its schema
          // alone allows (another address pending), which must read "sent, not confirmed".
          fc.oneof(
            { weight: 3, arbitrary: answerOf('/app/panel/network/mac', 'post').map(sentAs) },
            { weight: 1, arbitrary: answerOf('/app/panel/network/mac', 'post') },
          ),
        ],
        (answers, write) => [
          ...answersAt(base, reads, answers),
          http.post(`${base}/mac`, replyWith(write)),
        ],
        async () => {
          const { user } = renderWithProviders(<InternetTab />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
          });
          await untilLoaded();
          const field = screen.queryByLabelText('MAC address of the wired network adapter');
          if (!field) return; // the reads failed: no form, said by the tab
          await user.click(
            screen.getByRole('checkbox', {
              name: 'I have read and accept the network regulations',
            }),
          );
          await user.type(field, mac);
          await user.click(
            screen.getByRole('button', { name: 'Send to the network administrators' }),
          );
          // Settled: sent, or why not (on the form or on a field), and no busy button.
          await waitFor(() =>
            expect(
              screen.queryByText(sent) !== null ||
                screen.queryByText(notSent) !== null ||
                screen.queryByText(unconfirmed) !== null ||
                field.getAttribute('aria-invalid') === 'true' ||
                screen.getByRole('checkbox').getAttribute('aria-invalid') === 'true',
            ).toBe(true),
          );
          expect(screen.queryByRole('button', { busy: true })).toBeNull();
          expectSentShown();
          expectCoherent();
        },
      );
    },
    propertyTimeout,
  );
});
