import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { LoadingState } from '@/shared/ui/loading-state';
import { FailureReason } from '@/shared/ui/server-messages';
import { useDormsQuery } from '@/shared/dictionaries/api';

/** Room prices as minimum to maximum student price in zł (product.md §9), where given. */
export function RoomPrices() {
  const { t, i18n } = useTranslation('home');
  const { data, isLoading, isError, error, refetch } = useDormsQuery();
  const priced = (data ?? []).filter(
    (dorm) => dorm.minStudentPrice !== null && dorm.maxStudentPrice !== null,
  );

  return (
    <section aria-labelledby="home-prices">
      <h2 id="home-prices">{t('prices.title')}</h2>
      {isLoading ? <LoadingState label={t('prices.loading')} /> : null}
      {isError ? (
        <Alert tone="error" title={t('prices.error')}>
          <FailureReason error={error} />
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {data && priced.length === 0 ? <p>{t('prices.none')}</p> : null}
      {priced.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">{t('prices.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('prices.dorm')}</th>
                <th scope="col" className="num">
                  {t('prices.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {priced.map((dorm) => (
                <tr key={dorm.id}>
                  <th scope="row">{dorm.name}</th>
                  <td className="num">
                    {t('prices.range', {
                      min: formatMoney(dorm.minStudentPrice ?? 0, i18n.language),
                      max: formatMoney(dorm.maxStudentPrice ?? 0, i18n.language),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
