import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiFailureKind } from '@/shared/api/api-failure';
import { InvoiceFields } from '@/shared/invoice/invoice-fields';
import { useApplicationPeriodsQuery } from '@/shared/periods/api';
import { selectIsSignedIn } from '@/shared/session/account-slice';
import { useAppSelector } from '@/shared/store/hooks';
import type { Confirmation } from '../confirmation';
import { selectPlaceRequestKind } from '../registration-slice';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { useWording } from '@/shared/ui/form/message';
import { fieldId } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { QueryErrorAlert } from '@/shared/ui/query-state';
import {
  currentStudent,
  registerFieldOrder,
  registerSchema,
  studies,
  type RegisterContext,
  type RegisterValues,
} from '../schemas';
import { applicantGroups, closedPeriodOf } from '../periods';
import { Captcha, captchaId } from './captcha';
import { AddressSection } from './registration/address-section';
import { AdditionalSection, PlaceRequestSection } from './registration/additional-section';
import { BankSection } from './registration/bank-section';
import { IdentitySection } from './registration/identity-section';
import { PeriodNotice } from './registration/period-notice';
import { PersonalSection } from './registration/personal-section';
import { PhotoSection } from './registration/photo-section';
import { StaySection } from './registration/stay-section';
import { StudiesSection } from './registration/studies-section';
import { TypeSection } from './registration/type-section';
import { UniversityData, useAccountFill } from './registration/use-account-fill';
import { useRegistrationDictionaries } from './registration/use-dictionaries';
import {
  useForeignerForForeignTypes,
  useRegistrationState,
  useSelectsKeepValues,
} from './registration/use-form-effects';
import {
  useInitialValues,
  useRegistrationDraft,
  type RegistrationMode,
} from './registration/use-registration-draft';
import { MismatchAlert } from './registration/mismatch-alert';
import { useRegistrationSubmit } from './registration/use-registration-submit';

type RegistrationFormProps = {
  /** `register`: the whole registration; `placeRequest`: the same form opened on a place request. */
  mode: RegistrationMode;
  /**
   * Called after the application has been delivered, with its confirmation (which the
   * registration state keeps: the screen shows it from there).
   */
  onDelivered?: (confirmation: Confirmation) => void;
};

export const mismatchAlertId = 'deanery-mismatch';

/**
 * The registration form (product.md §3.1): its fields are defined once in `registerSchema`; each
 * section of the form is its own component and each concern (draft, dictionaries, account data,
 * sending) its own hook.
 */
export function RegistrationForm({ mode, onDelivered }: RegistrationFormProps) {
  const { t } = useTranslation(['application', 'common']);
  const word = useWording();
  const signedIn = useAppSelector(selectIsSignedIn);
  const initial = useInitialValues(mode, useAppSelector(selectPlaceRequestKind));
  const dictionaries = useRegistrationDictionaries();
  const documentTypes = dictionaries.documentTypes;
  const context = useMemo<RegisterContext>(
    () => ({
      documentCodes: Object.fromEntries(
        (documentTypes ?? []).map((entry) => [entry.id, entry.code]),
      ),
      signedIn,
    }),
    [documentTypes, signedIn],
  );

  const form = useKitForm<RegisterValues, RegisterContext>({
    resolver: yupResolver(registerSchema),
    defaultValues: initial.values,
    context,
  });
  const draft = useRegistrationDraft(form, initial.draftName, initial.restored, initial.fresh);
  const account = useAccountFill(form, signedIn);
  useRegistrationState(form);
  useForeignerForForeignTypes(form);
  useSelectsKeepValues(form, dictionaries.loaded);
  const submit = useRegistrationSubmit(form, onDelivered, initial.draftName);

  const [type, subtype] = useWatch({ control: form.control, name: ['type', 'studentFormSubtype'] });
  const [foreigner, placeRequests, placeRequestKind] = useWatch({
    control: form.control,
    name: ['foreigner', 'placeRequests', 'placeRequestKind'],
  });
  // Periods that cannot be read block nothing: the server decides (docs/api.md).
  const periods = useApplicationPeriodsQuery();
  const closedPeriod = closedPeriodOf(
    periods.data,
    applicantGroups({ type, foreigner, placeRequests, placeRequestKind }),
  );
  const [periodRefused, setPeriodRefused] = useState(0);
  const periodRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (periodRefused) periodRef.current?.focus();
  }, [periodRefused]);
  const onValidInPeriod = (values: RegisterValues) => {
    if (closedPeriod) {
      setPeriodRefused((count) => count + 1);
      return;
    }
    return submit.onValid(values);
  };
  const {
    formState: { errors, submitCount },
  } = form;
  const summary = [
    ...collectErrors(errors, word, fieldId, registerFieldOrder),
    ...(submit.captchaError ? [{ fieldId: captchaId, message: t(submit.captchaError) }] : []),
  ];
  const native = currentStudent(type, subtype);
  // A current student back from the sign-in was never asked the numbers: nothing to enter again.
  const backFromSignIn = native && signedIn;
  const sensitiveHint =
    draft.restored && !backFromSignIn ? t('application:draft.sensitiveHint') : undefined;

  const clearForm = () => {
    draft.clear(account.refill);
    submit.clearOutcome();
    form.setFocus('type');
  };

  return (
    <FormProvider {...form}>
      <UniversityData value={account.known}>
        <ErrorSummary errors={summary} submitCount={submitCount} />
        {closedPeriod ? (
          <PeriodNotice period={closedPeriod} refused={periodRefused > 0} noticeRef={periodRef} />
        ) : null}
        {submit.mismatch ? (
          <MismatchAlert id={mismatchAlertId} alertRef={submit.mismatchRef} foreigner={foreigner} />
        ) : null}
        <QueryErrorAlert
          queries={dictionaries.queries}
          what={t('application:form.dictionariesWhat')}
        />
        {draft.restored ? (
          <Alert tone="info" title={t('application:draft.restoredTitle')}>
            <p>
              {backFromSignIn
                ? t('application:draft.restoredSignedIn')
                : t('application:draft.restored')}
            </p>
            <Button variant="secondary" onClick={clearForm}>
              {t('application:draft.clear')}
            </Button>
          </Alert>
        ) : null}

        <form
          className="form registration-form"
          noValidate
          aria-labelledby="screen-title"
          onSubmit={(event) => {
            // An application whose answer was lost is settled first, with what was sent then.
            if (submit.lostAnswer) {
              event.preventDefault();
              void submit.checkLostAnswer();
              return;
            }
            void form.handleSubmit(onValidInPeriod, submit.onInvalid)(event);
          }}
        >
          <TypeSection mode={mode} signedIn={signedIn} account={account} />
          <PersonalSection />
          <IdentitySection
            countries={dictionaries.countryOptions}
            documentTypes={dictionaries.documentTypeOptions}
            sensitiveHint={sensitiveHint}
          />
          <AddressSection />
          {studies(type) ? <StudiesSection universities={dictionaries.universityOptions} /> : null}
          <StaySection />
          <BankSection sensitiveHint={sensitiveHint} />
          <PhotoSection />
          <InvoiceFields countries={dictionaries.countryOptions} />
          <AdditionalSection />
          <PlaceRequestSection dorms={dictionaries.dorms} />

          <Captcha
            {...submit.captchaProps}
            error={submit.captchaError ? t(submit.captchaError) : undefined}
          />

          {submit.lostAnswer ? (
            <LostAnswerNotice state={submit.lostAnswer} reason={submit.lostReason} />
          ) : submit.sendFailure ? (
            <Alert tone="error" live={false} title={t('application:submit.notSent')}>
              <p>{t(submit.sendFailure)}</p>
            </Alert>
          ) : null}
          <div className="button-row">
            <Button type="submit" busy={submit.posting || submit.lostAnswer === 'checking'}>
              {submit.posting || submit.lostAnswer === 'checking'
                ? t('application:submit.sending')
                : submit.lostAnswer
                  ? t('application:submit.lost.checkAgain')
                  : t('application:submit.send')}
            </Button>
          </div>
        </form>
      </UniversityData>
    </FormProvider>
  );
}

/**
 * A send whose answer was lost: the application may exist, so the page never says "not sent";
 * it says what is being done (asking the server again) or what the person can do.
 */
function LostAnswerNotice({
  state,
  reason,
}: {
  state: 'checking' | 'unknown';
  reason: `common:apiFailure.${ApiFailureKind}` | null;
}) {
  const { t } = useTranslation(['application', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'unknown') ref.current?.focus();
  }, [state]);
  return (
    <div ref={ref} tabIndex={-1} id="lost-answer">
      {state === 'checking' ? (
        <Alert tone="info" title={t('application:submit.lost.checkingTitle')}>
          <p>{t('application:submit.lost.checking')}</p>
        </Alert>
      ) : (
        <Alert tone="warning" title={t('application:submit.lost.unknownTitle')}>
          {reason ? <p>{t(reason)}</p> : null}
          <p>{t('application:submit.lost.unknown')}</p>
          <p>{t('application:submit.lost.noDuplicate')}</p>
        </Alert>
      )}
    </div>
  );
}
