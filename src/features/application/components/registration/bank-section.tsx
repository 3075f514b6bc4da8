import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormField } from '@/shared/ui/form/use-form-field';
import type { RegisterValues } from '../../schemas';

export function BankSection({ sensitiveHint }: { sensitiveHint?: string }) {
  const { t } = useTranslation('application');
  const { field } = useFormField<RegisterValues>();
  return (
    <fieldset className="fieldset form-section">
      <legend className="form-section__legend">{t('form.bankLegend')}</legend>
      <p className="field__hint">{t('form.bankIntro')}</p>
      <TextField
        label={t('form.ownerBankAccount')}
        autoComplete="name"
        {...field('ownerBankAccount')}
      />
      <TextField
        label={t('form.bankAccount')}
        hint={sensitiveHint ?? t('form.bankAccountHint')}
        autoComplete="off"
        spellCheck={false}
        {...field('bankAccount')}
      />
    </fieldset>
  );
}
