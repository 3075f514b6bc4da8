import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { httpStatusOf } from '@/shared/api/api-failure';
import { paths } from '@/shared/config/paths';
import { guestCleared, guestIdentified, guestUuidSaved } from '@/shared/session/guest-slice';
import { guestIdentificationValue, signGuestToken } from '@/shared/session/guest-token';
import { useAppDispatch } from '@/shared/store/hooks';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form/form';
import { placeServerFailure } from '@/shared/ui/form/server-errors';
import { SelectField } from '@/shared/ui/form/select-field';
import { IdentityNumberField } from '@/shared/ui/form/identity-number-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { QueryErrorAlert } from '@/shared/ui/query-state';
import { FailureReason, ServerMessages } from '@/shared/ui/server-messages';
import { useDocumentTypesQuery } from '@/shared/dictionaries/api';
import { normalisePesel } from '@/shared/validation/pesel';
import { useVerifyGuestMutation, type GuestStatus } from '../api';
import {
  guestFieldOrder,
  guestFormDefaults,
  guestSchema,
  type GuestFormValues,
} from '../guest-schema';

/** The failure as it came (status and the server's words), worded at render. */
type Outcome = { kind: 'mismatch' | 'forbidden' | 'failed'; error: unknown };

/** The fields the server may refuse by name (the identification is never sent). */
const sentFields = ['firstName', 'lastName'] as const;

function outcomeOf(error: unknown): Outcome {
  const status = httpStatusOf(error);
  // The data do not match (product.md §8): the product's own sentence, in the person's language.
  if (status === 422) return { kind: 'mismatch', error };
  if (status === 403) return { kind: 'forbidden', error };
  return { kind: 'failed', error };
}

type GuestFormProps = {
  uuid: string;
  /** Shown above the form, e.g. after an expired verification: a key of `guest`. */
  notice?: 'expired' | 'stored.rejected' | null;
  /** The refusal that led to the notice: the server's own words follow it. */
  noticeError?: unknown;
  onVerified: (status: GuestStatus) => void;
};

/**
 * The guest re-enters the registration data. Approve signs the guest token with the
 * identification value (never sent, never stored) and asks the server to verify it.
 */
export function GuestForm(props: GuestFormProps) {
  const form = useKitForm<GuestFormValues>({
    resolver: yupResolver(guestSchema),
    defaultValues: guestFormDefaults,
  });
  return (
    <FormProvider {...form}>
      <GuestFields {...props} />
    </FormProvider>
  );
}

function GuestFields({ uuid, notice, noticeError, onVerified }: GuestFormProps) {
  const { t, i18n } = useTranslation(['guest', 'validation']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verify] = useVerifyGuestMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { field, summary } = useFormField<GuestFormValues>({ idPrefix: 'guest' });
  const {
    handleSubmit,
    control,
    setError,
    formState: { submitCount, isSubmitting },
  } = useFormContext<GuestFormValues>();
  const foreigner = useWatch({ control, name: 'foreigner' });
  const documentTypes = useDocumentTypesQuery(undefined, { skip: !foreigner });

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const language = i18n.language.startsWith('pl') ? 'pl' : 'en';

  const onSubmit = async (values: GuestFormValues) => {
    setBusy(true);
    setOutcome(null);
    try {
      const identification = guestIdentificationValue({
        foreigner: values.foreigner,
        // The number itself (product.md §5: the PESEL as is), whatever spaces it was typed with.
        pesel: normalisePesel(values.pesel),
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
      const left = placeServerFailure(
        'error' in result ? result.error : null,
        sentFields,
        setError,
      );
      if (left) setOutcome(outcomeOf(left.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      errors={summary(guestFieldOrder)}
      submitCount={submitCount}
      labelledBy="guest-form-title"
      heading={t('form.heading')}
    >
      {notice ? (
        <Alert tone="warning">
          <p>{t(notice)}</p>
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
      {/* Who registered the stay, why the data are asked and what the PESEL is for (issue 33). */}
      <p>{t('context')}</p>
      <TextField label={t('form.firstName')} autoComplete="given-name" {...field('firstName')} />
      <TextField label={t('form.lastName')} autoComplete="family-name" {...field('lastName')} />
      <IdentityNumberField
        word={(key) => t(`form.${key}`)}
        idPrefix="guest"
        document={() => (
          <>
            <QueryErrorAlert queries={[documentTypes]} what={t('form.documentTypesWhat')} />
            <SelectField
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
              {...field('documentTypeId')}
            />
          </>
        )}
      />
      <div className="button-row">
        <Button variant="secondary" onClick={() => void navigate(paths.home)}>
          {t('form.back')}
        </Button>
        <Button type="submit" busy={busy || isSubmitting}>
          {t('form.approve')}
        </Button>
      </div>
    </Form>
  );
}
