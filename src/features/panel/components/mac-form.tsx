import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { TextField } from '@/shared/ui/form/text-field';
import { FailureReason } from '@/shared/ui/server-messages';
import { useRegisterMacMutation } from '../api';
import { checkMac } from '../mac';
import { macSchema, type MacValues } from '../mac-schema';

const fieldOrder = ['regulationsAccepted', 'mac'] as const;

/** The fields a 422 answer (`{ errors: [{ param, msg }] }`) refuses. */
function serverRefusals(error: unknown): Set<string> {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const list = (data as { errors?: unknown } | null)?.errors;
  if (status !== 422 || !Array.isArray(list)) return new Set();
  return new Set(
    list
      .map((item) => (item as { param?: unknown } | null)?.param)
      .filter((param): param is string => param === 'mac' || param === 'regulationsAccepted'),
  );
}
const fieldId = (path: string) => (path === 'mac' ? 'mac-address' : 'mac-regulations');

export function MacForm() {
  const { t } = useTranslation('panel');
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, submitCount },
  } = useForm<MacValues>({
    resolver: yupResolver(macSchema),
    defaultValues: { regulationsAccepted: false, mac: '' },
  });
  const [registerMac, { isLoading }] = useRegisterMacMutation();
  // A failure is kept as it came (status and the server's words), worded at render.
  const [result, setResult] = useState<
    { ok: true; mac: string } | { ok: false; error: unknown } | null
  >(null);
  const typed = useWatch({ control, name: 'mac' });
  const parsed = checkMac(typed ?? '');
  const privateAddress = parsed.ok && parsed.locallyAdministered;
  const summary = collectErrors(errors, (key) => t(key), fieldId, fieldOrder);

  const onSubmit = handleSubmit(async (values) => {
    const checked = checkMac(values.mac);
    if (!checked.ok) return;
    setResult(null);
    const response = await registerMac({ mac: checked.mac, regulationsAccepted: true });
    if (!('error' in response)) {
      setResult({ ok: true, mac: checked.mac });
      return;
    }
    // The server has the last word on addresses (e.g. rules newer than this client's):
    // its refusal of a field is shown on that field, in the person's language.
    const refused = serverRefusals(response.error);
    if (refused.has('mac')) setError('mac', { type: 'server', message: 'internet.macRefused' });
    if (refused.has('regulationsAccepted'))
      setError('regulationsAccepted', { type: 'server', message: 'internet.acceptRequired' });
    if (refused.size === 0) setResult({ ok: false, error: response.error });
  });

  return (
    <section aria-labelledby="mac-heading" className="panel-section">
      <h2 id="mac-heading">{t('internet.macHeading')}</h2>
      <p>{t('internet.macIntro')}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary errors={summary} submitCount={submitCount} />
        <CheckboxField
          id="mac-regulations"
          label={t('internet.accept')}
          error={
            errors.regulationsAccepted?.message ? t(errors.regulationsAccepted.message) : undefined
          }
          {...register('regulationsAccepted')}
        />
        <TextField
          id="mac-address"
          label={t('internet.macLabel')}
          hint={t('internet.macHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          error={errors.mac?.message ? t(errors.mac.message) : undefined}
          {...register('mac')}
        />
        {privateAddress ? (
          <Alert tone="warning" title={t('internet.privateTitle')}>
            <p>{t('internet.privateBody')}</p>
            <ul>
              <li>{t('internet.privateAndroid')}</li>
              <li>{t('internet.privateIos')}</li>
              <li>{t('internet.privateWindows')}</li>
              <li>{t('internet.privateMac')}</li>
              <li>{t('internet.privateLinux')}</li>
            </ul>
          </Alert>
        ) : null}
        <div className="button-row">
          <Button type="submit" busy={isLoading}>
            {t('internet.submit')}
          </Button>
        </div>
        <div role="status">
          {result?.ok ? (
            <Alert tone="success" live={false}>
              {t('internet.sent', { mac: result.mac })}
            </Alert>
          ) : null}
        </div>
        {result && !result.ok ? (
          <Alert tone="error" title={t('internet.failed')}>
            <FailureReason error={result.error} />
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
