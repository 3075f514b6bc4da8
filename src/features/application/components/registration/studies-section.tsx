import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { currentStudent, otherUniversity, type RegisterValues } from '../../schemas';
import { useGivenHint } from './use-account-fill';

/**
 * Students, Erasmus and exchange applicants (not guests): the university, from the list or named
 * when it is not there; the index number only of a current student (a future one has none yet).
 */
export function StudiesSection({ universities }: { universities: readonly SelectOption[] }) {
  const { t } = useTranslation('application');
  const { field, control } = useFormField<RegisterValues>();
  const indexHint = useGivenHint('indexNumber', t('form.indexNumberHint'));
  const universityHint = useGivenHint('universityId', t('form.universityHint'));
  const [type, subtype, universityId] = useWatch({
    control,
    name: ['type', 'studentFormSubtype', 'universityId'],
  });
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.studiesLegend')}</legend>
      {currentStudent(type, subtype) ? (
        <TextField
          label={t('form.indexNumber')}
          hint={indexHint}
          inputMode="numeric"
          className="field--short"
          {...field('indexNumber')}
        />
      ) : (
        <p className="field__hint">{t('form.noIndexNumber')}</p>
      )}
      <SelectField
        label={t('form.university')}
        hint={universityHint}
        placeholder={t('form.choose')}
        options={[...universities, { value: otherUniversity, label: t('form.universityOther') }]}
        {...field('universityId')}
      />
      {universityId === otherUniversity ? (
        <TextField
          label={t('form.universityName')}
          hint={t('form.universityNameHint')}
          autoComplete="organization"
          {...field('universityName')}
        />
      ) : null}
    </fieldset>
  );
}
