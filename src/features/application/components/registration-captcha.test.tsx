import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Ref } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import type * as EnvModule from '@/shared/config/env';
import { words } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { keepFormPosts } from '@/testing/form-posts';
import * as fill from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

type Widget = { script: 'loads' | 'pending' | 'fails'; ticks: number; resets: number };

const { settings, widget } = vi.hoisted(() => {
  // How the provider's script behaves, and what the form did with the widget.
  const widget: Widget = { script: 'loads', ticks: 0, resets: 0 };
  return { settings: { recaptchaSiteKey: 'site-key-for-tests', demoApi: false }, widget };
});

vi.mock('@/shared/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return {
    ...original,
    env: {
      ...original.env,
      get recaptchaSiteKey() {
        return settings.recaptchaSiteKey;
      },
      get demoApi() {
        return settings.demoApi;
      },
    },
  };
});

vi.mock('react-google-recaptcha', async () => {
  const { useEffect, useImperativeHandle } = await import('react');
  function FakeRecaptcha(props: {
    ref?: Ref<{ reset: () => void }>;
    onChange: (token: string | null) => void;
    asyncScriptOnLoad?: (script?: { errored?: boolean }) => void;
  }) {
    const { ref, onChange, asyncScriptOnLoad } = props;
    useImperativeHandle(ref, () => ({ reset: () => (widget.resets += 1) }), []);
    useEffect(() => {
      // react-async-script reports the script's load, or its error as { errored: true }.
      if (widget.script === 'loads') asyncScriptOnLoad?.({});
      if (widget.script === 'fails') asyncScriptOnLoad?.({ errored: true });
    }, [asyncScriptOnLoad]);
    return (
      <button
        type="button"
        onClick={() => {
          widget.ticks += 1;
          onChange(`token-${widget.ticks}`);
        }}
      >
        I am not a robot
      </button>
    );
  }
  return { default: FakeRecaptcha };
});

const captchaBox = () => document.getElementById('captcha') as HTMLElement;

await prepareRegistrationFormTests();
beforeEach(() => {
  settings.recaptchaSiteKey = 'site-key-for-tests';
  settings.demoApi = false;
  widget.script = 'loads';
  widget.ticks = 0;
  widget.resets = 0;
});

describe('reCAPTCHA on the form, with a site key', () => {
  it('blocks sending until the box is ticked, then sends the token', async () => {
    const bodies = keepFormPosts();
    const { user } = renderRegister();
    await fill.fillValidStudent(user);
    const summary = await fill.submitAndWaitForSummary(user);
    expect(
      within(summary).getByRole('link', { name: 'Confirm that you are not a robot.' }),
    ).toHaveAttribute('href', '#captcha');
    expect(within(captchaBox()).getByText('Confirm that you are not a robot.')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'I am not a robot' }));
    expect(within(captchaBox()).queryByText('Confirm that you are not a robot.')).toBeNull();
    await user.click(fill.submitButton());
    expect(await screen.findByText('Your application has been delivered!')).toBeVisible();
    expect(bodies[0]?.get('g-recaptcha-response')).toBe('token-1');
  });

  it('says to wait while the script is still loading', async () => {
    widget.script = 'pending';
    const { user } = renderRegister();
    expect(within(captchaBox()).getByRole('status')).toHaveTextContent(
      'Loading the anti-robot check…',
    );
    await fill.fillValidStudent(user);
    const summary = await fill.submitAndWaitForSummary(user);
    expect(
      within(summary).getByRole('link', { name: 'Wait for the anti-robot check to load.' }),
    ).toBeVisible();
    expect(within(captchaBox()).getByText('Wait for the anti-robot check to load.')).toBeVisible();
  });

  it('says so when the script fails to load, in Polish too', async () => {
    widget.script = 'fails';
    const { user } = renderRegister('pl');
    expect(within(captchaBox()).getByRole('alert')).toHaveTextContent(
      /nie udało się wczytać zabezpieczenia przed robotami.*odśwież stronę/i,
    );
    await user.click(screen.getByRole('button', { name: /^wyślij wniosek/i }));
    const summary = await screen.findByRole('alert', { name: /^wystąpił problem/i });
    expect(
      within(summary).getByRole('link', {
        name: 'Nie udało się wczytać zabezpieczenia przed robotami (reCAPTCHA).',
      }),
    ).toBeVisible();
  });

  it.each([
    ['a server error', 500, { errors: [{ msg: 'Internal error', param: '' }] }],
    ['a validation error', 422, { errors: [{ msg: 'Valid city is required.', param: 'city' }] }],
  ])(
    'starts the widget again after %s: the used token is not sent twice',
    async (_, status, body) => {
      const tokens: (FormDataEntryValue | null)[] = [];
      server.use(
        http.post(api('/app/form/post'), async ({ request }) => {
          tokens.push((await request.formData()).get('g-recaptcha-response'));
          return tokens.length === 1
            ? HttpResponse.json(body, { status })
            : HttpResponse.json({ id: 'A-2' }, { status: 201 });
        }),
      );
      const { user, store } = renderRegister();
      await fill.fillValidStudent(user);
      await user.click(screen.getByRole('button', { name: 'I am not a robot' }));
      await user.click(fill.submitButton());
      await waitFor(() => expect(widget.resets).toBe(1));
      if (status === 500) {
        await waitFor(() => expect(store.getState().dialog.error).not.toBeNull());
      } else {
        await waitFor(() =>
          expect(screen.getByLabelText(/^town or city/i)).toHaveAccessibleDescription(
            /Valid city is required\./,
          ),
        );
      }
      const summary = await fill.submitAndWaitForSummary(user);
      expect(summary).toHaveTextContent('Confirm that you are not a robot.');
      expect(tokens).toEqual(['token-1']);
      await user.click(screen.getByRole('button', { name: 'I am not a robot' }));
      await user.click(fill.submitButton());
      expect(await screen.findByText('Your application has been delivered!')).toBeVisible();
      expect(tokens).toEqual(['token-1', 'token-2']);
    },
  );
});

describe('the anti-robot error after a language switch (issue 13)', () => {
  it.each([
    ['loads', 'required'],
    ['pending', 'notReady'],
    ['fails', 'failedTitle'],
  ] as const)('script %s: the %s message is worded again in Polish', async (script, key) => {
    widget.script = script;
    const message = words(`application:captcha.${key}`);
    const { user, i18n } = renderRegister();
    await user.click(fill.submitButton());
    const summary = await screen.findByRole('alert', { name: form.summaryTitle.en });
    const shown = (language: 'en' | 'pl') => {
      expect(
        within(screen.getByRole('alert', { name: form.summaryTitle[language] })).getByRole('link', {
          name: message[language],
        }),
      ).toHaveAttribute('href', '#captcha');
      expect(within(captchaBox()).getAllByText(message[language])[0]).toHaveClass('field__error');
    };
    expect(summary).toBeVisible();
    shown('en');
    await form.switchLanguage(i18n, 'pl');
    shown('pl');
    form.expectGone([message.en]);
  });
});

describe('reCAPTCHA on the form, without a site key', () => {
  it.each([
    [
      'en',
      "The anti-robot check (reCAPTCHA) is not available, so the application is sent without it. The Student Housing Office's server decides whether to accept it.",
    ],
    [
      'pl',
      'Zabezpieczenie przed robotami (reCAPTCHA) jest niedostępne, więc wniosek zostanie wysłany bez niego. O jego przyjęciu decyduje serwer Działu Spraw Bytowych.',
    ],
  ] as const)(
    '%s: outside the demo, says the check is unavailable and the server decides',
    (language, text) => {
      settings.recaptchaSiteKey = '';
      renderRegister(language);
      expect(captchaBox()).toHaveTextContent(text);
      expect(captchaBox()).not.toHaveTextContent(/demo/i);
      expect(screen.queryByRole('button', { name: 'I am not a robot' })).toBeNull();
    },
  );

  it.each([
    ['en', /not configured in this demo/i],
    ['pl', /nie jest skonfigurowane w tej wersji demonstracyjnej/i],
  ] as const)('%s: in the demo build, says it is a demo', (language, text) => {
    settings.recaptchaSiteKey = '';
    settings.demoApi = true;
    renderRegister(language);
    expect(captchaBox()).toHaveTextContent(text);
  });

  it('sends without a token', async () => {
    settings.recaptchaSiteKey = '';
    const bodies = keepFormPosts();
    const { user } = renderRegister();
    await fill.fillValidStudent(user);
    await user.click(fill.submitButton());
    expect(await screen.findByText('Your application has been delivered!')).toBeVisible();
    expect(bodies[0]?.has('g-recaptcha-response')).toBe(false);
  });
});
