import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import {
  downloadDocumentPdf,
  useGetDocumentsQuery,
  useSignDocumentMutation,
  type PanelDocument,
} from '../api';
import { InvoiceSection } from './invoice-form';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from './empty-state';
import { TableWrap } from './table-wrap';

/** Signed by both sides: concluded declarations and annexed annexes. */
const signedByBoth = new Set<PanelDocument['state']>(['concluded', 'annexed']);

type Message = { tone: 'success' | 'error'; text: string } | null;

export default function DocumentsTab() {
  const { t } = useTranslation('panel');
  const query = useGetDocumentsQuery();
  const [confirming, setConfirming] = useState<PanelDocument | null>(null);
  const [message, setMessage] = useState<Message>(null);

  return (
    <div className="documents-tab">
      <div role="status" className="panel-message">
        {message?.tone === 'success' ? (
          <Alert tone="success" live={false}>
            {message.text}
          </Alert>
        ) : null}
      </div>
      <div role="alert" className="panel-message">
        {message?.tone === 'error' ? (
          <Alert tone="error" live={false}>
            {message.text}
          </Alert>
        ) : null}
      </div>
      <QueryState queries={[query]} what={t('documents.what')}>
        {() => {
          const documents = query.data ?? [];
          const open = documents.filter((item) => !signedByBoth.has(item.state));
          const signed = documents.filter((item) => signedByBoth.has(item.state));
          return (
            <>
              <section className="panel-section">
                <h2 id="to-sign-heading">{t('documents.toSignHeading')}</h2>
                {open.length ? (
                  <DocumentTable
                    labelledBy="to-sign-heading"
                    documents={open}
                    onSign={(item) => {
                      setMessage(null);
                      setConfirming(item);
                    }}
                    onMessage={setMessage}
                  />
                ) : (
                  <EmptyState>{t('documents.toSignEmpty')}</EmptyState>
                )}
              </section>
              <section className="panel-section">
                <h2 id="signed-heading">{t('documents.signedHeading')}</h2>
                {signed.length ? (
                  <DocumentTable
                    labelledBy="signed-heading"
                    documents={signed}
                    onMessage={setMessage}
                  />
                ) : (
                  <EmptyState>{t('documents.signedEmpty')}</EmptyState>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
      <SignDialog
        document={confirming}
        onClose={() => setConfirming(null)}
        onDone={(next) => {
          setConfirming(null);
          setMessage(next);
        }}
      />
      <InvoiceSection />
    </div>
  );
}

function useDocumentName() {
  const { t } = useTranslation('panel');
  return (item: PanelDocument) => `${t(`kind.${item.kind}`)} ${item.number}`;
}

function DocumentTable({
  documents,
  labelledBy,
  onSign,
  onMessage,
}: {
  documents: PanelDocument[];
  labelledBy: string;
  onSign?: (item: PanelDocument) => void;
  onMessage: (message: Message) => void;
}) {
  const { t, i18n } = useTranslation('panel');
  const nameOf = useDocumentName();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (item: PanelDocument) => {
    setDownloading(item.id);
    onMessage(null);
    try {
      const file = await downloadDocumentPdf(item);
      onMessage({ tone: 'success', text: t('documents.downloaded', { file }) });
    } catch {
      onMessage({ tone: 'error', text: t('documents.downloadFailed') });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <TableWrap labelledBy={labelledBy}>
      <table className="documents-table">
        <thead>
          <tr>
            <th scope="col">{t('documents.kind')}</th>
            <th scope="col">{t('documents.number')}</th>
            <th scope="col">{t('documents.period')}</th>
            <th scope="col">{t('documents.state')}</th>
            <th scope="col" className="no-print">
              {t('documents.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((item) => (
            <tr key={item.id}>
              <td>{t(`kind.${item.kind}`)}</td>
              <td>{item.number}</td>
              <td>
                {formatDate(item.periodFrom, i18n.language)} –{' '}
                {formatDate(item.periodTo, i18n.language)}
              </td>
              <td>
                <span className={`doc-state doc-state--${item.state}`}>
                  {t(`docState.${item.state}`)}
                </span>
              </td>
              <td className="no-print">
                <div className="table-actions">
                  {onSign && item.state === 'toSign' ? (
                    <Button
                      aria-label={t('documents.sign', { name: nameOf(item) })}
                      onClick={() => onSign(item)}
                    >
                      {t('documents.signShort')}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    busy={downloading === item.id}
                    aria-label={t('documents.download', { name: nameOf(item) })}
                    onClick={() => void download(item)}
                  >
                    {downloading === item.id
                      ? t('documents.downloading')
                      : t('documents.downloadShort')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

function SignDialog({
  document,
  onClose,
  onDone,
}: {
  document: PanelDocument | null;
  onClose: () => void;
  onDone: (message: Message) => void;
}) {
  const { t, i18n } = useTranslation('panel');
  const nameOf = useDocumentName();
  const [sign, { isLoading }] = useSignDocumentMutation();
  const period = document
    ? `${formatDate(document.periodFrom, i18n.language)} – ${formatDate(document.periodTo, i18n.language)}`
    : '';

  const confirm = async () => {
    if (!document) return;
    const response = await sign(document.id);
    if ('error' in response) {
      onDone({ tone: 'error', text: t('documents.signFailed') });
      return;
    }
    const key = document.kind === 'declaration' ? 'signedDeclaration' : 'signedAnnex';
    onDone({ tone: 'success', text: t(`documents.${key}`, { number: document.number }) });
  };

  return (
    <Modal
      open={document !== null}
      title={document ? t('documents.confirmTitle', { name: nameOf(document) }) : ''}
      onClose={onClose}
      closeLabel={t('documents.cancel')}
      actions={
        <Button busy={isLoading} onClick={() => void confirm()}>
          {t('documents.confirmSign')}
        </Button>
      }
    >
      {document ? (
        <p>
          {t(
            document.kind === 'declaration'
              ? 'documents.confirmDeclaration'
              : 'documents.confirmAnnex',
            { number: document.number, period },
          )}
        </p>
      ) : null}
    </Modal>
  );
}
