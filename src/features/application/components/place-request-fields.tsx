import { Controller, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import type { Dorm } from '@/shared/dictionaries/api';
import {
  doctoralClasses,
  doctoralHomes,
  incomeBrackets,
  incomeOptions,
  statements,
  type PlaceRequestValues,
  type RegisterValues,
} from '../schemas';
import { IncomeBracketField } from './income-bracket-field';
import { FileField } from './file-field';
import { fieldId, useFormField } from '@/shared/ui/form/use-form-field';

type PlaceRequestFieldsProps = { dorms: readonly Dorm[] };

/** The place application (product.md §3.3): social criteria, doctoral data, statements. */
export function PlaceRequestFields({ dorms }: PlaceRequestFieldsProps) {
  const { t } = useTranslation('application');
  const { field: bind, error, control } = useFormField<RegisterValues>();
  const [kind, roommates, caretaker, foreigner, homeInPoland] = useWatch({
    control,
    name: [
      'placeRequestKind',
      'placeRequest.familyMembersRoommates',
      'placeRequest.caretaker',
      'foreigner',
      'homeInPoland',
    ],
  });
  // A family abroad is told what to enter (issue 34, point 7; what the office accepts:
  // product.md §3.3).
  const abroad = Boolean(foreigner) || homeInPoland === 'no';
  const doctoral = kind === 'doctoral';
  const incomeYear = new Date().getFullYear() - 1;
  const field = (name: Path<PlaceRequestValues>) => bind(`placeRequest.${name}`);

  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('place.legend')}</legend>
      <RadioGroup
        legend={t('place.kind')}
        options={[
          { value: 'student', label: t('place.kinds.student') },
          { value: 'doctoral', label: t('place.kinds.doctoral') },
        ]}
        {...bind('placeRequestKind')}
      />
      <TextField
        label={t('place.distance')}
        hint={abroad ? t('place.distanceHintAbroad') : t('place.distanceHint')}
        inputMode="decimal"
        className="field--short"
        {...field('distance')}
      />
      <TextField
        label={t('place.familyMembers')}
        hint={t('place.familyMembersHint')}
        inputMode="numeric"
        className="field--short"
        {...field('familyMembers')}
      />
      <TextField
        label={t('place.income')}
        hint={
          abroad
            ? t('place.incomeHintAbroad', { year: incomeYear })
            : t('place.incomeHint', { year: incomeYear })
        }
        inputMode="decimal"
        className="field--short"
        {...field('income')}
      />
      <CheckboxField label={t('place.incompleteFamily')} {...field('incompleteFamily')} />
      <CheckboxField
        label={t('place.familyMembersRoommates')}
        {...field('familyMembersRoommates')}
      />
      {roommates ? (
        <TextField
          label={t('place.familyMembersRoommatesCount')}
          inputMode="numeric"
          className="field--short"
          {...field('familyMembersRoommatesCount')}
        />
      ) : null}
      <CheckboxField
        label={t('place.caretaker')}
        hint={t('place.caretakerHint')}
        {...field('caretaker')}
      />
      {caretaker || doctoral ? (
        <Controller
          control={control}
          name="placeRequest.doctoralDisabled"
          render={({ field: { value, onChange, onBlur, name, ref } }) => (
            <FileField
              id={fieldId(name)}
              name={name}
              ref={ref}
              label={caretaker ? t('place.doctoralDisabled') : t('place.doctoralDisabledOptional')}
              hint={
                caretaker ? t('place.doctoralDisabledRequired') : t('place.doctoralDisabledHint')
              }
              accept="application/pdf,image/jpeg,image/png,image/tiff"
              value={value ?? null}
              onChange={onChange}
              onBlur={onBlur}
              error={error(name)}
            />
          )}
        />
      ) : null}
      <SelectField
        label={t('place.preferredDorm')}
        placeholder={t('place.noPreference')}
        options={dorms.map((dorm) => ({ value: dorm.id, label: dorm.name }))}
        {...field('preferredDorm')}
      />

      {doctoral ? (
        <fieldset className="fieldset form-subsection">
          <legend className="form-subsection__legend">{t('place.doctoralLegend')}</legend>
          <SelectField
            label={t('place.doctoralClass')}
            placeholder={t('form.choose')}
            options={doctoralClasses.map((year) => ({
              value: year,
              label: t('place.doctoralClassOption', { year }),
            }))}
            {...field('doctoralClass')}
          />
          <RadioGroup
            legend={t('place.doctoralHome')}
            options={doctoralHomes.map((home) => ({
              value: home,
              label: t(`place.homes.${home}`),
            }))}
            {...field('doctoralHome')}
          />
          <IncomeBracketField />
          <fieldset className="fieldset field">
            <legend className="field__label">{t('place.income5Legend')}</legend>
            <p className="field__hint">{t('place.income5Hint')}</p>
            {incomeOptions.slice(incomeBrackets.length).map((option) => (
              <CheckboxField
                key={option}
                label={t(`place.incomeOptions.${(incomeOptions.indexOf(option) + 1) as 4 | 5}`)}
                {...field(option)}
              />
            ))}
          </fieldset>
        </fieldset>
      ) : null}

      <fieldset className="fieldset field">
        <legend className="field__label">{t('place.statementsLegend')}</legend>
        {statements.map((statement, index) => (
          <CheckboxField
            key={statement}
            label={t(`place.statements.${(index + 1) as 1 | 2 | 3}`)}
            {...field(statement)}
          />
        ))}
      </fieldset>
    </fieldset>
  );
}
