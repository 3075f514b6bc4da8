import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { useGetApplicationsQuery } from '../api';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from './empty-state';
import { TableWrap } from './table-wrap';

export default function ApplicationsTab() {
  const { t, i18n } = useTranslation('panel');
  const query = useGetApplicationsQuery();
  const language = i18n.language;
  return (
    <section>
      <h2 id="applications-heading">{t('applications.heading')}</h2>
      <QueryState queries={[query]} what={t('applications.what')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <TableWrap labelledBy="applications-heading">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('applications.kind')}</th>
                    <th scope="col">{t('applications.number')}</th>
                    <th scope="col">{t('applications.period')}</th>
                    <th scope="col">{t('applications.dorm')}</th>
                    <th scope="col">{t('applications.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.map((item) => (
                    <tr key={item.id}>
                      <td>{t(`kind.${item.kind}`)}</td>
                      <td>{item.number}</td>
                      <td>
                        {formatDate(item.periodFrom, language)} –{' '}
                        {formatDate(item.periodTo, language)}
                      </td>
                      <td>{item.dorm}</td>
                      <td>{t(`docState.${item.state}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : (
            <EmptyState>{t('applications.empty')}</EmptyState>
          )
        }
      </QueryState>
      <p>
        {t('applications.newPlaceQuestion')}{' '}
        <Link to={paths.placeRequest}>{t('applications.newPlaceRequest')}</Link>
      </p>
    </section>
  );
}
