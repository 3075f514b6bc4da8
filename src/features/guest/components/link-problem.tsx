import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { Alert } from '@/shared/ui/alert';

/** A missing or malformed uuid in the e-mailed link: say what is wrong and what to do. */
export function LinkProblem({ kind }: { kind: 'missing' | 'malformed' }) {
  const { t } = useTranslation('guest');
  return (
    <>
      <Alert
        tone="warning"
        title={t(kind === 'missing' ? 'link.missingTitle' : 'link.malformedTitle')}
      >
        <p>{t(kind === 'missing' ? 'link.missing' : 'link.malformed')}</p>
      </Alert>
      <p>
        <Link to={paths.home}>{t('link.home')}</Link>
      </p>
    </>
  );
}
