import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import enPanel from '@/i18n/locales/en/panel.json';
import { env } from '@/shared/config/env';
import { answerOf, propertyTimeout } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import { ToDoList, usePanelToDo } from './components/to-do-list';
import { accountOf, demoUsers } from './test-utils';

// Every answer the contract allows to the arrival-time read and to its save: the to-do list settles
// (no endless loading) and never says "declared" or "saved" beside "not declared yet" (issue 23).

// The notice's own words (a hand-typed sentence had drifted from them, so the check could not fail).
const missing = enPanel.arrival.missing;
const declared = /^declared arrival time:/i;
const saved = /arrival time successfully added/i;
const url = `${env.apiBase}/app/panel/arrival-time`;

/** The panel's to-do list, where the arrival is an item (its other reads: the demo API's). */
function ToDo() {
  const state = usePanelToDo(true, null);
  return <ToDoList state={state} tabHref={() => '/panel'} onGo={() => undefined} />;
}

function expectCoherent() {
  const notDeclared = screen.queryByText(missing) !== null;
  expect(notDeclared && screen.queryByText(declared) !== null, 'declared and not').toBe(false);
  expect(notDeclared && screen.queryByText(saved) !== null, 'saved and not declared').toBe(false);
}

describe('the arrival in the to-do list on any answer the contract allows', () => {
  it(
    'settles, saves or says why not, and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [answerOf('/app/panel/arrival-time', 'get'), answerOf('/app/panel/arrival-time', 'put')],
        (read, write) => [http.get(url, replyWith(read)), http.put(url, replyWith(write))],
        async () => {
          const { user } = renderWithProviders(<ToDo />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
          });
          await untilLoaded();
          // The list's own loading line ("Checking what needs doing: …").
          await waitFor(() => expect(screen.queryByText(enPanel.toDo.loading)).toBeNull(), {
            timeout: 30_000,
          });
          expectCoherent();
          const open = screen.queryByRole('button', { name: /(declare|change) arrival time/i });
          if (!open) return; // a 401 may sign the person out: nothing to declare then
          await user.click(open);
          const dialog = await screen.findByRole('dialog');
          const date = await within(dialog).findByLabelText('Date of arrival');
          await user.clear(date);
          await user.type(date, `01/10/${new Date().getFullYear() + 1}`);
          const time = within(dialog).getByLabelText('Time of arrival');
          await user.clear(time);
          await user.type(time, '09:05');
          await user.click(within(dialog).getByRole('button', { name: 'Save arrival time' }));
          // Settled: saved (the dialog closed) or a failure in the dialog, not a busy button.
          await waitFor(() =>
            expect(
              screen.queryByText(saved) !== null ||
                within(dialog).queryAllByRole('alert').length > 0,
            ).toBe(true),
          );
          expect(screen.queryByRole('button', { busy: true })).toBeNull();
          expectCoherent();
        },
      );
    },
    propertyTimeout,
  );
});
