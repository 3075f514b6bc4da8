import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, loadDraft, mergeDraft, saveDraft } from '../../draft';
import { draftExclusions, registerDefaults, type RegisterValues } from '../../schemas';

export type RegistrationMode = 'register' | 'placeRequest';

/** The starting values: a draft over the defaults, or a place request opened on its own route. */
export function useInitialValues(
  mode: RegistrationMode,
  storedKind: 'student' | 'doctoral' | null,
) {
  const draftName = mode === 'placeRequest' ? 'place-request' : 'register';
  const [initial] = useState(() => {
    // A new form of this mode: the place request's route opens with a place requested.
    const fresh: RegisterValues =
      mode === 'placeRequest'
        ? {
            ...registerDefaults,
            applyingForPlace: 'yes',
            placeRequests: true,
            placeRequestKind: storedKind ?? 'student',
          }
        : registerDefaults;
    const draft = loadDraft(draftName);
    const values = draft ? mergeDraft(registerDefaults, draft) : { ...fresh };
    // A draft saved before the question existed (a ticked box at the end) keeps its answer.
    if (values.placeRequests && !values.applyingForPlace) values.applyingForPlace = 'yes';
    return { values, fresh, restored: draft !== null };
  });
  return { draftName, ...initial };
}

/**
 * The draft: saved as the person types, without sensitive numbers and files; after a restore the
 * alert at the top says what to give again (the step itself opens at its top: use-step-top.ts).
 */
export function useRegistrationDraft(
  form: UseFormReturn<RegisterValues>,
  draftName: string,
  initiallyRestored: boolean,
  /** What "Clear the form" goes back to: a new form of this mode, not the bare defaults. */
  fresh: RegisterValues = registerDefaults,
) {
  const { subscribe, reset } = form;
  const [restored, setRestored] = useState(initiallyRestored);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(draftName, values, draftExclusions),
      }),
    [subscribe, draftName],
  );

  /** `fill` puts what a new form starts with (the account's data) into the reset form. */
  const clear = useCallback(
    (fill?: () => void) => {
      reset(fresh);
      fill?.();
      // After the reset and the fill: both notify the draft subscription, which saves it again.
      clearDraft(draftName);
      setRestored(false);
    },
    [reset, fresh, draftName],
  );

  return { restored, clear };
}
