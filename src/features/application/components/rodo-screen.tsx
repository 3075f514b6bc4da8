import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useAppDispatch } from '@/shared/store/hooks';
import { rodoAgreed } from '../registration-slice';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { ErrorSummary } from '@/shared/ui/form/error-summary';
import { useFormField } from '@/shared/ui/form/use-form-field';
import { useKitForm } from '@/shared/ui/form/use-kit-form';
import { Modal } from '@/shared/ui/modal';
import { rodoSchema, type RodoValues } from '../rodo-schema';
import { useStepTop } from './use-step-top';
import './application.css';

const fieldOrder = ['regulations', 'rodo'] as const;

type RodoScreenProps = {
  /** Where Continue leads; on /rodo itself, the route the person came from (or registration). */
  next?: typeof paths.register | typeof paths.placeRequest;
};

/**
 * Data-processing screen (product.md §2): two required declarations, the first step of the one
 * path to apply, then the registration form (step 2).
 */
export default function RodoScreen({ next: nextProp }: RodoScreenProps) {
  const { t } = useTranslation(['application', 'validation', 'common']);
  useDocumentTitle(t('application:rodo.title'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const next =
    nextProp ??
    ((location.state as { next?: string } | null)?.next === paths.placeRequest
      ? paths.placeRequest
      : paths.register);
  const [regulationsOpen, setRegulationsOpen] = useState(false);
  const heading = useStepTop('declarations');
  const form = useKitForm<RodoValues>({
    resolver: yupResolver(rodoSchema),
    defaultValues: { regulationsRead: false, regulations: false, rodo: false },
  });
  const {
    handleSubmit,
    setValue,
    trigger,
    control,
    formState: { submitCount },
  } = form;
  const regulationsRead = useWatch({ control, name: 'regulationsRead' });

  const onValid = () => {
    dispatch(rodoAgreed(true));
    void navigate(next);
  };

  return (
    <section className="screen application" aria-labelledby="screen-title">
      <p className="application__step" id="screen-step">
        {t('application:steps.step', { number: 1, total: 2 })}
      </p>
      <h1 id="screen-title" aria-describedby="screen-step" ref={heading} tabIndex={-1}>
        {t('application:rodo.title')}
      </h1>
      <FormProvider {...form}>
        <RodoSummary />
        <div className="rodo__information">
          <h2>{t('application:rodo.infoTitle')}</h2>
          <p>{t('application:rodo.controller')}</p>
          <p>{t('application:rodo.purpose')}</p>
          <p>{t('application:rodo.retention')}</p>
          <p>{t('application:rodo.rights')}</p>
        </div>

        <form className="form" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <h2>{t('application:rodo.declarations')}</h2>
          <p>
            <Button variant="secondary" onClick={() => setRegulationsOpen(true)}>
              {t('application:rodo.openRegulations')}
            </Button>
          </p>
          <p className="field__hint" role="status">
            {regulationsRead
              ? t('application:rodo.regulationsRead')
              : t('application:rodo.readFirst')}
          </p>
          <RodoStatements />
          <div className="button-row">
            <Button type="submit">{t('common:actions.continue')}</Button>
          </div>
        </form>

        <Modal
          open={regulationsOpen}
          title={t('application:rodo.regulationsTitle')}
          closeLabel={t('application:rodo.regulationsDone')}
          opensAtTop
          onClose={() => {
            setValue('regulationsRead', true);
            // After a failed submit the regulations statement's "read them first" error goes at
            // once (validating only the hidden flag left it shown beside the ticked box).
            if (submitCount > 0) void trigger('regulations');
            setRegulationsOpen(false);
          }}
        >
          <ol className="regulations">
            {t('application:rodo.regulations', { returnObjects: true }).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </Modal>
      </FormProvider>
    </section>
  );
}

/** The summary sits above the information, apart from the form whose fields it links to. */
function RodoSummary() {
  const { summary } = useFormField<RodoValues>({ idPrefix: 'rodo' });
  const { submitCount } = useFormState<RodoValues>();
  return <ErrorSummary errors={summary(fieldOrder)} submitCount={submitCount} />;
}

function RodoStatements() {
  const { t } = useTranslation('application');
  const { field } = useFormField<RodoValues>({ idPrefix: 'rodo' });
  return (
    <>
      <CheckboxField label={t('rodo.regulationsStatement')} {...field('regulations')} />
      <CheckboxField label={t('rodo.rodoStatement')} {...field('rodo')} />
    </>
  );
}
