import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/shared/config/env';
import { renderWithProviders } from '@/testing/test-utils';

const { loadBehaviour } = vi.hoisted(() => ({ loadBehaviour: { load: false } }));

vi.mock('@/shared/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { ...original, env: { ...original.env, recaptchaSiteKey: 'site-key-for-tests' } };
});

// The provider's widget: either its script loads (and the box can be ticked) or never does.
vi.mock('react-google-recaptcha', async () => {
  const { useEffect } = await import('react');
  function FakeRecaptcha(props: {
    sitekey: string;
    onChange: (token: string | null) => void;
    asyncScriptOnLoad?: () => void;
  }) {
    useEffect(() => {
      if (loadBehaviour.load) props.asyncScriptOnLoad?.();
    }, [props]);
    return (
      <button type="button" onClick={() => props.onChange('captcha-token')}>
        I am not a robot ({props.sitekey})
      </button>
    );
  }
  return { default: FakeRecaptcha };
});

const { Captcha } = await import('./captcha');

describe('reCAPTCHA v2', () => {
  it('says clearly when the script does not load instead of waiting for ever', async () => {
    vi.useFakeTimers();
    loadBehaviour.load = false;
    const onStatus = vi.fn();
    renderWithProviders(<Captcha onToken={vi.fn()} onStatus={onStatus} loadTimeoutMs={5_000} />);
    expect(screen.getByRole('status')).toHaveTextContent(/loading the anti-robot check/i);
    await act(async () => {
      vi.advanceTimersByTime(5_001);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /could not be loaded.*reload the page.*what you typed has been kept/i,
    );
    expect(onStatus).toHaveBeenLastCalledWith('failed');
    vi.useRealTimers();
  });

  it('hands the token on once the box is ticked', async () => {
    loadBehaviour.load = true;
    const onToken = vi.fn();
    const onStatus = vi.fn();
    const { user } = renderWithProviders(<Captcha onToken={onToken} onStatus={onStatus} />);
    expect(onStatus).toHaveBeenLastCalledWith('ready');
    await user.click(
      screen.getByRole('button', { name: /i am not a robot \(site-key-for-tests\)/i }),
    );
    expect(onToken).toHaveBeenCalledWith('captcha-token');
  });

  it('says it in Polish', async () => {
    vi.useFakeTimers();
    loadBehaviour.load = false;
    renderWithProviders(<Captcha onToken={vi.fn()} onStatus={vi.fn()} loadTimeoutMs={10} />, {
      language: 'pl',
    });
    await act(async () => {
      vi.advanceTimersByTime(11);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nie udało się wczytać zabezpieczenia przed robotami (reCAPTCHA).',
    );
    vi.useRealTimers();
  });
});
