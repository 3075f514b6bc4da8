import './invoice-fields.css';
import { useEffect } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { isPoland } from '@/shared/validation/postal-code';
import type { InvoiceValues } from './invoice-schema';

/** The values of a form that holds the invoice sub-form (`invoiceSchema` under `invoice`). */
type InvoiceHost = { invoice: InvoiceValues };

type InvoiceFieldsProps = {
  /** Countries as select options; values are the dictionary's country ids. */
  countries: readonly SelectOption[];
  /** Show the "I want an invoice" switch (registration); the panel edits invoice data always. */
  showStateToggle?: boolean;
};

/**
 * The invoice sub-form, used inside any react-hook-form form wrapped in <FormProvider>, whose
 * schema includes `invoiceSchema` under `invoice`. Fields are bound by the shared `useFormField`
 * (ids `invoice-vatEU`, errors kept as keys or server text and worded at render).
 */
export function InvoiceFields({ countries, showStateToggle = true }: InvoiceFieldsProps) {
  const { t } = useTranslation(['invoice']);
  const { field: bind, control } = useFormField<InvoiceHost>();
  const [state, type, countryId] = useWatch({
    control,
    name: ['invoice.state', 'invoice.type', 'invoice.countryId'],
  });
  const field = (key: Path<InvoiceValues>) => bind(`invoice.${key}`);
  // The select is uncontrolled: a country set before its option exists (a restored draft, saved
  // data arriving before the list) is held by the form but not shown once the option appears.
  // So when the list arrives or is re-sorted in another language, the chosen value is set again.
  const { getValues, setValue } = useFormContext<InvoiceHost>();
  useEffect(() => {
    const chosen = getValues('invoice.countryId');
    if (chosen) setValue('invoice.countryId', chosen);
  }, [countries, getValues, setValue]);
  const shown = !showStateToggle || Boolean(state);

  return (
    <fieldset className="fieldset invoice-fields">
      <legend className="fieldset__legend">{t('invoice:legend')}</legend>
      {showStateToggle ? (
        <CheckboxField
          label={t('invoice:state')}
          hint={t('invoice:stateHint')}
          {...field('state')}
        />
      ) : null}
      {shown ? (
        <>
          <RadioGroup
            legend={t('invoice:type')}
            inline
            options={[
              { value: 'company', label: t('invoice:types.company') },
              { value: 'personal', label: t('invoice:types.personal') },
            ]}
            {...field('type')}
          />
          {type === 'personal' ? (
            <>
              <TextField
                label={t('invoice:firstName')}
                autoComplete="billing given-name"
                {...field('firstName')}
              />
              <TextField
                label={t('invoice:lastName')}
                autoComplete="billing family-name"
                {...field('lastName')}
              />
            </>
          ) : (
            <>
              <TextField
                label={t('invoice:vatEU')}
                hint={t('invoice:vatEUHint')}
                spellCheck={false}
                {...field('vatEU')}
              />
              <TextField
                label={t('invoice:company')}
                autoComplete="billing organization"
                {...field('company')}
              />
            </>
          )}
          <TextField
            label={t('invoice:addressLine')}
            autoComplete="billing street-address"
            {...field('addressLine')}
          />
          <SelectField
            label={t('invoice:countryId')}
            placeholder={t('invoice:choose')}
            options={countries}
            {...field('countryId')}
          />
          <TextField
            label={t('invoice:postalCode')}
            hint={isPoland(countryId) ? t('invoice:postalCodeHint') : undefined}
            autoComplete="billing postal-code"
            {...field('postalCode')}
          />
          <TextField
            label={t('invoice:city')}
            autoComplete="billing address-level2"
            {...field('city')}
          />
        </>
      ) : null}
    </fieldset>
  );
}
