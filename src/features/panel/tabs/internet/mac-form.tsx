import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isUnexpectedShape } from '@/shared/api/base-api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { messageKey } from '@/shared/ui/form/message';
import { placeServerFailure } from '@/shared/ui/form/server-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { FailureReason } from '@/shared/ui/server-messages';
import { useAppDispatch } from '@/shared/store/hooks';
import { panelApi, useRegisterMacMutation } from '../../api';
import { checkMac } from '@/shared/validation/mac';
import { macSchema, type MacValues } from './mac-schema';
import { MacHelp } from './mac-help';

const fieldOrder = ['regulationsAccepted', 'mac'] as const;

/**
 * The server has the last word on addresses (e.g. rules newer than this client's): its refusal
 * of a field is shown on that field in the person's language, not in the server's.
 */
const refusalWording = ({ param }: { param: string }) =>
  messageKey(param === 'mac' ? 'panel:internet.macRefused' : 'panel:internet.acceptRequired');

export function MacForm() {
  const form = useKitForm<MacValues>({
    resolver: yupResolver(macSchema),
    defaultValues: { regulationsAccepted: false, mac: '' },
  });
  return (
    <FormProvider {...form}>
      <MacFields />
    </FormProvider>
  );
}

function MacFields() {
  const { t } = useTranslation('panel');
  const { field, summary } = useFormField<MacValues>({ idPrefix: 'network' });
  const {
    handleSubmit,
    control,
    setError,
    formState: { submitCount },
  } = useFormContext<MacValues>();
  const [registerMac, { isLoading }] = useRegisterMacMutation();
  const dispatch = useAppDispatch();
  // The outcome as it came (the address sent, sent without the answer confirming it, or the
  // failure: status and the server's words), worded at render.
  const [result, setResult] = useState<
    | { kind: 'sent'; mac: string }
    | { kind: 'unconfirmed'; mac: string }
    | { kind: 'failed'; error: unknown }
    | null
  >(null);
  const typed = useWatch({ control, name: 'mac' });
  const parsed = checkMac(typed ?? '');
  const privateAddress = parsed.ok && parsed.locallyAdministered;

  const onSubmit = handleSubmit(async (values) => {
    const checked = checkMac(values.mac);
    if (!checked.ok) return;
    setResult(null);
    const response = await registerMac({ mac: checked.mac, regulationsAccepted: true });
    if (!('error' in response)) {
      setResult({ kind: 'sent', mac: checked.mac });
      return;
    }
    // Accepted (2xx) and read, but the answer does not name the address sent as pending (api.ts):
    // it was sent, and whether the administrators have it is the allocation's to say, read again.
    // An empty or unreadable answer is a failure like any other (could not be read, try again).
    if (isUnexpectedShape(response.error)) {
      setResult({ kind: 'unconfirmed', mac: checked.mac });
      void dispatch(
        panelApi.endpoints.getAllocation.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
      return;
    }
    const left = placeServerFailure(response.error, fieldOrder, setError, refusalWording);
    if (left) setResult({ kind: 'failed', error: left.error });
  });

  return (
    <section aria-labelledby="mac-heading" className="panel-section">
      <h2 id="mac-heading">{t('internet.macHeading')}</h2>
      <p>{t('internet.macIntro')}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ErrorSummary errors={summary(fieldOrder)} submitCount={submitCount} />
        <CheckboxField label={t('internet.accept')} {...field('regulationsAccepted')} />
        <TextField
          label={t('internet.macLabel')}
          hint={t('internet.macHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          {...field('mac')}
        />
        <MacHelp />
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
          {result?.kind === 'sent' ? (
            <Alert tone="success" live={false}>
              {t('internet.sent', { mac: result.mac })}
            </Alert>
          ) : result?.kind === 'unconfirmed' ? (
            <Alert tone="warning" live={false} title={t('internet.unconfirmedTitle')}>
              <p>{t('internet.unconfirmed', { mac: result.mac })}</p>
            </Alert>
          ) : null}
        </div>
        {result?.kind === 'failed' ? (
          <Alert tone="error" title={t('internet.failed')}>
            <FailureReason error={result.error} />
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
