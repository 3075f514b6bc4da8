import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId, useFormField } from '@/shared/ui/form/use-form-field';
import { parseDateInput } from '../../date-input';
import type { RegisterValues } from '../../schemas';
import { DateField } from '../date-field';

export function StaySection() {
  const { t } = useTranslation('application');
  const { error, control } = useFormField<RegisterValues>();
  const startDate = useWatch({ control, name: 'startDate' });
  const start = parseDateInput(startDate ?? '');
  const dayAfterStart = start
    ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1)
    : null;
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.stayLegend')}</legend>
      <Controller
        control={control}
        name="startDate"
        render={({ field }) => (
          <DateField
            id={fieldId(field.name)}
            label={t('form.startDate')}
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
            label={t('form.endDate')}
            error={error(field.name)}
            fromDate={dayAfterStart}
            {...field}
          />
        )}
      />
    </fieldset>
  );
}
