import { useCallback, useEffect, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
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
    const draft = loadDraft(draftName);
    const values = mergeDraft(registerDefaults, draft);
    if (mode === 'placeRequest' && !draft) {
      values.placeRequests = true;
      values.placeRequestKind = storedKind ?? 'student';
    }
    return { values, restored: draft !== null };
  });
  return { draftName, ...initial };
}

/**
 * The draft: saved as the person types, without sensitive numbers and files; after a restore the
 * first sensitive field still empty gets focus (its hint says why).
 */
export function useRegistrationDraft(
  form: UseFormReturn<RegisterValues>,
  draftName: string,
  initiallyRestored: boolean,
) {
  const { subscribe, getValues, setFocus, reset } = form;
  const [restored, setRestored] = useState(initiallyRestored);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(draftName, values, draftExclusions),
      }),
    [subscribe, draftName],
  );

  const focusFirstMissingSensitive = useCallback(() => {
    const order: FieldPath<RegisterValues>[] = getValues('foreigner')
      ? ['documentNumber', 'bankAccount']
      : ['pesel', 'bankAccount'];
    const target = order.find((path) => !getValues(path));
    if (target) setFocus(target);
  }, [getValues, setFocus]);

  useEffect(() => {
    if (initiallyRestored) focusFirstMissingSensitive();
  }, [initiallyRestored, focusFirstMissingSensitive]);

  const clear = useCallback(() => {
    reset(registerDefaults);
    // After the reset: resetting notifies the draft subscription, which would save it again.
    clearDraft(draftName);
    setRestored(false);
  }, [reset, draftName]);

  return { restored, clear, focusFirstMissingSensitive };
}
