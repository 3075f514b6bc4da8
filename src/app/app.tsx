import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { LanguageRereads } from './language-rereads';
import { Layout } from './layout/layout';
import { AppRoutes } from './router';
import type { AppStore } from './store';

type AppProps = { store: AppStore; i18n: I18n };

export function App({ store, i18n }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LanguageRereads />
        <HashRouter>
          <Layout>
            <AppRoutes />
          </Layout>
        </HashRouter>
      </I18nextProvider>
    </Provider>
  );
}
