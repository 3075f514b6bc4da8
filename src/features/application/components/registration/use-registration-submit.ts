import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { apiFailureMessageKey, isApiError } from '@/shared/api/api-failure';
import type { ApiErrorStatus } from '@/shared/api/base-api';
import { errorDialogOpened } from '@/shared/dialogs/dialog-slice';
import { errorDetailFrom } from '@/shared/dialogs/error-detail';
import { useAppDispatch } from '@/shared/session/hooks';
import { registrationReset } from '@/shared/session/registration-slice';
import { placeServerErrors, serverFieldErrors } from '@/shared/ui/form/server-errors';
import { usePostFormMutation } from '../../api';
import { clearApplicationDrafts, idempotencyKeyFor } from '../../draft';
import { buildFormData } from '../../form-data';
import { registerFieldOrder, type RegisterValues } from '../../schemas';
import type { CaptchaHandle, CaptchaStatus } from '../captcha';

/** Why the anti-robot check stops a submit: an i18n key of `application`, or null. */
type CaptchaProblem =
  | 'application:captcha.failedTitle'
  | 'application:captcha.notReady'
  | 'application:captcha.required'
  | null;

/**
 * Sending: the anti-robot check first, one post at a time, then field errors to their fields,
 * the deanery mismatch to its alert, and anything else to the error dialog (spec section 8) with
 * a note by the button that nothing was sent. Every message is kept as a key, worded at render.
 */
export function useRegistrationSubmit(
  form: UseFormReturn<RegisterValues>,
  onDelivered: (reference: string | null) => void,
  draftName = 'register',
) {
  const dispatch = useAppDispatch();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaStatus, setCaptchaStatus] = useState<CaptchaStatus>('unconfigured');
  const [captchaError, setCaptchaError] = useState<CaptchaProblem>(null);
  const [mismatch, setMismatch] = useState(false);
  // Stays beside the button after the dialog is closed: the application has not been sent.
  const [sendFailure, setSendFailure] = useState<ReturnType<typeof apiFailureMessageKey> | null>(
    null,
  );
  const mismatchRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [postForm, { isLoading: posting }] = usePostFormMutation();

  useEffect(() => {
    if (mismatch) mismatchRef.current?.focus();
  }, [mismatch]);

  const captchaProblem = (): CaptchaProblem => {
    if (captchaStatus === 'unconfigured') return null;
    if (captchaStatus === 'failed') return 'application:captcha.failedTitle';
    if (captchaStatus === 'loading') return 'application:captcha.notReady';
    return captchaToken ? null : 'application:captcha.required';
  };

  const openErrorDialog = (status: ApiErrorStatus, data: unknown) =>
    dispatch(
      errorDialogOpened({
        detail: errorDetailFrom(status, data),
        status,
        time: new Date().toISOString(),
      }),
    );

  const showFailure = (failure: unknown) => {
    const items = serverFieldErrors(failure);
    const unplaced = items
      ? placeServerErrors(
          items.filter((item) => item.param !== 'deanery'),
          registerFieldOrder,
          form.setError,
        )
      : [];
    if (items?.some((item) => item.param === 'deanery')) setMismatch(true);
    if (items && !unplaced.length) return;
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
      const result = await postForm({
        form: await buildFormData(values, captchaToken),
        idempotencyKey: idempotencyKeyFor(draftName),
      });
      if (result.error) {
        // The server has used the token up: the next try needs a new tick.
        captcha.current?.reset();
        setCaptchaToken(null);
        showFailure(result.error);
        return;
      }
      clearApplicationDrafts();
      dispatch(registrationReset());
      // The reference number the server gives (201 { id }); an empty answer has none.
      const { data } = result;
      const id = data && typeof data === 'object' && 'id' in data ? data.id : null;
      onDelivered(typeof id === 'string' && id ? id : null);
    } finally {
      sending.current = false;
    }
  };

  // The summary lists every problem at once, the anti-robot check's too.
  const onInvalid = () => setCaptchaError(captchaProblem());

  const clearOutcome = () => {
    setCaptchaError(null);
    setMismatch(false);
    setSendFailure(null);
  };

  return {
    onValid,
    onInvalid,
    clearOutcome,
    posting,
    mismatch,
    mismatchRef,
    sendFailure,
    captchaError,
    captchaProps: {
      ref: captcha,
      onToken: (token: string | null) => {
        setCaptchaToken(token);
        if (token) setCaptchaError(null);
      },
      onStatus: setCaptchaStatus,
    },
  };
}
