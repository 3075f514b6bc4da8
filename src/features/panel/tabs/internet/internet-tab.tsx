import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import {
  useGetAllocationQuery,
  useGetNetworkConfigurationQuery,
  useGetNetworkNotesQuery,
  useGetTransferQuery,
  type Allocation,
  type NetworkConfiguration,
  type NetworkNote,
} from '../../api';
import { MacForm } from './mac-form';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from '../../components/empty-state';
import { TransferSection } from './transfer-chart';
import { CardTable, type CardColumn } from '@/shared/ui/card-table';

export default function InternetTab() {
  const { t } = useTranslation('panel');
  const allocation = useGetAllocationQuery();
  const notes = useGetNetworkNotesQuery();
  const active = allocation.data?.active === true;
  // Configuration and transfer exist only for an active connection.
  const configuration = useGetNetworkConfigurationQuery(undefined, { skip: !active });
  const transfer = useGetTransferQuery(undefined, { skip: !active });

  return (
    <div className="internet-tab">
      <QueryState queries={[allocation, notes]} what={t('internet.what')}>
        {() => (
          <>
            {!active ? (
              <Alert tone="warning" live={false} className="no-connection">
                {t('internet.noConnection')}
              </Alert>
            ) : null}
            <HelpSection />
            <RegulationsSection />
            <NotesSection notes={notes.data ?? []} />
            {allocation.data ? <AllocationSection allocation={allocation.data} /> : null}
            {active ? (
              <QueryState queries={[configuration, transfer]} what={t('internet.what')}>
                {() => (
                  <>
                    {configuration.data ? (
                      <ConfigurationSection configuration={configuration.data} />
                    ) : null}
                    {transfer.data ? <TransferSection transfer={transfer.data} /> : null}
                  </>
                )}
              </QueryState>
            ) : null}
            <MacForm />
          </>
        )}
      </QueryState>
    </div>
  );
}

function HelpSection() {
  const { t } = useTranslation('panel');
  return (
    <section aria-labelledby="help-heading" className="panel-section">
      <h2 id="help-heading">{t('internet.helpHeading')}</h2>
      <p>{t('internet.help1')}</p>
      <p>{t('internet.help2')}</p>
      <p>{t('internet.help3')}</p>
    </section>
  );
}

function RegulationsSection() {
  const { t } = useTranslation('panel');
  return (
    <section aria-labelledby="regulations-heading" className="panel-section">
      <h2 id="regulations-heading">{t('internet.regulationsHeading')}</h2>
      <details className="regulations">
        <summary>{t('internet.regulationsShow')}</summary>
        <ol>
          {(['r1', 'r2', 'r3', 'r4', 'r5'] as const).map((key) => (
            <li key={key}>{t(`internet.regulations.${key}`)}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}

function NotesSection({ notes }: { notes: NetworkNote[] }) {
  const { t, i18n } = useTranslation('panel');
  const columns: CardColumn<NetworkNote>[] = [
    {
      header: t('internet.noteDate'),
      card: 'title',
      cell: (note) => formatDateTime(note.date, i18n.language),
    },
    { header: t('internet.noteType'), cell: (note) => t(`internet.noteTypes.${note.type}`) },
    { header: t('internet.noteContent'), cell: (note) => note.content },
  ];
  return (
    <section className="panel-section">
      <h2 id="notes-heading">{t('internet.notesHeading')}</h2>
      {notes.length ? (
        <CardTable
          labelledBy="notes-heading"
          columns={columns}
          rows={notes}
          rowKey={(note) => note.id}
        />
      ) : (
        <EmptyState>{t('internet.notesEmpty')}</EmptyState>
      )}
    </section>
  );
}

function Details({ items }: { items: { label: string; value: string | null | undefined }[] }) {
  return (
    <dl className="details-list">
      {items.map((item) => (
        <div key={item.label} className="details-list__row">
          <dt>{item.label}</dt>
          <dd>{item.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Where the connection is and which address it uses. A MAC change sent and not yet applied shows
 * as waiting for approval beside the current address, as long as the allocation the API answers
 * has it pending (the save's answer is put in its place, api.ts).
 */
function AllocationSection({ allocation }: { allocation: Allocation }) {
  const { t, i18n } = useTranslation('panel');
  const { pendingMac } = allocation;
  return (
    <section aria-labelledby="allocation-heading" className="panel-section">
      <h2 id="allocation-heading">{t('internet.allocationHeading')}</h2>
      <Details
        items={[
          { label: t('internet.dorm'), value: allocation.dorm },
          { label: t('internet.room'), value: allocation.room },
          { label: t('internet.socket'), value: allocation.socket },
          { label: t('internet.mac'), value: allocation.mac || t('internet.macNone') },
          ...(pendingMac
            ? [
                {
                  label: t('internet.pendingLabel'),
                  value: t('internet.pending', {
                    mac: pendingMac.mac,
                    date: formatDateTime(pendingMac.requestedAt, i18n.language),
                  }),
                },
              ]
            : []),
        ]}
      />
      {pendingMac ? <p className="pending-mac">{t('internet.pendingNote')}</p> : null}
    </section>
  );
}

function ConfigurationSection({ configuration }: { configuration: NetworkConfiguration }) {
  const { t } = useTranslation('panel');
  return (
    <section aria-labelledby="configuration-heading" className="panel-section">
      <h2 id="configuration-heading">{t('internet.configurationHeading')}</h2>
      <Details
        items={[
          { label: t('internet.ipv4'), value: configuration.ipv4 },
          { label: t('internet.mask'), value: configuration.mask },
          { label: t('internet.gateway'), value: configuration.gateway },
          { label: t('internet.hostname'), value: configuration.hostname },
          { label: t('internet.domainSuffix'), value: configuration.domainSuffix },
          { label: t('internet.dns'), value: configuration.dns.join(', ') },
        ]}
      />
    </section>
  );
}
