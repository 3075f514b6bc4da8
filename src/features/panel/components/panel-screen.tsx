import './panel-frame.css';
import './panel.css';
import { Suspense, useEffect, useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { rememberLoad, retryableLazy } from '@/shared/lib/retryable-lazy';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { selectIsSignedIn } from '@/shared/session/account-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { LoadingState } from '@/shared/ui/loading-state';
import { prefetchPanelReads } from '../prefetch';
import {
  panelRoute,
  panelTabAt,
  panelTabOf,
  panelTabParam,
  panelTabs,
  type PanelTab,
} from '../tabs';
import { ArrivalTimeNotice } from './arrival-time';

const tabLoaders = {
  applications: rememberLoad(() => import('./applications-tab')),
  documents: rememberLoad(() => import('./documents-tab')),
  fees: rememberLoad(() => import('./fees-tab')),
  internet: rememberLoad(() => import('./internet-tab')),
} satisfies Record<PanelTab, () => Promise<{ default: ComponentType }>>;

const tabPanels = Object.fromEntries(
  panelTabs.map((tab) => [tab, retryableLazy(tabLoaders[tab])]),
) as Record<PanelTab, ComponentType>;

/** A tab's code (the build's prerender waits for every tab's, src/start-up/prerender.tsx). */
export function loadTab(tab: PanelTab): Promise<unknown> {
  return tabLoaders[tab]();
}

/**
 * Starts the code of the tab the address asks for while the panel itself renders (called by the
 * route's loader), rather than once the panel has rendered.
 */
export function preloadTabOf(hash: string): void {
  void loadTab(panelTabAt(hash)).catch(() => undefined);
}

export default function PanelScreen() {
  const { t } = useTranslation('panel');
  useDocumentTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = panelTabOf(searchParams.get(panelTabParam));
  const dispatch = useAppDispatch();

  // On a switch, the new tab's reads start while its code loads (decision 014). Not on the
  // panel's first render: there the tab subscribes as soon as its code arrives (a cold start's
  // reads were started by the route's loader), and a prefetch that failed at once, offline,
  // would only make the tab ask the same read a second time.
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    if (signedIn) prefetchPanelReads(dispatch, tab);
  }, [dispatch, tab, signedIn]);

  useEffect(() => {
    if (!signedIn) {
      const query = searchParams.toString();
      redirectToSignIn(query ? `${paths.panel}?${query}` : panelRoute(tab));
    }
    // Only when the session ends or the screen opens signed out; the address is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  return (
    <section className="screen panel" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      {signedIn ? (
        <>
          <ArrivalTimeNotice />
          <PanelTabs
            tab={tab}
            onSelect={(next) =>
              // Only the tab changes: other choices in the address (historical fees) stay.
              setSearchParams(
                (current) => {
                  const params = new URLSearchParams(current);
                  params.set(panelTabParam, next);
                  return params;
                },
                { replace: false },
              )
            }
          />
        </>
      ) : (
        <p role="status">{t('redirecting')}</p>
      )}
    </section>
  );
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; one tab stop for the list. */
function PanelTabs({ tab, onSelect }: { tab: PanelTab; onSelect: (tab: PanelTab) => void }) {
  const { t } = useTranslation('panel');
  const refs = useRef<Partial<Record<PanelTab, HTMLButtonElement | null>>>({});
  const Panel = tabPanels[tab];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the tab that has focus, not the selected state: quick presses arrive before re-render.
    const focused = panelTabs.find((name) => refs.current[name] === event.currentTarget) ?? tab;
    const index = panelTabs.indexOf(focused);
    const last = panelTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = panelTabs[target] ?? tab;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="panel-tabs">
      <div role="tablist" aria-label={t('tabsLabel')} className="panel-tabs__list no-print">
        {panelTabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`panel-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`panel-tabpanel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            className="panel-tabs__tab"
            onClick={() => onSelect(name)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-tabpanel-${tab}`}
        aria-labelledby={`panel-tab-${tab}`}
        className="panel-tabs__panel"
      >
        <Suspense fallback={<LoadingState />}>
          <Panel />
        </Suspense>
      </div>
    </div>
  );
}
