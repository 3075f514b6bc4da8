import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId, useFieldError } from '@/shared/ui/form/use-form-field';
import { FileField } from '../file-field';

export function PhotoSection() {
  const { t } = useTranslation('application');
  const error = useFieldError();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.photoLegend')}</legend>
      <Controller
        name="photo"
        render={({ field: { value, onChange, onBlur, name, ref } }) => (
          <FileField
            id={fieldId(name)}
            name={name}
            ref={ref}
            label={t('form.photo')}
            hint={t('form.photoHint')}
            accept="image/jpeg,image/png,image/bmp"
            preview
            value={(value as File | null) ?? null}
            onChange={onChange}
            onBlur={onBlur}
            error={error(name)}
          />
        )}
      />
    </fieldset>
  );
}
