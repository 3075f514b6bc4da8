import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { selectIsSignedIn, selectLogin } from '@/shared/session/account-slice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLogout } from '@/shared/store/use-logout';
import { LanguageSwitch } from './language-switch';

export function Header() {
  const { t } = useTranslation('common');
  const signedIn = useAppSelector(selectIsSignedIn);
  const login = useAppSelector(selectLogin);
  const { logout, pending } = useLogout();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__brand">
          <img src="./favicon.svg" alt="" width="32" height="32" className="site-header__logo" />
          <span className="site-header__title">{t('productTitle')}</span>
        </Link>
        <div className="site-header__tools">
          {signedIn ? (
            <div className="site-header__account">
              <span className="site-header__login">
                <span className="visually-hidden">{t('header.signedInAs')} </span>
                {login}
              </span>
              <button
                type="button"
                className="button button--link"
                onClick={() => void logout()}
                aria-busy={pending || undefined}
              >
                {t('header.logout')}
              </button>
            </div>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
