import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { apiFailureMessageKey, isApiError } from '@/shared/api/api-failure';
import type { ApiErrorStatus } from '@/shared/api/base-api';
import { errorDialogOpened } from '@/shared/dialogs/dialog-slice';
import { errorDetailFrom } from '@/shared/dialogs/error-detail';
import { InvoiceFields } from '@/shared/invoice/invoice-fields';
import { selectIsSignedIn } from '@/shared/session/account-slice';
import { useAppDispatch, useAppSelector } from '@/shared/session/hooks';
import {
  placeRequestKindChosen,
  placeRequestsChosen,
  registrationReset,
  selectPlaceRequestKind,
} from '@/shared/session/registration-slice';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { Alert } from '@/shared/ui/alert';
import { QueryErrorAlert } from '@/shared/ui/query-state';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { collectErrors } from '@/shared/ui/form/collect-errors';
import { ErrorSummary, type SummaryError } from '@/shared/ui/form/error-summary';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { TextareaField } from '@/shared/ui/form/textarea-field';
import { preloadPhoneRules } from '@/shared/validation/phone';
import { isPoland, POLAND_COUNTRY_ID } from '@/shared/validation/postal-code';
import {
  useAdditionalInfoQuery,
  useApplicationCountriesQuery,
  useApplicationDocumentTypesQuery,
  useApplicationDormsQuery,
  useApplicationUniversitiesQuery,
  usePostFormMutation,
  type ServerFieldError,
} from '../api';
import { parseDateInput } from '../date-input';
import { clearApplicationDrafts, clearDraft, loadDraft, mergeDraft, saveDraft } from '../draft';
import { buildFormData } from '../form-data';
import {
  fileFields,
  offeredFormTypes,
  registerDefaults,
  registerFieldOrder,
  registerSchema,
  sensitiveFields,
  sexes,
  studentFormSubtypes,
  type RegisterContext,
  type RegisterValues,
} from '../schemas';
import { Captcha, captchaId, type CaptchaHandle, type CaptchaStatus } from './captcha';
import { DateField } from './date-field';
import { FileField } from './file-field';
import { PlaceRequestFields } from './place-request-fields';
import { serverMessagePrefix, useMessage } from './use-message';
import { fieldId } from './use-field-error';

type RegistrationFormProps = {
  /** `register`: the whole registration; `placeRequest`: the same form opened on a place request. */
  mode: 'register' | 'placeRequest';
  /** Called after the application has been delivered. */
  onDelivered: () => void;
};

export const mismatchAlertId = 'deanery-mismatch';

const knownPaths: ReadonlySet<string> = new Set(registerFieldOrder);

function initialValues(form: string, mode: RegistrationFormProps['mode'], kind: string | null) {
  const draft = loadDraft(form);
  const values = mergeDraft(registerDefaults, draft);
  if (mode === 'placeRequest' && !draft) {
    values.placeRequests = true;
    values.placeRequestKind = kind ?? 'student';
  }
  return { values, restored: draft !== null };
}

export function RegistrationForm({ mode, onDelivered }: RegistrationFormProps) {
  const { t, i18n } = useTranslation(['application', 'validation', 'common']);
  const message = useMessage();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const storedKind = useAppSelector(selectPlaceRequestKind);
  const draftName = mode === 'placeRequest' ? 'place-request' : 'register';
  const [initial] = useState(() => initialValues(draftName, mode, storedKind));
  const [restored, setRestored] = useState(initial.restored);

  const countries = useApplicationCountriesQuery();
  const documentTypes = useApplicationDocumentTypesQuery();
  const universities = useApplicationUniversitiesQuery();
  const dorms = useApplicationDormsQuery();
  const context = useMemo<RegisterContext>(
    () => ({
      documentCodes: Object.fromEntries(
        (documentTypes.data ?? []).map((entry) => [entry.id, entry.code]),
      ),
      signedIn,
    }),
    [documentTypes.data, signedIn],
  );

  const methods = useForm<RegisterValues, RegisterContext>({
    resolver: yupResolver(registerSchema) as never,
    // Focus goes to the error summary (GOV.UK pattern), not to the first invalid field.
    shouldFocusError: false,
    defaultValues: initial.values,
    context,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    getFieldState,
    setError,
    setFocus,
    reset,
    subscribe,
    formState: { errors, submitCount },
  } = methods;
  const error = useFieldErrorOf(methods.formState.errors, message);

  const [type, subtype, foreigner, countryId, placeRequests, startDate] = useWatch({
    control,
    name: ['type', 'studentFormSubtype', 'foreigner', 'countryId', 'placeRequests', 'startDate'],
  });
  const student = type === 'StudentForm';
  const native = student && subtype === 'NativeStudentForm';

  // The draft: saved as the person types, without sensitive numbers and files.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(draftName, values, [...sensitiveFields, ...fileFields]),
    });
  }, [subscribe, draftName]);

  // After a restore, the first sensitive field that is empty gets focus (its hint says why).
  const firstMissingSensitive = useCallback((): FieldPath<RegisterValues> | null => {
    const values = getValues();
    const order: FieldPath<RegisterValues>[] = values.foreigner
      ? ['documentNumber', 'bankAccount']
      : ['pesel', 'bankAccount'];
    return order.find((path) => !getValues(path)) ?? null;
  }, [getValues]);
  useEffect(() => {
    if (!initial.restored) return;
    const target = firstMissingSensitive();
    if (target) setFocus(target);
  }, [initial.restored, firstMissingSensitive, setFocus]);

  // Registration state (spec section 3) follows the place-request choice; without a place
  // requested there is no kind of place either (null, the spec's default).
  const requestingPlace = Boolean(placeRequests) && student;
  useEffect(() => {
    dispatch(placeRequestsChosen(requestingPlace));
  }, [dispatch, requestingPlace]);
  const placeKind = useWatch({ control, name: 'placeRequestKind' });
  useEffect(() => {
    dispatch(
      placeRequestKindChosen(
        requestingPlace && (placeKind === 'student' || placeKind === 'doctoral') ? placeKind : null,
      ),
    );
  }, [dispatch, requestingPlace, placeKind]);

  // A signed-in native student's known data fill the empty fields.
  const additional = useAdditionalInfoQuery(undefined, { skip: !(signedIn && native) });
  const filledFromAccount = Boolean(additional.data);
  useEffect(() => {
    const known = additional.data;
    if (!known) return;
    const fill = (path: FieldPath<RegisterValues>, value: string | null | undefined) => {
      if (value && !getValues(path)) setValue(path, value, { shouldDirty: true });
    };
    fill('firstName', known.firstName);
    fill('lastName', known.lastName);
    fill('email', known.email);
    fill('pesel', known.pesel);
    fill('indexNumber', known.indexNumber);
    fill('universityId', known.universityId);
    // The kind always has a value (the default is 'student'), so "only if empty" would never
    // apply: a doctoral student's status decides it unless the person picked a kind here.
    if (known.doctoral && !getFieldState('placeRequestKind').isDirty)
      setValue('placeRequestKind', 'doctoral', { shouldDirty: true });
    // A restored form focused the PESEL box; if the university just filled it, move on to the
    // next number still missing (only while the person has not gone anywhere else).
    const active = document.activeElement;
    if (initial.restored && (active?.id === fieldId('pesel') || active === document.body)) {
      const target = firstMissingSensitive();
      if (target) setFocus(target);
    }
  }, [
    additional.data,
    getValues,
    getFieldState,
    setValue,
    initial.restored,
    firstMissingSensitive,
    setFocus,
  ]);

  // A select shows its (restored) value only once its options exist: apply it again on load.
  useEffect(() => {
    const selects: FieldPath<RegisterValues>[] = [
      'countryId',
      'documentTypeId',
      'universityId',
      'invoice.countryId',
      'placeRequest.preferredDorm',
    ];
    for (const path of selects) {
      const value = getValues(path);
      if (value) setValue(path, value);
    }
  }, [countries.data, documentTypes.data, universities.data, dorms.data, getValues, setValue]);

  // The foreigner switch: a Polish citizen's country is Poland.
  useEffect(() => {
    if (!foreigner && getValues('countryId') !== POLAND_COUNTRY_ID)
      setValue('countryId', POLAND_COUNTRY_ID);
  }, [foreigner, getValues, setValue]);

  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('unconfigured');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  // Stays beside the button after the dialog is closed: the application has not been sent.
  const [sendFailure, setSendFailure] = useState<ReturnType<typeof apiFailureMessageKey> | null>(
    null,
  );
  const mismatchRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [postForm, { isLoading: posting }] = usePostFormMutation();

  const language = i18n.language;
  const localName = (name: { en: string; pl: string }) =>
    language.startsWith('pl') ? name.pl : name.en;
  const countryOptions = (countries.data ?? [])
    .map((country) => ({ value: country.id, label: localName(country.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

  const summary: SummaryError[] = [
    ...collectErrors(errors, message, fieldId, registerFieldOrder),
    ...(captchaError ? [{ fieldId: captchaId, message: captchaError }] : []),
  ];

  const captchaProblem = (): string | null => {
    if (captchaStatus === 'unconfigured') return null;
    if (captchaStatus === 'failed') return t('application:captcha.failedTitle');
    if (captchaStatus === 'loading') return t('application:captcha.notReady');
    return captchaToken ? null : t('application:captcha.required');
  };

  const openErrorDialog = (status: ApiErrorStatus, data: unknown) =>
    dispatch(
      errorDialogOpened({
        detail: errorDetailFrom(status, data),
        status,
        time: new Date().toISOString(),
      }),
    );

  /**
   * Field errors go to their fields and the deanery mismatch to its alert; anything else opens the
   * error dialog (spec section 8) and leaves a note by the button that nothing was sent.
   */
  const showFailure = (failure: unknown) => {
    const list = isApiError(failure)
      ? (failure.data as { errors?: unknown } | null)?.errors
      : undefined;
    const unplaced: ServerFieldError[] = [];
    if (isApiError(failure) && failure.status === 422 && Array.isArray(list)) {
      for (const item of list as ServerFieldError[]) {
        if (item.param === 'deanery') setMismatch(true);
        else if (knownPaths.has(item.param))
          setError(item.param as FieldPath<RegisterValues>, {
            type: 'server',
            message: `${serverMessagePrefix}${item.msg}`,
          });
        else unplaced.push(item);
      }
      if (!unplaced.length) return;
    }
    setSendFailure(apiFailureMessageKey(failure));
    if (!isApiError(failure)) openErrorDialog('BAD_RESPONSE', null);
    else openErrorDialog(failure.status, unplaced.length ? { errors: unplaced } : failure.data);
  };

  const onValid = async (values: RegisterValues) => {
    if (sending.current) return;
    const problem = captchaProblem();
    setCaptchaError(problem);
    if (problem) return;
    sending.current = true;
    setMismatch(false);
    setSendFailure(null);
    try {
      const result = await postForm(buildFormData(values, captchaToken));
      if (result.error) {
        // The server has used the token up: the next try needs a new tick.
        captcha.current?.reset();
        setCaptchaToken(null);
        showFailure(result.error);
        return;
      }
      clearApplicationDrafts();
      dispatch(registrationReset());
      onDelivered();
    } finally {
      sending.current = false;
    }
  };

  // The summary lists every problem at once, the anti-robot check's too.
  const onInvalid = () => setCaptchaError(captchaProblem());

  useEffect(() => {
    if (mismatch) mismatchRef.current?.focus();
  }, [mismatch]);

  const clearForm = () => {
    reset(registerDefaults);
    // After the reset: resetting notifies the draft subscription, which would save it again.
    clearDraft(draftName);
    setRestored(false);
    setCaptchaError(null);
    setMismatch(false);
    setSendFailure(null);
    setFocus('type');
  };

  const text = (path: FieldPath<RegisterValues>) => ({
    id: fieldId(path),
    error: error(path),
    ...register(path),
  });
  const sensitiveHint = restored ? t('application:draft.sensitiveHint') : undefined;
  const startParsed = parseDateInput(startDate ?? '');
  const dayAfterStart = startParsed
    ? new Date(startParsed.getFullYear(), startParsed.getMonth(), startParsed.getDate() + 1)
    : null;

  return (
    <FormProvider {...methods}>
      <ErrorSummary errors={summary} submitCount={submitCount} />
      {mismatch ? (
        <div ref={mismatchRef} tabIndex={-1} id={mismatchAlertId}>
          <Alert tone="error" title={t('application:submit.mismatch')} />
        </div>
      ) : null}
      <QueryErrorAlert
        queries={[countries, documentTypes, universities, dorms]}
        what={t('application:form.dictionariesWhat')}
      />
      {restored ? (
        <Alert tone="info" title={t('application:draft.restoredTitle')}>
          <p>{t('application:draft.restored')}</p>
          <Button variant="secondary" onClick={clearForm}>
            {t('application:draft.clear')}
          </Button>
        </Alert>
      ) : null}

      <form
        className="form registration-form"
        noValidate
        aria-labelledby="screen-title"
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.typeLegend')}</legend>
          <RadioGroup
            legend={t('application:form.type')}
            options={offeredFormTypes(signedIn).map((value) => ({
              value,
              label: t(`application:form.types.${value}`),
            }))}
            hint={
              signedIn ? t('application:form.typeHintSignedIn') : t('application:form.typeHint')
            }
            {...text('type')}
          />
          {student ? (
            <RadioGroup
              legend={t('application:form.subtype')}
              options={studentFormSubtypes.map((value) => ({
                value,
                label: t(`application:form.subtypes.${value}`),
              }))}
              {...text('studentFormSubtype')}
            />
          ) : null}
          {native && !signedIn ? (
            <div className="sso-box">
              <p id="sso-register-notice">{t('application:sso.body')}</p>
              <Button
                variant="secondary"
                aria-describedby="sso-register-notice"
                onClick={() =>
                  redirectToSignIn(mode === 'placeRequest' ? paths.placeRequest : paths.register)
                }
              >
                {t('application:sso.signIn')}
              </Button>
            </div>
          ) : null}
          {native && signedIn && filledFromAccount ? (
            <Alert tone="success">{t('application:sso.filled')}</Alert>
          ) : null}
          {native && signedIn && additional.isError ? (
            <Alert tone="warning">{t('application:sso.failed')}</Alert>
          ) : null}
        </fieldset>

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.personalLegend')}</legend>
          <TextField
            label={t('application:form.firstName')}
            autoComplete="given-name"
            {...text('firstName')}
          />
          <TextField
            label={t('application:form.lastName')}
            autoComplete="family-name"
            {...text('lastName')}
          />
          <RadioGroup
            legend={t('application:form.sex')}
            inline
            options={sexes.map((value) => ({ value, label: t(`application:form.sexes.${value}`) }))}
            {...text('sex')}
          />
          <TextField
            label={t('application:form.email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...text('email')}
          />
          <TextField
            label={t('application:form.phoneNumber')}
            hint={t('application:form.phoneHint')}
            type="tel"
            autoComplete="tel"
            onFocus={preloadPhoneRules}
            {...text('phoneNumber')}
          />
          <TextField
            label={t('application:form.emergencyPhone')}
            hint={t('application:form.emergencyPhoneHint')}
            type="tel"
            onFocus={preloadPhoneRules}
            {...text('emergencyPhone')}
          />
        </fieldset>

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.identityLegend')}</legend>
          <CheckboxField
            label={t('application:form.foreigner')}
            hint={t('application:form.foreignerHint')}
            {...text('foreigner')}
          />
          {foreigner ? (
            <>
              <SelectField
                label={t('application:form.country')}
                placeholder={t('application:form.choose')}
                options={countryOptions}
                autoComplete="country"
                {...text('countryId')}
              />
              <SelectField
                label={t('application:form.documentType')}
                placeholder={t('application:form.choose')}
                options={(documentTypes.data ?? []).map((entry) => ({
                  value: entry.id,
                  label: localName(entry.name),
                }))}
                {...text('documentTypeId')}
              />
              <TextField
                label={t('application:form.documentNumber')}
                hint={sensitiveHint ?? t('application:form.documentNumberHint')}
                autoComplete="off"
                spellCheck={false}
                {...text('documentNumber')}
              />
            </>
          ) : (
            <TextField
              label={t('application:form.pesel')}
              hint={sensitiveHint ?? t('application:form.peselHint')}
              inputMode="numeric"
              autoComplete="off"
              {...text('pesel')}
            />
          )}
        </fieldset>

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.addressLegend')}</legend>
          <TextField
            label={t('application:form.homeAddress')}
            hint={t('application:form.homeAddressHint')}
            autoComplete="street-address"
            {...text('homeAddress')}
          />
          <TextField
            label={t('application:form.postalCode')}
            hint={isPoland(countryId) ? t('application:form.postalCodeHint') : undefined}
            autoComplete="postal-code"
            className="field--short"
            {...text('postalCode')}
          />
          <TextField
            label={t('application:form.city')}
            autoComplete="address-level2"
            {...text('city')}
          />
        </fieldset>

        {student ? (
          <fieldset className="fieldset form-section">
            <legend className="form-section__legend">{t('application:form.studiesLegend')}</legend>
            <TextField
              label={t('application:form.indexNumber')}
              inputMode="numeric"
              className="field--short"
              {...text('indexNumber')}
            />
            <SelectField
              label={t('application:form.university')}
              placeholder={t('application:form.choose')}
              options={(universities.data ?? []).map((entry) => ({
                value: entry.id,
                label: localName(entry.name),
              }))}
              {...text('universityId')}
            />
          </fieldset>
        ) : null}

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.stayLegend')}</legend>
          <Controller
            control={control}
            name="startDate"
            render={({ field }) => (
              <DateField
                id={fieldId(field.name)}
                label={t('application:form.startDate')}
                error={error(field.name)}
                {...field}
              />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field }) => (
              <DateField
                id={fieldId(field.name)}
                label={t('application:form.endDate')}
                error={error(field.name)}
                fromDate={dayAfterStart}
                {...field}
              />
            )}
          />
        </fieldset>

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.bankLegend')}</legend>
          <p className="field__hint">{t('application:form.bankIntro')}</p>
          <TextField
            label={t('application:form.ownerBankAccount')}
            autoComplete="name"
            {...text('ownerBankAccount')}
          />
          <TextField
            label={t('application:form.bankAccount')}
            hint={sensitiveHint ?? t('application:form.bankAccountHint')}
            autoComplete="off"
            spellCheck={false}
            {...text('bankAccount')}
          />
        </fieldset>

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.photoLegend')}</legend>
          <Controller
            control={control}
            name="photo"
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <FileField
                id={fieldId(name)}
                name={name}
                ref={ref}
                label={t('application:form.photo')}
                hint={t('application:form.photoHint')}
                accept="image/jpeg,image/png,image/bmp"
                preview
                value={value ?? null}
                onChange={onChange}
                onBlur={onBlur}
                error={error(name)}
              />
            )}
          />
        </fieldset>

        <InvoiceFields countries={countryOptions} />

        <fieldset className="fieldset form-section">
          <legend className="form-section__legend">{t('application:form.additionalLegend')}</legend>
          <TextareaField
            label={t('application:form.comment')}
            hint={t('application:form.commentHint')}
            {...text('comment')}
          />
        </fieldset>

        {student ? (
          <>
            <CheckboxField
              label={t('application:form.placeRequests')}
              hint={t('application:form.placeRequestsHint')}
              {...text('placeRequests')}
            />
            {placeRequests ? <PlaceRequestFields dorms={dorms.data ?? []} /> : null}
          </>
        ) : null}

        <Captcha
          ref={captcha}
          onToken={(token) => {
            setCaptchaToken(token);
            if (token) setCaptchaError(null);
          }}
          onStatus={setCaptchaStatus}
          error={captchaError ?? undefined}
        />

        {sendFailure ? (
          <Alert tone="error" live={false} title={t('application:submit.notSent')}>
            <p>{t(sendFailure)}</p>
          </Alert>
        ) : null}
        <div className="button-row">
          <Button type="submit" busy={posting}>
            {posting ? t('application:submit.sending') : t('application:submit.send')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function useFieldErrorOf(errors: unknown, message: (text: string) => string) {
  return (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.'))
      node = (node as Record<string, unknown> | undefined)?.[part];
    const text = (node as { message?: string } | undefined)?.message;
    return text ? message(text) : undefined;
  };
}
