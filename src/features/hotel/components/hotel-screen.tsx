import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { Alert } from '@/shared/ui/alert';
import { readReservationLink } from '../reservation-link';
import { BookingView } from './booking-view';
import { CodeSignIn } from './code-sign-in';
import './hotel.css';

function HotelFlow({ id }: { id: string }) {
  // Held in memory only: a reload asks for the code again rather than keeping it anywhere.
  const [code, setCode] = useState<string | null>(null);
  return code ? <BookingView id={id} code={code} /> : <CodeSignIn id={id} onSignedIn={setCode} />;
}

export default function HotelScreen() {
  const { t } = useTranslation('hotel');
  useDocumentTitle(t('title'));
  const [search] = useSearchParams();
  const link = readReservationLink(search);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      {link.kind === 'valid' ? (
        <HotelFlow key={link.id} id={link.id} />
      ) : (
        <>
          <Alert
            tone="warning"
            title={t(link.kind === 'missing' ? 'link.missingTitle' : 'link.malformedTitle')}
          >
            <p>{t(link.kind === 'missing' ? 'link.missing' : 'link.malformed')}</p>
          </Alert>
          <p>
            <Link to={paths.home}>{t('link.home')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
