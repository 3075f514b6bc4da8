import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { useGetApplicationsQuery, type ArchivalApplication } from '../../api';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from '../../components/empty-state';
import { CardTable, type CardColumn } from '@/shared/ui/card-table';

export default function ApplicationsTab() {
  const { t, i18n } = useTranslation('panel');
  const query = useGetApplicationsQuery();
  const language = i18n.language;
  const columns: CardColumn<ArchivalApplication>[] = [
    { header: t('applications.kind'), card: 'title', cell: (item) => t(`kind.${item.kind}`) },
    { header: t('applications.number'), card: 'title', cell: (item) => item.number },
    {
      header: t('applications.period'),
      cell: (item) =>
        `${formatDate(item.periodFrom, language)} – ${formatDate(item.periodTo, language)}`,
    },
    { header: t('applications.dorm'), cell: (item) => item.dorm },
    { header: t('applications.state'), cell: (item) => t(`docState.${item.state}`) },
  ];
  return (
    <section>
      <h2 id="applications-heading">{t('applications.heading')}</h2>
      {/* Above the list: found without scrolling past past years, and not pushed down when the
          list arrives. */}
      <p>
        {t('applications.newPlaceQuestion')}{' '}
        <Link to={paths.placeRequest}>{t('applications.newPlaceRequest')}</Link>
      </p>
      <QueryState queries={[query]} what={t('applications.what')}>
        {() =>
          query.data && query.data.length > 0 ? (
            <CardTable
              labelledBy="applications-heading"
              columns={columns}
              rows={query.data}
              rowKey={(item) => item.id}
            />
          ) : (
            <EmptyState>{t('applications.empty')}</EmptyState>
          )
        }
      </QueryState>
    </section>
  );
}
