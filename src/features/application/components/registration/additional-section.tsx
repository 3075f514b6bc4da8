import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/shared/ui/form/textarea-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import type { Dorm } from '@/shared/dictionaries/api';
import { placeOffered, type RegisterValues } from '../../schemas';
import { PlaceRequestFields } from '../place-request-fields';

export function AdditionalSection() {
  const { t } = useTranslation('application');
  const { field } = useFormField<RegisterValues>();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.additionalLegend')}</legend>
      <TextareaField label={t('form.comment')} hint={t('form.commentHint')} {...field('comment')} />
    </fieldset>
  );
}

/**
 * The place application, opened by the Yes/No question near the top, for students, Erasmus and
 * exchange applicants; a guest is told why there is none.
 */
export function PlaceRequestSection({ dorms }: { dorms: readonly Dorm[] }) {
  const { t } = useTranslation('application');
  const { control } = useFormField<RegisterValues>();
  const [type, placeRequests] = useWatch({ control, name: ['type', 'placeRequests'] });
  if (!placeOffered(type))
    return (
      <p className="field__hint" id="guest-no-place">
        {t('form.guestNoPlace')}
      </p>
    );
  return placeRequests ? <PlaceRequestFields dorms={dorms} /> : null;
}
