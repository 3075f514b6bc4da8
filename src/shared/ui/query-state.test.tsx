import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { words } from '@/testing/fault-matrix';
import { renderWithProviders } from '@/testing/test-utils';
import { QueryErrorAlert, QueryState } from './query-state';

type Query = Parameters<typeof QueryState>[0]['queries'][number];

const failed = (status: unknown, refetch = vi.fn(), data: unknown = null): Query => ({
  isLoading: false,
  isFetching: false,
  isError: true,
  error: { status, data },
  refetch,
});
const retrying = (refetch: Query['refetch']): Query => ({
  isLoading: true,
  isFetching: true,
  isError: false,
  refetch,
});
const loaded = (refetch: Query['refetch']): Query => ({
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch,
});

function view(query: Query) {
  return (
    <QueryState queries={[query]} what="fees">
      {() => <p>Rent: 800 zł</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it.each([
    [
      'en',
      'TIMEOUT',
      'Fees could not be loaded.',
      'The server did not answer in time.',
      'Try again',
    ],
    ['en', 'NETWORK', 'Fees could not be loaded.', 'Check your internet connection', 'Try again'],
    ['en', 500, 'Fees could not be loaded.', 'The server ran into a problem.', 'Try again'],
    ['pl', 'BAD_RESPONSE', 'Nie udało się wczytać', 'Nie udało się odczytać', 'Spróbuj ponownie'],
  ] as const)(
    '%s %s: says what is missing and why, and keeps its place while retrying',
    async (language, status, title, sentence, tryAgain) => {
      const refetch = vi.fn();
      const { rerender, user } = renderWithProviders(view(failed(status, refetch)), { language });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(sentence);
      expect(alert).not.toHaveTextContent(/NETWORK|TIMEOUT|BAD_RESPONSE|500/);
      const button = screen.getByRole('button', { name: tryAgain });
      await user.click(button);
      expect(refetch).toHaveBeenCalledTimes(1);

      rerender(view(retrying(refetch)));
      // Still the same alert and button, busy and focused, not a spinner in their place.
      expect(screen.getByRole('alert')).toHaveTextContent(sentence);
      expect(screen.getByRole('button', { name: tryAgain })).toBe(button);
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      expect(refetch).toHaveBeenCalledTimes(1);

      rerender(view(loaded(refetch)));
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('ends the retry when the answer arrives before any render showed it fetching', async () => {
    const refetch = vi.fn();
    const query = failed(503, refetch);
    const { rerender, user } = renderWithProviders(view(query));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    rerender(view(query)); // the same failure, not yet replaced: still busy
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
    rerender(view(loaded(refetch)));
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    rerender(view(failed(503, refetch))); // failing again later: a fresh, usable Try again
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy');
  });

  // Issue 22: "Wczytywanie: opłaty…" read as a form's label; Polish wants the genitive after
  // "Wczytywanie" and "Nie udało się wczytać", English a capital at the start.
  it.each([
    ['en', 'Loading fees…', 'Fees could not be loaded.'],
    ['pl', 'Wczytywanie opłat…', 'Nie udało się wczytać opłat.'],
  ] as const)('%s: says what is loading and what failed in a sentence', (language, busy, title) => {
    const what = words('panel:fees.what')[language];
    const screenOf = (query: Query) => (
      <QueryState queries={[query]} what={what}>
        {() => <p>Rent</p>}
      </QueryState>
    );
    const { rerender } = renderWithProviders(screenOf(retrying(vi.fn())), { language });
    expect(screen.getByRole('status')).toHaveTextContent(busy);
    rerender(screenOf(failed('NETWORK')));
    expect(within(screen.getByRole('alert')).getByText(title)).toBeVisible();
  });

  it('shows the loading state on the first load', () => {
    renderWithProviders(view(retrying(vi.fn())));
    expect(screen.getByRole('status')).toHaveTextContent('Loading fees');
  });

  it.each([
    [
      422,
      [{ msg: 'Period closed' }, { msg: 'Ask the office.' }],
      ['Period closed.', 'Ask the office.'],
    ],
    [400, { errors: [{ msg: 'Bad filter', param: 'from' }] }, ['Bad filter.']],
    [500, { errors: [{ msg: 'Internal error', param: '' }] }, ['Internal error.']],
  ])(
    '%s with a list: the sentence, then each msg as a list item with a full stop, in en and after switching to pl',
    async (status, data, items) => {
      const { i18n } = renderWithProviders(view(failed(status, vi.fn(), data)));
      const reason =
        status === 500
          ? {
              en: 'The server ran into a problem. Try again in a moment; if it keeps happening, contact the Student Housing Office.',
              pl: 'Na serwerze wystąpił problem. Spróbuj ponownie za chwilę; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
            }
          : {
              en: 'The server did not accept the request. Try again; if it keeps happening, contact the Student Housing Office.',
              pl: 'Serwer nie przyjął żądania. Spróbuj ponownie; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
            };
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        `Fees could not be loaded.${reason.en}The server's message:${items.join('')}Try again`,
      );
      const listed = () =>
        within(screen.getByRole('alert'))
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      expect(listed()).toEqual(items);
      await act(() => i18n.changeLanguage('pl'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Nie udało się wczytać fees.${reason.pl}Komunikat serwera:${items.join('')}Spróbuj ponownie`,
      );
      expect(listed()).toEqual(items);
    },
  );

  it('shows a text answer as given, as text (markup literally), in en and pl', async () => {
    const text = 'Biuro nieczynne <img src=x onerror=alert(1)>';
    const { i18n } = renderWithProviders(view(failed(400, vi.fn(), text)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      `Fees could not be loaded.The server did not accept the request. Try again; if it keeps happening, contact the Student Housing Office.The server's message:${text}Try again`,
    );
    expect(within(alert).queryByRole('listitem')).not.toBeInTheDocument();
    expect(alert.querySelector('img')).toBeNull();
    await act(() => i18n.changeLanguage('pl'));
    expect(screen.getByRole('alert')).toHaveTextContent(`Komunikat serwera:${text}`);
  });

  it.each([
    ['an empty body', ''],
    ['an empty object', {}],
    ["a proxy's HTML page", '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'],
  ])('adds nothing after the sentence for %s', (_name, data) => {
    renderWithProviders(view(failed(502, vi.fn(), data)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server ran into a problem.');
    expect(alert).not.toHaveTextContent(/server's message|Bad Gateway|\{\}/);
  });

  it('keeps a failure shown, busy, while the failed read is asked again from elsewhere', () => {
    // A reconnect or a prefetch refetches without this alert's button: the entry keeps its error
    // while the request is out; the alert (and a focused Try again) must not vanish meanwhile.
    const refetch = vi.fn();
    const askedAgain: Query = { ...retrying(refetch), error: { status: 500, data: null } };
    const { rerender } = renderWithProviders(view(failed(500, refetch)));
    const button = screen.getByRole('button', { name: 'Try again' });
    rerender(view(askedAgain));
    expect(screen.getByRole('alert')).toHaveTextContent('Fees could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading fees…')).not.toBeInTheDocument();
    rerender(view(loaded(refetch)));
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
  });
});

describe('QueryState for a check, not a load', () => {
  const check = (query: Query) => (
    <QueryState
      queries={[query]}
      loadingLabel="Checking your verification…"
      failureTitle="We could not check your earlier verification."
      actions={<button type="button">Enter my data again</button>}
      focusOnFailure
    >
      {() => <p>Verified</p>}
    </QueryState>
  );

  it('says its own loading line and title, Try again leading its other ways on', async () => {
    const refetch = vi.fn();
    const { rerender, user } = renderWithProviders(check(retrying(refetch)));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your verification…');
    rerender(check(failed('TIMEOUT', refetch)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^We could not check your earlier verification\.The server did not answer in time\./,
    );
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Try again', 'Enter my data again']);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('takes focus with its failure, so a keyboard user is not left on the page body', () => {
    const { rerender } = renderWithProviders(check(retrying(vi.fn())));
    rerender(check(failed(500)));
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('alert'));
  });

  it('leaves focus where it is without focusOnFailure', () => {
    renderWithProviders(
      <QueryErrorAlert queries={[failed(500)]} what="fees" className="arrival__notice" />,
    );
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('alert')).toHaveClass('arrival__notice');
  });

  it('is named by what it loads or by a title, one of the two (a type check)', () => {
    // @ts-expect-error neither `what` nor a failure title: the alert would have no title
    const nameless = <QueryErrorAlert queries={[]} />;
    const unlabelled = (
      // @ts-expect-error a check names its loading line too
      <QueryState queries={[]} failureTitle="Not checked.">
        {() => null}
      </QueryState>
    );
    expect([nameless, unlabelled]).toHaveLength(2);
  });
});
