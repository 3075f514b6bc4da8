import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { connectStore } from '@/shared/api/store-access';
import { makeTestI18n } from './test-i18n';

type ProviderOptions = {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  language?: 'en' | 'pl';
  route?: string;
} & Omit<RenderOptions, 'wrapper'>;

/** Renders one component with a fresh store, i18n and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    language = 'en',
    route = '/',
    ...renderOptions
  } = options;
  connectStore(store);
  const i18n = makeTestI18n(language);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </Provider>
    );
  }
  return {
    store,
    i18n,
    user: userEvent.setup({ delay: null }),
    ...render(ui, { wrapper: Wrapper, ...renderOptions }),
  };
}

/** Renders the whole app (shell + lazy routes) at a hash route, as a person would open it. */
export function renderApp(route = '/', options: Omit<ProviderOptions, 'route'> = {}) {
  const { preloadedState, store = makeStore(preloadedState), language = 'en' } = options;
  window.location.hash = `#${route}`;
  connectStore(store);
  const i18n = makeTestI18n(language);
  return {
    store,
    i18n,
    user: userEvent.setup({ delay: null }),
    ...render(<App store={store} i18n={i18n} />),
  };
}
