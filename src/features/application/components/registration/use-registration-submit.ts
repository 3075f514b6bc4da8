import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { apiFailureMessageKey, isApiError } from '@/shared/api/api-failure';
import { errorDialogFor } from '@/shared/api/dialog-slice';
import { errorDialogKind } from '@/shared/dialogs/error-dialog';
import { useAppDispatch } from '@/shared/store/hooks';
import { confirmationOf, type Confirmation } from '../../confirmation';
import { applicationDelivered } from '../../registration-slice';
import { placeServerErrors, serverFieldErrors } from '@/shared/ui/form/server-errors';
import { usePostFormMutation } from '../../api';
import {
  answerArrived,
  answerWasLost,
  clearApplicationDrafts,
  idempotencyKeyFor,
  markAnswerLost,
} from '../../draft';
import { buildFormData } from '../../form-data';
import { placeOffered, registerFieldOrder, type RegisterValues } from '../../schemas';
import type { CaptchaHandle, CaptchaStatus } from '../captcha';

/** Why the anti-robot check stops a submit: an i18n key of `application`, or null. */
type CaptchaProblem =
  | 'application:captcha.failedTitle'
  | 'application:captcha.notReady'
  | 'application:captcha.required'
  | null;

/**
 * A post whose answer never came back, the server may have created the application: it is asked
 * again, the same body under the same key, a few times (`waitsMs` between tries) before the
 * person is asked to check again. Tests shorten the waits.
 */
export const lostAnswerRetry = { waitsMs: [1000, 2000] as number[] };

/**
 * No answer, or a gateway's word that the server did not answer in time: the post may have
 * reached the server and created the application.
 */
function answerLost(failure: unknown): boolean {
  if (!isApiError(failure)) return false;
  return ['NETWORK', 'TIMEOUT', 502, 504].includes(failure.status);
}

/** 409: the first post with this key is still being handled; its answer will be replayed. */
const stillHandled = (failure: unknown) => isApiError(failure) && failure.status === 409;

/**
 * 422 naming no field, for a key whose earlier answer was lost: the key is held by an application
 * the server has created (api/paths/application.yaml, formPost), and this post differs from it.
 */
function keyHeldByApplication(failure: unknown): boolean {
  const items = serverFieldErrors(failure);
  return (
    isApiError(failure) &&
    failure.status === 422 &&
    Boolean(items?.length) &&
    Boolean(items?.every((item) => item.param === ''))
  );
}

/** Where a send stands when its answer was lost: being asked again, or not known yet. */
export type LostAnswerState = 'checking' | 'unknown' | null;

type Post = { form: FormData; idempotencyKey: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sending: the anti-robot check first, one post at a time, then field errors to their fields,
 * the deanery mismatch to its alert, and anything else to the error dialog (product.md §8) with
 * a note by the button that nothing was sent. Every message is kept as a key, worded at render.
 */
export function useRegistrationSubmit(
  form: UseFormReturn<RegisterValues>,
  onDelivered: ((confirmation: Confirmation) => void) | undefined,
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
  // The post whose answer was lost: until the server's word on it is known, nothing else is sent.
  const lostPost = useRef<Post | null>(null);
  const [lostAnswer, setLostAnswer] = useState<LostAnswerState>(null);
  // Why the answer is missing (no connection, no answer in time), as the person is told it.
  const [lostReason, setLostReason] = useState<ReturnType<typeof apiFailureMessageKey> | null>(
    null,
  );
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
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
    // No answer, no readable one, or a busy server: the note by the button already says to try
    // again, and a dialog would only repeat it (decision 009).
    if (!isApiError(failure) || errorDialogKind(failure.status) !== 'fault') return;
    dispatch(errorDialogFor(failure.status, unplaced.length ? { errors: unplaced } : failure.data));
  };

  const placeRequested = () =>
    Boolean(form.getValues('placeRequests')) && placeOffered(form.getValues('type'));

  const delivered = (data: unknown) => {
    clearApplicationDrafts();
    // The receipt the server gives (201 ApplicationReceipt); an empty answer has none of it.
    const confirmation = confirmationOf(data, placeRequested());
    dispatch(applicationDelivered(confirmation));
    onDelivered?.(confirmation);
  };

  /**
   * Posts, and when the answer is lost asks again with the very same body and key until the
   * server's word is known (created: its reference number; refused: why) or the tries run out.
   */
  const send = async (post: Post) => {
    sending.current = true;
    try {
      for (let attempt = 0; ; attempt += 1) {
        const result = await postForm(post);
        if (!mounted.current) return;
        if (!result.error) {
          delivered(result.data);
          return;
        }
        const failure = result.error;
        const unknown = answerLost(failure) || (lostPost.current !== null && stillHandled(failure));
        if (unknown) {
          lostPost.current = post;
          markAnswerLost(draftName);
          setLostReason(apiFailureMessageKey(failure));
          const pause = lostAnswerRetry.waitsMs[attempt];
          if (pause === undefined) {
            setLostAnswer('unknown');
            return;
          }
          setLostAnswer('checking');
          await wait(pause);
          if (!mounted.current) return;
          continue;
        }
        if (answerWasLost(draftName) && keyHeldByApplication(failure)) {
          // After a reload the lost body is gone and this one differs: the first one exists.
          delivered(null);
          return;
        }
        answerArrived(draftName);
        lostPost.current = null;
        setLostAnswer(null);
        // The server has used the token up: the next try needs a new tick.
        captcha.current?.reset();
        setCaptchaToken(null);
        showFailure(failure);
        return;
      }
    } finally {
      sending.current = false;
    }
  };

  const onValid = async (values: RegisterValues) => {
    if (sending.current) return;
    if (lostPost.current) return checkLostAnswer();
    const problem = captchaProblem();
    setCaptchaError(problem);
    if (problem) return;
    setMismatch(false);
    setSendFailure(null);
    sending.current = true;
    let body: FormData;
    try {
      body = await buildFormData(values, captchaToken);
    } catch (thrown) {
      sending.current = false;
      throw thrown;
    }
    await send({ form: body, idempotencyKey: idempotencyKeyFor(draftName) });
  };

  /**
   * Asks the server again about the post whose answer was lost: the same body (what was typed
   * since is not sent: that would be another application under the same key) and the same key.
   */
  const checkLostAnswer = async () => {
    const post = lostPost.current;
    if (!post || sending.current) return;
    setLostAnswer('checking');
    await send(post);
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
    lostAnswer,
    lostReason,
    checkLostAnswer,
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
