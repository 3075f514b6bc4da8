import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { OfficeContactItems } from '@/shared/ui/contact-links';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { selectIsSignedIn, selectLogin } from '@/shared/session/account-slice';
import { useAppSelector } from '@/shared/store/hooks';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { useLogout } from '@/shared/store/use-logout';
import { Button } from '@/shared/ui/button';
import { ApplicationPeriods } from './application-periods';
import { RoomPrices } from './room-prices';
import './home.css';

// The route's loader starts the page's first reads with the screen's own chunk (route-table.ts).
export { prefetchHome } from '../prefetch';

export default function HomeScreen() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const login = useAppSelector(selectLogin);
  const { logout, pending } = useLogout();

  return (
    <section className="screen home" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      <p className="home__lead">{t('lead')}</p>

      <div className="home__cards">
        <section className="home__card" aria-labelledby="home-panel">
          <h2 id="home-panel">{t('panel.title')}</h2>
          {signedIn ? (
            <>
              <p>{t('panel.signedIn', { login })}</p>
              <div className="button-row">
                <Link className="button button--primary" to={paths.panel}>
                  {t('panel.next')}
                </Link>
                <Button variant="secondary" busy={pending} onClick={() => void logout()}>
                  {t('panel.logout')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p>{t('panel.body')}</p>
              <p className="home__notice" id="sso-notice">
                {t('panel.ssoNotice')}
              </p>
              <div className="button-row">
                <Button aria-describedby="sso-notice" onClick={() => redirectToSignIn(paths.panel)}>
                  {t('panel.signIn')}
                </Button>
              </div>
            </>
          )}
        </section>

        <section className="home__card" aria-labelledby="home-apply">
          <h2 id="home-apply">{t('apply.title')}</h2>
          <p>{t('apply.body')}</p>
          <div className="button-row">
            <Link className="button button--primary" to={paths.register}>
              {t('apply.register')}
            </Link>
          </div>
        </section>
      </div>

      <ApplicationPeriods />
      <RoomPrices />

      <section aria-labelledby="home-contact">
        <h2 id="home-contact">{t('contact.title')}</h2>
        <p>{t('contact.body')}</p>
        <ul className="home__links">
          <OfficeContactItems email={t('contact.email')} phone={t('contact.phone')} />
          {[
            [env.instructionsUrl, t('contact.instructions')],
            [env.dormitoryInfoUrl, t('contact.website')],
          ].map(([href, text]) => (
            <li key={text}>
              <a href={href} target="_blank" rel="noreferrer">
                {text}
                <span className="visually-hidden"> {t('contact.newWindow')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
