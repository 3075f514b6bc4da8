import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';
import { Alert } from '@/shared/ui/alert';

export type CaptchaStatus = 'unconfigured' | 'loading' | 'ready' | 'failed';

/** What the form may do with the widget: tokens work once, so a failed post starts it again. */
export type CaptchaHandle = { reset: () => void };

type CaptchaProps = {
  ref?: Ref<CaptchaHandle>;
  onToken: (token: string | null) => void;
  onStatus: (status: CaptchaStatus) => void;
  error?: string;
  /** How long the script may take before the form says it failed. */
  loadTimeoutMs?: number;
};

export const captchaId = 'captcha';

/**
 * reCAPTCHA v2 with the configured site key. Without a key or when the provider's script does not
 * load, the form says so in words instead of waiting for a box that never comes.
 */
export function Captcha({ ref, onToken, onStatus, error, loadTimeoutMs = 10_000 }: CaptchaProps) {
  const { t, i18n } = useTranslation('application');
  const siteKey = env.recaptchaSiteKey;
  const [status, setStatus] = useState<CaptchaStatus>(siteKey ? 'loading' : 'unconfigured');
  const widget = useRef<ReCAPTCHA>(null);
  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);

  useEffect(() => onStatus(status), [status, onStatus]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus('failed'), loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [status, loadTimeoutMs]);

  if (status === 'unconfigured')
    return (
      <div id={captchaId} tabIndex={-1}>
        <Alert tone="info" live={false}>
          {env.demoApi ? t('captcha.unconfigured') : t('captcha.unavailable')}
        </Alert>
      </div>
    );

  return (
    <div id={captchaId} tabIndex={-1} className="captcha">
      {error ? <p className="field__error">{error}</p> : null}
      {status === 'failed' ? (
        <Alert tone="error" title={t('captcha.failedTitle')}>
          {t('captcha.failed')}
        </Alert>
      ) : null}
      {status === 'loading' ? <p role="status">{t('captcha.loading')}</p> : null}
      <ReCAPTCHA
        ref={widget}
        sitekey={siteKey}
        hl={i18n.language.slice(0, 2)}
        // react-async-script calls this after the script's load or its error ({ errored: true }).
        asyncScriptOnLoad={(script?: { errored?: boolean }) =>
          setStatus((was) => (was === 'failed' || script?.errored ? 'failed' : 'ready'))
        }
        onChange={(token) => onToken(token)}
        onExpired={() => onToken(null)}
        onErrored={() => {
          onToken(null);
          setStatus('failed');
        }}
      />
    </div>
  );
}
