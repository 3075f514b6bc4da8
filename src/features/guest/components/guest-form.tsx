import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { httpStatusOf } from '@/shared/api/api-failure';
import { paths } from '@/shared/config/paths';
import { guestCleared, guestIdentified, guestUuidSaved } from '@/shared/session/guest-slice';
import { guestIdentificationValue, signGuestToken } from '@/shared/session/guest-token';
import { useAppDispatch } from '@/shared/session/hooks';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FailureReason, ServerMessages } from '@/shared/ui/server-messages';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useGuestDocumentTypesQuery, useVerifyGuestMutation, type GuestStatus } from '../api';
import {
  guestFieldOrder,
  guestFormDefaults,
  guestSchema,
  type GuestFormValues,
} from '../guest-schema';

/** The failure as it came (status and the server's words), worded at render. */
type Outcome = { kind: 'mismatch' | 'forbidden' | 'failed'; error: unknown };

const fieldId = (path: string) => `guest-${path}`;

function outcomeOf(error: unknown): Outcome {
  const status = httpStatusOf(error);
  if (status === 422) return { kind: 'mismatch', error };
  if (status === 403) return { kind: 'forbidden', error };
  return { kind: 'failed', error };
}

type GuestFormProps = {
  uuid: string;
  /** Shown above the form, e.g. after an expired verification. */
  notice?: string | null;
  /** The refusal that led to the notice: the server's own words follow it. */
  noticeError?: unknown;
  onVerified: (status: GuestStatus) => void;
};

/**
 * The guest re-enters the registration data. Approve signs the guest token with the
 * identification value (never sent, never stored) and asks the server to verify it.
 */
export function GuestForm({ uuid, notice, noticeError, onVerified }: GuestFormProps) {
  const { t, i18n } = useTranslation(['guest', 'validation']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verify] = useVerifyGuestMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The summary lists the errors of the last submit; live re-validation while typing updates
  // the fields only, so focus never jumps to the summary in the middle of typing.
  const [submitErrors, setSubmitErrors] = useState<FieldErrors<GuestFormValues>>({});
  const outcomeRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<GuestFormValues>({
    resolver: yupResolver(guestSchema),
    defaultValues: guestFormDefaults,
  });
  const foreigner = useWatch({ control, name: 'foreigner' });
  const documentTypes = useGuestDocumentTypesQuery(undefined, { skip: !foreigner });

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const language = i18n.language.startsWith('pl') ? 'pl' : 'en';
  const error = (name: keyof GuestFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const summary = collectErrors(submitErrors, (key) => t(key), fieldId, guestFieldOrder);

  const onSubmit = async (values: GuestFormValues) => {
    setSubmitErrors({});
    setBusy(true);
    setOutcome(null);
    try {
      const identification = guestIdentificationValue({
        foreigner: values.foreigner,
        pesel: values.pesel,
        documentTypeId: values.documentTypeId,
        documentNumber: values.documentNumber,
      });
      const token = await signGuestToken(uuid, identification);
      dispatch(guestUuidSaved(uuid));
      dispatch(guestIdentified(token));
      const result = await verify({ uuid, firstName: values.firstName, lastName: values.lastName });
      if (!('error' in result) && result.data) {
        onVerified(result.data);
        return;
      }
      // A token that did not verify is of no further use: drop it, keep the uuid.
      dispatch(guestCleared());
      dispatch(guestUuidSaved(uuid));
      setOutcome(outcomeOf('error' in result ? result.error : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit, setSubmitErrors)(event)}
      aria-labelledby="guest-form-title"
    >
      <h2 id="guest-form-title">{t('form.heading')}</h2>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      {notice ? (
        <Alert tone="warning">
          <p>{notice}</p>
          <ServerMessages error={noticeError} />
        </Alert>
      ) : null}
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} className="guest-outcome">
          {outcome.kind === 'mismatch' ? (
            <Alert tone="error" title={t('mismatch')}>
              <p>{t('mismatchHint')}</p>
            </Alert>
          ) : outcome.kind === 'forbidden' ? (
            <Alert tone="error" title={t('forbidden')}>
              <ServerMessages error={outcome.error} />
            </Alert>
          ) : (
            <Alert tone="error" title={t('failed')}>
              <FailureReason error={outcome.error} />
            </Alert>
          )}
        </div>
      ) : null}
      <p>{t('intro')}</p>
      <TextField
        id={fieldId('firstName')}
        label={t('form.firstName')}
        autoComplete="given-name"
        error={error('firstName')}
        {...register('firstName')}
      />
      <TextField
        id={fieldId('lastName')}
        label={t('form.lastName')}
        autoComplete="family-name"
        error={error('lastName')}
        {...register('lastName')}
      />
      <CheckboxField
        id={fieldId('foreigner')}
        label={t('form.foreigner')}
        hint={t('form.foreignerHint')}
        {...register('foreigner')}
      />
      {foreigner ? (
        <>
          {documentTypes.isError ? (
            <Alert tone="error" title={t('form.documentTypesFailed')}>
              <FailureReason error={documentTypes.error} />
              <Button variant="secondary" onClick={() => void documentTypes.refetch()}>
                {t('common:actions.tryAgain')}
              </Button>
            </Alert>
          ) : null}
          <SelectField
            id={fieldId('documentTypeId')}
            label={t('form.documentType')}
            placeholder={
              documentTypes.isLoading
                ? t('form.documentTypesLoading')
                : t('form.documentTypePlaceholder')
            }
            options={(documentTypes.data ?? []).map((type) => ({
              value: type.id,
              label: type.name[language],
            }))}
            error={error('documentTypeId')}
            {...register('documentTypeId')}
          />
          <TextField
            id={fieldId('documentNumber')}
            label={t('form.documentNumber')}
            hint={t('form.documentNumberHint')}
            autoComplete="off"
            spellCheck={false}
            error={error('documentNumber')}
            {...register('documentNumber')}
          />
        </>
      ) : (
        <TextField
          id={fieldId('pesel')}
          label={t('form.pesel')}
          hint={t('form.peselHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          error={error('pesel')}
          {...register('pesel')}
        />
      )}
      <p className="field__hint">{t('privacy')}</p>
      <div className="button-row">
        <Button variant="secondary" onClick={() => void navigate(paths.home)}>
          {t('form.back')}
        </Button>
        <Button type="submit" busy={busy || isSubmitting}>
          {t('form.approve')}
        </Button>
      </div>
    </form>
  );
}
