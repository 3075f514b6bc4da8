import './panel-frame.css';
import './panel.css';
import {
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type RefObject,
} from 'react';
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
  defaultPanelTab,
  panelRoute,
  panelTabAt,
  panelTabOf,
  panelTabParam,
  panelTabs,
  type PanelTab,
} from '../tabs';
import { firstTabToDo, isCountedTab, tabCounts, type CountedTab } from '../to-do';
import { ToDoList, usePanelToDo } from './to-do-list';

const tabLoaders = {
  applications: rememberLoad(() => import('../tabs/applications/applications-tab')),
  documents: rememberLoad(() => import('../tabs/documents/documents-tab')),
  fees: rememberLoad(() => import('../tabs/fees/fees-tab')),
  internet: rememberLoad(() => import('../tabs/internet/internet-tab')),
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
  const view = panelTabAt(hash);
  // No tab named: which one opens waits for the to-do list's answers.
  if (view !== defaultPanelTab) void loadTab(view).catch(() => undefined);
}

export default function PanelScreen() {
  const { t } = useTranslation('panel');
  useDocumentTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = panelTabOf(searchParams.get(panelTabParam));
  // The tab the address names; none yet where it names none (or one the panel does not have).
  const tab = view === defaultPanelTab ? null : view;
  const dispatch = useAppDispatch();
  const toDo = usePanelToDo(signedIn, tab);
  // Where the address names no tab, the first with something to do, once the list is known.
  const firstTab = toDo.settled ? firstTabToDo(toDo.toDo, panelTabs) : null;

  // On a switch, the new tab's reads start while its code loads (decision 014). Not on the
  // panel's first render: there the tab subscribes as soon as its code arrives (a cold start's
  // reads were started by the route's loader), and a prefetch that failed at once, offline,
  // would only make the tab ask the same read a second time.
  const shownTab = useRef(view);
  useEffect(() => {
    if (shownTab.current === view) return;
    shownTab.current = view;
    if (signedIn) prefetchPanelReads(dispatch, view);
  }, [dispatch, view, signedIn]);

  useEffect(() => {
    if (!signedIn) {
      const query = searchParams.toString();
      redirectToSignIn(query ? `${paths.panel}?${query}` : panelRoute(view));
    }
    // Only when the session ends or the screen opens signed out; the address is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  /** The address with `next` as its tab: only the tab changes, other choices (historical fees) stay. */
  const withTab = (current: URLSearchParams, next: PanelTab) => {
    const params = new URLSearchParams(current);
    params.set(panelTabParam, next);
    return params;
  };

  // A tab the person pressed, until the address names it: the one with something to do must not
  // take its place. The press can come while the address has no tab yet and the list has its
  // answers (a press kept on the prerendered copy is pressed again as the app's first render
  // settles, src/start-up/hand-over.ts); the later navigation would win.
  const chosen = useRef(false);

  // The panel opens on the first tab with something to do: it takes the address's place, so Back
  // leaves the panel rather than returning to a panel with no tab.
  useEffect(() => {
    // The address names a tab: any press is done (Back to no tab chooses again).
    if (tab) chosen.current = false;
    if (tab || !firstTab || !signedIn || chosen.current) return;
    setSearchParams((current) => withTab(current, firstTab), { replace: true });
  }, [tab, firstTab, signedIn, setSearchParams]);

  // A to-do item's action opens its tab and moves focus to the tab's content.
  const focusPanel = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.focus();
  }, [tab]);

  const select = (next: PanelTab) => {
    chosen.current = true;
    setSearchParams((current) => withTab(current, next), { replace: false });
  };

  return (
    <section className="screen panel" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      {signedIn ? (
        <>
          <ToDoList
            state={toDo}
            tabHref={(next) => `${paths.panel}?${withTab(searchParams, next).toString()}`}
            onGo={(next) => {
              focusPanel.current = true;
              if (next === tab) panelRef.current?.focus();
              else select(next);
            }}
          />
          <PanelTabs
            tab={tab}
            counts={tabCounts(toDo.toDo)}
            panelRef={panelRef}
            onSelect={select}
          />
        </>
      ) : (
        <p role="status">{t('redirecting')}</p>
      )}
    </section>
  );
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; one tab stop for the list. Before
 * the panel has chosen its tab (no tab in the address), none is selected, the first is the tab
 * stop, and the content's place says it is loading.
 */
function PanelTabs({
  tab,
  counts,
  panelRef,
  onSelect,
}: {
  tab: PanelTab | null;
  counts: Partial<Record<CountedTab, number>>;
  panelRef: RefObject<HTMLDivElement | null>;
  onSelect: (tab: PanelTab) => void;
}) {
  const { t } = useTranslation('panel');
  const refs = useRef<Partial<Record<PanelTab, HTMLButtonElement | null>>>({});
  const Panel = tab ? tabPanels[tab] : null;
  const stop = tab ?? panelTabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the tab that has focus, not the selected state: quick presses arrive before re-render.
    const focused = panelTabs.find((name) => refs.current[name] === event.currentTarget) ?? stop;
    const index = panelTabs.indexOf(focused ?? panelTabs[0] ?? 'documents');
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
    const next = panelTabs[target];
    if (!next) return;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="panel-tabs">
      <div role="tablist" aria-label={t('tabsLabel')} className="panel-tabs__list no-print">
        {panelTabs.map((name) => {
          const counted = isCountedTab(name) ? name : null;
          const count = counted ? counts[counted] : undefined;
          return (
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
              tabIndex={name === stop ? 0 : -1}
              className="panel-tabs__tab"
              onClick={() => onSelect(name)}
              onKeyDown={onKeyDown}
            >
              {t(`tabs.${name}`)}
              {counted && count ? (
                // The number shows; its meaning is read with it ("Documents 2 to sign").
                <span className="panel-tabs__count">
                  {' '}
                  <span className="panel-tabs__badge">{count}</span>
                  <span className="visually-hidden"> {t(`tabCount.${counted}`)}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {tab && Panel ? (
        <div
          ref={panelRef}
          role="tabpanel"
          id={`panel-tabpanel-${tab}`}
          aria-labelledby={`panel-tab-${tab}`}
          // Focused when a to-do item's action opens the tab, not a Tab stop of its own.
          tabIndex={-1}
          className="panel-tabs__panel"
        >
          <Suspense fallback={<LoadingState />}>
            <Panel />
          </Suspense>
        </div>
      ) : (
        <div className="panel-tabs__panel">
          <LoadingState />
        </div>
      )}
    </div>
  );
}
