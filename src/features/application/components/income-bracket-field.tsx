import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Radio, RadioFieldset } from '@/shared/ui/form/radio-group';
import { incomeBracketLimits, incomeBrackets, type RegisterValues } from '../schemas';
import { fieldId, useFieldError } from '@/shared/ui/form/use-form-field';
import { formatMoney } from '@/shared/lib/format';

const paths = incomeBrackets.map((option) => `placeRequest.${option}` as const);

/**
 * Income options 1-3 exclude each other, so they are radios; the form still holds (and posts) the
 * spec's booleans doctoralSourceOfIncome1..3, one radio setting all three. "Not stated" clears them.
 */
export function IncomeBracketField() {
  const { t, i18n } = useTranslation('application');
  const {
    control,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<RegisterValues>();
  const error = useFieldError()(paths[0] ?? '');
  const chosen = useWatch({ control, name: paths });
  const current = chosen.filter(Boolean).length === 1 ? chosen.indexOf(true) : -1;
  const id = fieldId(paths[0] ?? '');
  const choose = (index: number) =>
    paths.forEach((path, position) =>
      setValue(path, position === index, { shouldDirty: true, shouldValidate: isSubmitted }),
    );
  // The thresholds are written by formatMoney, as every computed amount is ("3 467 zł").
  const zloty = (amount: number) => formatMoney(amount, i18n.language, { grosze: 'whenAny' });
  const { lower, upper } = incomeBracketLimits;
  const labels = [
    t('place.incomeOptions.1', { amount: zloty(lower) }),
    t('place.incomeOptions.2', { from: zloty(lower + 0.01), to: zloty(upper) }),
    t('place.incomeOptions.3', { amount: zloty(upper) }),
  ];
  const options = [
    ...incomeBrackets.map((_, index) => ({ index, label: labels[index] ?? '' })),
    { index: -1, label: t('place.incomeBracketNone') },
  ];
  const hint = t('place.incomeBracketHint');

  return (
    <RadioFieldset id={id} legend={t('place.incomeBracketLegend')} hint={hint} error={error}>
      {options.map((option, position) => (
        <Radio
          key={option.index}
          id={position === 0 ? id : `${id}-${option.index < 0 ? 'none' : position}`}
          name="placeRequest.incomeBracket"
          checked={current === option.index}
          onChange={() => choose(option.index)}
          label={option.label}
        />
      ))}
    </RadioFieldset>
  );
}
