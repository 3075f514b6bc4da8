import { useEffect, useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';
import { Alert } from '@/shared/ui/alert';

export type CaptchaStatus = 'unconfigured' | 'loading' | 'ready' | 'failed';

type CaptchaProps = {
  onToken: (token: string | null) => void;
  onStatus: (status: CaptchaStatus) => void;
  error?: string;
  /** How long the script may take before the form says it failed. */
  loadTimeoutMs?: number;
};

export const captchaId = 'captcha';

/**
 * reCAPTCHA v2 with the configured site key. Without a key (the demo) or when the provider's
 * script does not load, the form says so in words instead of waiting for a box that never comes.
 */
export function Captcha({ onToken, onStatus, error, loadTimeoutMs = 10_000 }: CaptchaProps) {
  const { t, i18n } = useTranslation('application');
  const siteKey = env.recaptchaSiteKey;
  const [status, setStatus] = useState<CaptchaStatus>(siteKey ? 'loading' : 'unconfigured');

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
          {t('captcha.unconfigured')}
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
        sitekey={siteKey}
        hl={i18n.language.slice(0, 2)}
        asyncScriptOnLoad={() => setStatus((was) => (was === 'failed' ? was : 'ready'))}
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
