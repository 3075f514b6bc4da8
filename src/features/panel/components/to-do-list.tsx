import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { LoadingState } from '@/shared/ui/loading-state';
import { QueryErrorAlert } from '@/shared/ui/query-state';
import { panelFrameReads, panelTabReads, type PanelTab } from '../tabs';
import {
  panelApi,
  useGetAllocationQuery,
  useGetArrivalTimeQuery,
  useGetBalanceQuery,
  useGetChargesQuery,
  useGetDocumentsQuery,
} from '../api';
import { documentsToSign, internetMissing, payToDo, type PanelToDo, type PayToDo } from '../to-do';
import { ArrivalButton, ArrivalCalendarButton, ArrivalDialog } from './arrival-time';

/**
 * The reads of the panel's first screen (`panelFrameReads` in ../tabs.ts) and what they say
 * needs doing. Settled once every read has answered or failed: the list shows then, whole, so it
 * does not grow item by item while the answers come.
 */
export function usePanelToDo(signedIn: boolean, tab: PanelTab | null) {
  // A read the open tab makes too is the tab's: the tab asks for it, says its failure and retries
  // it; the list only reads its answer. Two subscribers would ask a failed read twice (the later
  // one, the tab, once its code has come), and say its failure twice.
  const owned = (endpoint: Endpoint) =>
    tab !== null && panelTabReads[tab].some((read) => read.endpoint === endpoint);
  const subscribed = (endpoint: Endpoint) => ({ skip: !signedIn || owned(endpoint) });
  const arrival = useGetArrivalTimeQuery(undefined, subscribed('getArrivalTime'));
  const ownDocuments = useGetDocumentsQuery(undefined, subscribed('getDocuments'));
  const ownCharges = useGetChargesQuery(undefined, subscribed('getCharges'));
  const ownBalance = useGetBalanceQuery(undefined, subscribed('getBalance'));
  const ownAllocation = useGetAllocationQuery(undefined, subscribed('getAllocation'));
  const { endpoints } = panelApi;
  const cached = {
    getDocuments: endpoints.getDocuments.useQueryState(undefined),
    getCharges: endpoints.getCharges.useQueryState(undefined),
    getBalance: endpoints.getBalance.useQueryState(undefined),
    getAllocation: endpoints.getAllocation.useQueryState(undefined),
  };
  // By endpoint (the names `panelFrameReads` lists): the list's own read, or the tab's.
  const reads = {
    getArrivalTime: arrival,
    getDocuments: owned('getDocuments') ? cached.getDocuments : ownDocuments,
    getCharges: owned('getCharges') ? cached.getCharges : ownCharges,
    getBalance: owned('getBalance') ? cached.getBalance : ownBalance,
    getAllocation: owned('getAllocation') ? cached.getAllocation : ownAllocation,
  } satisfies Record<Endpoint, { data?: unknown; error?: unknown; isError: boolean }>;
  const documents = reads.getDocuments.data;
  const charges = reads.getCharges.data;
  const balance = reads.getBalance.data;
  const allocation = reads.getAllocation.data;
  const toDo = useMemo<PanelToDo>(
    () => ({
      sign: documents ? documentsToSign(documents) : null,
      pay: balance && charges ? { due: payToDo(balance, charges) } : null,
      arrival: arrival.data ? { missing: !arrival.data.arrivalTime } : null,
      internet: allocation ? { missing: internetMissing(allocation) } : null,
    }),
    [documents, balance, charges, arrival.data, allocation],
  );
  // A read that failed stays failed while it is asked again (Try again clears its error for the
  // while), so the list, and the failure with its busy Try again, keep their place meanwhile.
  const [failedBefore, setFailedBefore] = useState<readonly Endpoint[]>([]);
  const failedNow = frameEndpoints.filter((endpoint) =>
    reads[endpoint].isError
      ? true
      : reads[endpoint].data === undefined && failedBefore.includes(endpoint),
  );
  // Kept as state, derived while rendering (React renders again at once when it changes).
  if (failedNow.join() !== failedBefore.join()) setFailedBefore(failedNow);
  const failing = failedNow;
  const settled = frameEndpoints.every(
    (endpoint) => reads[endpoint].data !== undefined || failing.includes(endpoint),
  );
  // The failures the list says, with their Try again: of its own reads only.
  const ownFailures = {
    getArrivalTime: arrival,
    getDocuments: ownDocuments,
    getCharges: ownCharges,
    getBalance: ownBalance,
    getAllocation: ownAllocation,
  };
  const failed = failing.filter((endpoint) => !owned(endpoint));
  return {
    toDo,
    settled,
    failed,
    failedQueries: failed.map((endpoint) => ownFailures[endpoint]),
    arrival,
  };
}

type Endpoint = (typeof panelFrameReads)[number]['endpoint'];
const frameEndpoints: readonly Endpoint[] = panelFrameReads.map((read) => read.endpoint);

/** What each read is called in "X could not be loaded." (keys of the panel namespace). */
const readWhat = {
  getArrivalTime: 'arrival.what',
  getDocuments: 'documents.what',
  getCharges: 'fees.what',
  getBalance: 'fees.what',
  getAllocation: 'internet.what',
} as const satisfies Record<Endpoint, string>;

export type PanelToDoState = ReturnType<typeof usePanelToDo>;

/**
 * The panel's first screen (issue 33): what the resident must do, each with its action, in place
 * of the arrival notice and its intro (decision 010). The arrival is one of its items; once
 * declared, it is a line below them with Change and the calendar. Until every read has answered
 * it is one loading line, as index.html paints it.
 */
export function ToDoList({
  state,
  tabHref,
  onGo,
}: {
  state: PanelToDoState;
  /** The address of a tab, keeping the address's other choices. */
  tabHref: (tab: PanelTab) => string;
  /** Opens a tab and takes the person to its content. */
  onGo: (tab: PanelTab) => void;
}) {
  const { t, i18n } = useTranslation('panel');
  const { toDo, settled, failed: failedReads, failedQueries: failed, arrival } = state;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const declared = arrival.data?.arrivalTime ?? null;
  const openDialog = () => {
    setSaved(false);
    setOpen(true);
  };
  const go = (tab: PanelTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens the tab here; a click meant for a new window or tab keeps the link's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onGo(tab);
  };
  const action = (tab: PanelTab, label: string) => (
    <Link to={tabHref(tab)} className="button button--secondary to-do__action" onClick={go(tab)}>
      {label}
    </Link>
  );

  const items: { key: string; text: string; action: ReactNode }[] = [];
  if (toDo.sign)
    items.push({
      key: 'sign',
      text: t('toDo.sign', { count: toDo.sign }),
      action: action('documents', t('toDo.signAction')),
    });
  if (toDo.pay?.due)
    items.push({
      key: 'pay',
      text: payText(toDo.pay.due, i18n.language, t),
      action: action('fees', t('toDo.payAction')),
    });
  if (toDo.arrival?.missing)
    items.push({
      key: 'arrival',
      text: t('arrival.missing'),
      action: <ArrivalButton declared={false} onOpen={openDialog} />,
    });
  if (toDo.internet?.missing)
    items.push({
      key: 'internet',
      text: t('toDo.internet'),
      action: action('internet', t('toDo.internetAction')),
    });
  // One read failed: it is named ("The arrival time could not be loaded."); several: one line.
  const failedWhat = [...new Set(failedReads.map((endpoint) => readWhat[endpoint]))];
  const naming =
    failedWhat.length === 1 && failedWhat[0]
      ? { what: t(failedWhat[0]) }
      : { what: t('toDo.what'), failureTitle: t('toDo.failed') };

  return (
    <section className="to-do" aria-labelledby="to-do-heading">
      <h2 id="to-do-heading" className="visually-hidden">
        {t('toDo.heading')}
      </h2>
      {!settled ? (
        <LoadingState label={t('toDo.loading')} />
      ) : (
        <>
          {failed.length ? (
            <QueryErrorAlert
              queries={failed}
              {...naming}
              // Declaring does not depend on reading: a failed read still lets the person do it.
              actions={
                failedReads.includes('getArrivalTime') ? (
                  <ArrivalButton declared={false} onOpen={openDialog} />
                ) : undefined
              }
              className="to-do__failure"
            />
          ) : null}
          {items.length ? (
            <ul className="to-do__list">
              {items.map((item) => (
                <li key={item.key} className="to-do__item">
                  <span className="to-do__text">{item.text}</span>
                  {item.action}
                </li>
              ))}
            </ul>
          ) : failed.length ? null : (
            <p className="to-do__none">{t('toDo.nothing')}</p>
          )}
          {declared ? (
            <div className="to-do__arrival">
              <p>{t('arrival.declared', { value: formatDateTime(declared, i18n.language) })}</p>
              <span className="to-do__arrival-actions">
                <ArrivalButton declared onOpen={openDialog} />
                <ArrivalCalendarButton declared={declared} />
              </span>
            </div>
          ) : null}
        </>
      )}
      <div role="status" className="to-do__result">
        {saved ? (
          <Alert tone="success" live={false}>
            {t('arrival.success')}
          </Alert>
        ) : null}
      </div>
      <ArrivalDialog
        open={open}
        loading={arrival.isLoading}
        declared={declared}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          setSaved(true);
        }}
      />
    </section>
  );
}

/** The fees item: what is overdue and the next deadline, or what is due by when. */
function payText(
  due: PayToDo,
  language: string,
  t: ReturnType<typeof useTranslation<'panel'>>['t'],
): string {
  const money = (amount: number) => formatMoney(amount, language);
  const date = due.next ? formatDate(due.next.deadline, language) : '';
  if (due.overdue > 0)
    return due.next
      ? t('toDo.payOverdueNext', { overdue: money(due.overdue), date })
      : t('toDo.payOverdue', { overdue: money(due.overdue) });
  return due.next
    ? t('toDo.payNext', { amount: money(due.next.amount), date })
    : t('toDo.payDue', { amount: money(due.toPay) });
}
