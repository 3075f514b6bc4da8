import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';

/** Students only (the form shows it for type StudentForm). */
export function StudiesSection({ universities }: { universities: readonly SelectOption[] }) {
  const { t } = useTranslation('application');
  const { field } = useFormField();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.studiesLegend')}</legend>
      <TextField
        label={t('form.indexNumber')}
        inputMode="numeric"
        className="field--short"
        {...field('indexNumber')}
      />
      <SelectField
        label={t('form.university')}
        placeholder={t('form.choose')}
        options={universities}
        {...field('universityId')}
      />
    </fieldset>
  );
}
