import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { useInstallOffer } from '@/shared/lib/install-offer';

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const offer = useInstallOffer();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            <li>
              <a href={env.dormitoryInfoUrl} rel="noopener noreferrer">
                {t('footer.dormitoryInfo')}
              </a>
            </li>
            <li>
              <a href={env.instructionsUrl} rel="noopener noreferrer">
                {t('footer.instructions')}
              </a>
            </li>
            <li>
              <Link to={paths.accessibility}>{t('footer.accessibility')}</Link>
            </li>
            {offer?.kind === 'prompt' ? (
              <li>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => void offer.install()}
                >
                  {t('footer.install')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {offer?.kind === 'ios' ? (
          <p className="site-footer__hint">{t('footer.iosInstall')}</p>
        ) : null}
        <p className="site-footer__meta">
          <span>
            {t('footer.version')}: <span data-testid="version-label">{env.versionLabel}</span>
          </span>
          <span>{t('footer.copyright', { year })}</span>
        </p>
      </div>
    </footer>
  );
}
