import { useEffect, useRef } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useAppDispatch } from '@/shared/store/hooks';
import { placeRequestKindChosen, placeRequestsChosen } from '../../registration-slice';
import { placeOffered, type RegisterValues } from '../../schemas';

/**
 * Registration progress (product.md §3.6) follows the place-request choice; without a place requested
 * there is no kind of place either (null, the spec's default).
 */
export function useRegistrationState(form: UseFormReturn<RegisterValues>) {
  const dispatch = useAppDispatch();
  const [type, placeRequests, placeKind] = useWatch({
    control: form.control,
    name: ['type', 'placeRequests', 'placeRequestKind'],
  });
  const requestingPlace = Boolean(placeRequests) && placeOffered(type);
  const { getValues, setValue } = form;
  // The Yes/No question decides; `placeRequests` keeps its meaning for what is sent and the state.
  const applying = useWatch({ control: form.control, name: 'applyingForPlace' });
  useEffect(() => {
    setValue('placeRequests', applying === 'yes');
  }, [applying, setValue]);
  // A new form has no kind of place (product.md §3.6); opening the place application starts on
  // the student's.
  useEffect(() => {
    if (requestingPlace && !getValues('placeRequestKind')) setValue('placeRequestKind', 'student');
  }, [requestingPlace, getValues, setValue]);
  useEffect(() => {
    dispatch(placeRequestsChosen(requestingPlace));
  }, [dispatch, requestingPlace]);
  useEffect(() => {
    dispatch(
      placeRequestKindChosen(
        requestingPlace && (placeKind === 'student' || placeKind === 'doctoral') ? placeKind : null,
      ),
    );
  }, [dispatch, requestingPlace, placeKind]);
}

/** Erasmus and exchange applicants come from abroad: the form starts them as foreigners. */
const foreignTypes: readonly string[] = ['ErasmusForm', 'ExchangeForm'];

/**
 * Choosing Erasmus or Exchange ticks "not a Polish citizen" (issue 22), so the document fields
 * show instead of the PESEL; the person can still untick it. Only a change of type does this: a
 * restored draft keeps its answer.
 */
export function useForeignerForForeignTypes(form: UseFormReturn<RegisterValues>) {
  const type = useWatch({ control: form.control, name: 'type' });
  const previous = useRef(type);
  const { setValue } = form;
  useEffect(() => {
    if (previous.current === type) return;
    previous.current = type;
    if (foreignTypes.includes(type)) setValue('foreigner', true);
  }, [type, setValue]);
}

const selects: FieldPath<RegisterValues>[] = [
  'countryId',
  'documentTypeId',
  'universityId',
  'invoice.countryId',
  'placeRequest.preferredDorm',
];

/** A select shows its (restored) value only once its options exist: apply it again on load. */
export function useSelectsKeepValues(form: UseFormReturn<RegisterValues>, loaded: unknown) {
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const path of selects) {
      const value = getValues(path);
      if (value) setValue(path, value);
    }
  }, [loaded, getValues, setValue]);
}
