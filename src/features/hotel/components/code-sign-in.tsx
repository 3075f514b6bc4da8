import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { env } from '@/shared/config/env';
import { officePhoneText } from '@/shared/ui/contact-links';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form/form';
import { messageKey } from '@/shared/ui/form/message';
import { placeServerFailure } from '@/shared/ui/form/server-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { FailureReason } from '@/shared/ui/server-messages';
import { useHotelSignInMutation } from '../api';

const codeSchema = yup.object({
  code: yup.string().trim().max(32, 'hotel:codeMismatch').required('hotel:signIn.codeRequired'),
});
type CodeValues = yup.InferType<typeof codeSchema>;

/** A wrong code (422 on `code`) gets the spec's own sentence, in the person's language. */
const mismatchWording = () => messageKey('hotel:codeMismatch');

type CodeSignInProps = {
  id: string;
  /** The code lives only in the flow's memory: never in the URL or any storage. */
  onSignedIn: (code: string) => void;
};

export function CodeSignIn(props: CodeSignInProps) {
  const form = useKitForm<CodeValues>({
    resolver: yupResolver(codeSchema),
    defaultValues: { code: '' },
  });
  return (
    <FormProvider {...form}>
      <CodeFields {...props} />
    </FormProvider>
  );
}

function CodeFields({ id, onSignedIn }: CodeSignInProps) {
  const { t } = useTranslation('hotel');
  const [signIn, { isLoading }] = useHotelSignInMutation();
  // The failure as it came, worded at render: a language switch re-words the title and the
  // reason together, and the server's own words follow them.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const { field, summary } = useFormField<CodeValues>({ idPrefix: 'hotel' });
  const {
    handleSubmit,
    setError,
    formState: { submitCount, isSubmitting },
  } = useFormContext<CodeValues>();

  const onSubmit = async ({ code }: CodeValues) => {
    setFailure(null);
    const result = await signIn({ id, code });
    if (!('error' in result) && result.data) {
      onSignedIn(code);
      return;
    }
    setFailure(
      placeServerFailure(
        'error' in result ? result.error : null,
        ['code'],
        setError,
        mismatchWording,
      ),
    );
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      errors={summary()}
      submitCount={submitCount}
      labelledBy="hotel-sign-in-title"
      heading={t('signIn.heading')}
    >
      {failure ? (
        <Alert tone="error" title={t('signIn.failed')}>
          <FailureReason error={failure.error} />
        </Alert>
      ) : null}
      <p>{t('signIn.intro')}</p>
      <TextField
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        autoComplete="one-time-code"
        // The e-mailed codes are digits (docs/demo.md): a phone offers its digits keypad.
        inputMode="numeric"
        spellCheck={false}
        autoCapitalize="none"
        {...field('code')}
      />
      <div className="button-row">
        <Button type="submit" busy={isLoading || isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </div>
      <h3>{t('signIn.noCodeHeading')}</h3>
      <p>{t('signIn.noCode', { email: env.contactEmail, phone: officePhoneText })}</p>
    </Form>
  );
}
