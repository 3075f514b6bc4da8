import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';
import { QueryState } from '@/shared/ui/query-state';
import { useDormsQuery } from '@/shared/dictionaries/api';

/** Room prices as minimum to maximum student price in zł (product.md §9), where given. */
export function RoomPrices() {
  const { t, i18n } = useTranslation('home');
  const dorms = useDormsQuery();
  const priced = (dorms.data ?? []).filter(
    (dorm) => dorm.minStudentPrice !== null && dorm.maxStudentPrice !== null,
  );

  return (
    <section aria-labelledby="home-prices">
      <h2 id="home-prices">{t('prices.title')}</h2>
      <QueryState queries={[dorms]} what={t('prices.what')}>
        {() =>
          priced.length === 0 ? (
            <p>{t('prices.none')}</p>
          ) : (
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
          )
        }
      </QueryState>
    </section>
  );
}
