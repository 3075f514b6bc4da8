import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { httpStatusOf } from '@/shared/api/api-failure';
import { env } from '@/shared/config/env';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { TextField } from '@/shared/ui/form/text-field';
import { FailureReason } from '@/shared/ui/server-messages';
import { useHotelSignInMutation } from '../api';

const codeSchema = yup.object({
  code: yup.string().trim().max(32, 'hotel:codeMismatch').required('hotel:signIn.codeRequired'),
});
type CodeValues = yup.InferType<typeof codeSchema>;

type CodeSignInProps = {
  id: string;
  /** The code lives only in the flow's memory: never in the URL or any storage. */
  onSignedIn: (code: string) => void;
};

export function CodeSignIn({ id, onSignedIn }: CodeSignInProps) {
  const { t } = useTranslation('hotel');
  const [signIn, { isLoading }] = useHotelSignInMutation();
  // The failure as it came, worded at render: a language switch re-words the title and the
  // reason together, and the server's own words follow them.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // The summary shows the errors of the last submit only, so re-validation while typing never
  // moves focus away from the field.
  const [submitErrors, setSubmitErrors] = useState<FieldErrors<CodeValues>>({});
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isSubmitting },
  } = useForm<CodeValues>({ resolver: yupResolver(codeSchema), defaultValues: { code: '' } });

  const onSubmit = async ({ code }: CodeValues) => {
    setFailure(null);
    setSubmitErrors({});
    const result = await signIn({ id, code });
    if (!('error' in result) && result.data) {
      onSignedIn(code);
      return;
    }
    const error = 'error' in result ? result.error : null;
    if (httpStatusOf(error) === 422) {
      const mismatch = { type: 'server', message: 'hotel:codeMismatch' };
      setError('code', mismatch);
      setSubmitErrors({ code: mismatch });
    } else setFailure({ error });
  };

  const codeError = errors.code?.message ? t(errors.code.message) : undefined;
  const summary = collectErrors(
    submitErrors,
    (key) => t(key),
    () => 'hotel-code',
  );

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit, setSubmitErrors)(event)}
      aria-labelledby="hotel-sign-in-title"
    >
      <h2 id="hotel-sign-in-title">{t('signIn.heading')}</h2>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      {failure ? (
        <Alert tone="error" title={t('signIn.failed')}>
          <FailureReason error={failure.error} />
        </Alert>
      ) : null}
      <p>{t('signIn.intro')}</p>
      <TextField
        id="hotel-code"
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        error={codeError}
        {...register('code')}
      />
      <div className="button-row">
        <Button type="submit" busy={isLoading || isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </div>
      <h3>{t('signIn.noCodeHeading')}</h3>
      <p>{t('signIn.noCode', { email: env.contactEmail, phone: env.contactPhone })}</p>
    </form>
  );
}
