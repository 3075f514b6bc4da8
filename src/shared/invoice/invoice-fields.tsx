import './invoice-fields.css';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { RadioGroup } from '@/shared/ui/form/radio-group';
import type { SelectOption } from '@/shared/ui/form/select-field';
import { SelectField } from '@/shared/ui/form/select-field';
import { TextField } from '@/shared/ui/form/text-field';
import { isPoland } from '@/shared/validation/postal-code';

type InvoiceFieldsProps = {
  /** Where the invoice object sits in the host form's values (default `invoice`). */
  name?: string;
  /** Countries as select options; values are the dictionary's country ids. */
  countries: readonly SelectOption[];
  /** Show the "I want an invoice" switch (registration); the panel edits invoice data always. */
  showStateToggle?: boolean;
};

/** A field's element id: the value path with dots as dashes (`invoice.vatEU` -> `invoice-vatEU`). */
export function invoiceFieldId(path: string): string {
  return path.replace(/\./g, '-');
}

/**
 * The invoice sub-form, used inside any react-hook-form form wrapped in <FormProvider>, whose
 * schema includes `invoiceSchema` under `name`. Error messages are i18n keys.
 */
export function InvoiceFields({
  name = 'invoice',
  countries,
  showStateToggle = true,
}: InvoiceFieldsProps) {
  const { t } = useTranslation(['invoice', 'validation']);
  const { register, control, formState } = useFormContext();
  const [state, type, countryId] = useWatch({
    control,
    name: [`${name}.state`, `${name}.type`, `${name}.countryId`],
  }) as [boolean | undefined, string | undefined, string | undefined];
  const path = (field: string) => `${name}.${field}`;
  const id = (field: string) => invoiceFieldId(path(field));
  const error = (field: string) => {
    const message = (get(formState.errors, path(field)) as { message?: string } | undefined)
      ?.message;
    return message ? t(message) : undefined;
  };
  const shown = !showStateToggle || Boolean(state);

  return (
    <fieldset className="fieldset invoice-fields">
      <legend className="fieldset__legend">{t('invoice:legend')}</legend>
      {showStateToggle ? (
        <CheckboxField
          id={id('state')}
          label={t('invoice:state')}
          hint={t('invoice:stateHint')}
          {...register(path('state'))}
        />
      ) : null}
      {shown ? (
        <>
          <RadioGroup
            id={id('type')}
            legend={t('invoice:type')}
            inline
            options={[
              { value: 'company', label: t('invoice:types.company') },
              { value: 'personal', label: t('invoice:types.personal') },
            ]}
            error={error('type')}
            {...register(path('type'))}
          />
          {type === 'personal' ? (
            <>
              <TextField
                id={id('firstName')}
                label={t('invoice:firstName')}
                autoComplete="given-name"
                error={error('firstName')}
                {...register(path('firstName'))}
              />
              <TextField
                id={id('lastName')}
                label={t('invoice:lastName')}
                autoComplete="family-name"
                error={error('lastName')}
                {...register(path('lastName'))}
              />
            </>
          ) : (
            <>
              <TextField
                id={id('vatEU')}
                label={t('invoice:vatEU')}
                hint={t('invoice:vatEUHint')}
                spellCheck={false}
                error={error('vatEU')}
                {...register(path('vatEU'))}
              />
              <TextField
                id={id('company')}
                label={t('invoice:company')}
                autoComplete="organization"
                error={error('company')}
                {...register(path('company'))}
              />
            </>
          )}
          <TextField
            id={id('addressLine')}
            label={t('invoice:addressLine')}
            autoComplete="street-address"
            error={error('addressLine')}
            {...register(path('addressLine'))}
          />
          <SelectField
            id={id('countryId')}
            label={t('invoice:countryId')}
            placeholder={t('invoice:choose')}
            options={countries}
            error={error('countryId')}
            {...register(path('countryId'))}
          />
          <TextField
            id={id('postalCode')}
            label={t('invoice:postalCode')}
            hint={isPoland(countryId) ? t('invoice:postalCodeHint') : undefined}
            autoComplete="postal-code"
            error={error('postalCode')}
            {...register(path('postalCode'))}
          />
          <TextField
            id={id('city')}
            label={t('invoice:city')}
            autoComplete="address-level2"
            error={error('city')}
            {...register(path('city'))}
          />
        </>
      ) : null}
    </fieldset>
  );
}
