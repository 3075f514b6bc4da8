import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { httpStatusOf } from '@/shared/api/api-failure';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { selectGuestToken } from '@/shared/session/guest-slice';
import { isGuestTokenExpired } from '@/shared/session/guest-token';
import { useAppSelector } from '@/shared/store/hooks';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { Form } from '@/shared/ui/form/form';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { FailureReason, ServerMessages } from '@/shared/ui/server-messages';
import { useAcceptGuestAgreementMutation, type GuestStatus } from '../api';

const agreementSchema = yup.object({
  accepted: yup.boolean().default(false).oneOf([true], 'guest:agreement.required').required(),
});
type AgreementValues = yup.InferType<typeof agreementSchema>;

type GuestResultProps = {
  status: GuestStatus;
  onUpdated: (status: GuestStatus) => void;
  /** The guest token ran out (8 h): the guest must enter the data again. */
  onExpired: () => void;
};

/** After a successful verification: the stay, the terms to accept, and what comes next. */
export function GuestResult({ status, onUpdated, onExpired }: GuestResultProps) {
  const { t, i18n } = useTranslation('guest');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const agreementHeadingRef = useRef<HTMLHeadingElement>(null);
  // Accepting removes the form and the button that had focus: focus goes to the terms' heading.
  const [acceptedHere, setAcceptedHere] = useState(false);
  const form = useKitForm<AgreementValues>({
    resolver: yupResolver(agreementSchema),
    defaultValues: { accepted: false },
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (acceptedHere) agreementHeadingRef.current?.focus();
  }, [acceptedHere]);

  const date = (value: string) => formatDate(value, i18n.language);

  return (
    <div className="guest-result">
      <h2 id="guest-result-title" ref={headingRef} tabIndex={-1}>
        {t('result.heading')}
      </h2>
      <Alert tone="success">{t('result.verified', { name: status.firstName })}</Alert>

      <h3>{t('result.stayHeading')}</h3>
      <dl className="facts">
        {/* Whose guest, as far as the answer says: the resident, or the dormitory itself. */}
        <dt>{t('result.host')}</dt>
        <dd>
          {status.host
            ? `${status.host.firstName} ${status.host.lastName}`
            : t('result.hostDormitory', { dorm: status.dorm })}
        </dd>
        <dt>{t('result.dorm')}</dt>
        <dd>{status.dorm}</dd>
        <dt>{t('result.room')}</dt>
        <dd>{status.room}</dd>
        <dt>{t('result.stayFrom')}</dt>
        <dd>{date(status.stayFrom)}</dd>
        <dt>{t('result.stayTo')}</dt>
        <dd>{date(status.stayTo)}</dd>
      </dl>

      <h3 id="guest-agreement-title" ref={agreementHeadingRef} tabIndex={-1}>
        {t('agreement.heading')}
      </h3>
      {/* One reading of "accepted" for both the terms and what comes next (the contract's two
          shapes), so the screen never asks to accept what it says is accepted. */}
      {status.agreement.accepted ? (
        <Alert tone="success">
          {t('agreement.accepted', {
            date: formatDateTime(status.agreement.acceptedAt, i18n.language),
          })}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <AgreementForm
            status={status}
            onUpdated={(next) => {
              setAcceptedHere(next.agreement.accepted);
              onUpdated(next);
            }}
            onExpired={onExpired}
          />
        </FormProvider>
      )}

      <h3>{t('next.heading')}</h3>
      <p>
        {status.agreement.accepted
          ? t('next.accepted', {
              dorm: status.dorm,
              room: status.room,
              from: date(status.stayFrom),
            })
          : t('next.pending')}
      </p>
    </div>
  );
}

/** The terms to accept; a failure is kept as it came, worded at render. */
function AgreementForm({ status, onUpdated, onExpired }: GuestResultProps) {
  const { t } = useTranslation('guest');
  const token = useAppSelector(selectGuestToken);
  const [accept, { isLoading }] = useAcceptGuestAgreementMutation();
  const [failure, setFailure] = useState<{ kind: 'forbidden' | 'failed'; error: unknown } | null>(
    null,
  );
  const { field, summary } = useFormField<AgreementValues>({ idPrefix: 'guest-agreement' });
  const {
    handleSubmit,
    formState: { submitCount },
  } = useFormContext<AgreementValues>();

  const onSubmit = async () => {
    setFailure(null);
    if (isGuestTokenExpired(token)) {
      onExpired();
      return;
    }
    const result = await accept(status.uuid);
    if (!('error' in result) && result.data) {
      onUpdated(result.data);
      return;
    }
    const error = 'error' in result ? result.error : null;
    setFailure({ kind: httpStatusOf(error) === 403 ? 'forbidden' : 'failed', error });
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      errors={summary()}
      submitCount={submitCount}
      labelledBy="guest-agreement-title"
    >
      <p>{t('agreement.intro')}</p>
      <ul>
        <li>{t('agreement.items.rules')}</li>
        <li>{t('agreement.items.data')}</li>
        <li>{t('agreement.items.reception')}</li>
      </ul>
      {failure?.kind === 'forbidden' ? (
        <Alert tone="error" title={t('forbidden')}>
          <ServerMessages error={failure.error} />
        </Alert>
      ) : null}
      {failure?.kind === 'failed' ? (
        <Alert tone="error" title={t('agreement.failed')}>
          <FailureReason error={failure.error} />
        </Alert>
      ) : null}
      <CheckboxField label={t('agreement.checkbox')} {...field('accepted')} />
      <div className="button-row">
        <Button type="submit" busy={isLoading}>
          {t('agreement.accept')}
        </Button>
      </div>
    </Form>
  );
}
