import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { TextareaField } from '@/shared/ui/form/textarea-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import type { Dorm } from '../../api';
import { PlaceRequestFields } from '../place-request-fields';

export function AdditionalSection() {
  const { t } = useTranslation('application');
  const { field } = useFormField();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.additionalLegend')}</legend>
      <TextareaField label={t('form.comment')} hint={t('form.commentHint')} {...field('comment')} />
    </fieldset>
  );
}

/** Students only: the place application, opened by its checkbox. */
export function PlaceRequestSection({ dorms }: { dorms: readonly Dorm[] }) {
  const { t } = useTranslation('application');
  const { field } = useFormField();
  const placeRequests = useWatch({ name: 'placeRequests' }) as boolean;
  return (
    <>
      <CheckboxField
        label={t('form.placeRequests')}
        hint={t('form.placeRequestsHint')}
        {...field('placeRequests')}
      />
      {placeRequests ? <PlaceRequestFields dorms={dorms} /> : null}
    </>
  );
}
