import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { FailureReason } from '@/shared/ui/server-messages';
import {
  downloadDocumentPdf,
  useGetDocumentsQuery,
  useSignDocumentMutation,
  type PanelDocument,
} from '../../api';
import { documentStage, documentStageSections, type DocumentStage } from '../../document-stage';
import { InvoiceSection } from './invoice-section';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from '../../components/empty-state';
import { CardTable, type CardColumn } from '@/shared/ui/card-table';

// Kept untranslated and worded at render, so a message follows a language switch; a failure
// keeps the error as it came (status and the server's words).
type Message =
  | { tone: 'success'; key: 'downloaded'; file: string }
  | { tone: 'success'; key: 'signedDeclaration' | 'signedAnnex'; number: string }
  | { tone: 'error'; key: 'downloadFailed' | 'signFailed'; error: unknown }
  | null;

function useMessageText() {
  const { t } = useTranslation('panel');
  return (message: NonNullable<Message>) => {
    switch (message.key) {
      case 'downloaded':
        return t('documents.downloaded', { file: message.file });
      case 'signedDeclaration':
      case 'signedAnnex':
        return t(`documents.${message.key}`, { number: message.number });
      default:
        return t(`documents.${message.key}`);
    }
  };
}

export default function DocumentsTab() {
  const { t } = useTranslation('panel');
  const textOf = useMessageText();
  const query = useGetDocumentsQuery();
  const [confirming, setConfirming] = useState<PanelDocument | null>(null);
  const [message, setMessage] = useState<Message>(null);
  // A signed document leaves the table it was signed from, and with it the Sign button the
  // dialog would give focus back to: focus goes to the result instead of being lost.
  const statusRef = useRef<HTMLDivElement>(null);
  const signed = message?.key === 'signedDeclaration' || message?.key === 'signedAnnex';
  useEffect(() => {
    if (signed) statusRef.current?.focus();
  }, [signed, message]);

  return (
    <div className="documents-tab">
      <div ref={statusRef} tabIndex={-1} role="status" className="panel-message">
        {message?.tone === 'success' ? (
          <Alert tone="success" live={false}>
            {textOf(message)}
          </Alert>
        ) : null}
      </div>
      <div role="alert" className="panel-message">
        {message?.tone === 'error' ? (
          <Alert tone="error" live={false} title={textOf(message)}>
            <FailureReason error={message.error} />
          </Alert>
        ) : null}
      </div>
      <QueryState queries={[query]} what={t('documents.what')}>
        {() => (
          <DocumentSections
            documents={query.data ?? []}
            onSign={(item) => {
              setMessage(null);
              setConfirming(item);
            }}
            onMessage={setMessage}
          />
        )}
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

/**
 * The three sections, each with its table or its empty line: the app's, and at build time the
 * early painter's templates (decision 025).
 */
export function DocumentSections({
  documents,
  onSign,
  onMessage,
}: {
  documents: PanelDocument[];
  onSign: (item: PanelDocument) => void;
  onMessage: (message: Message) => void;
}) {
  const { t } = useTranslation('panel');
  const of = (which: DocumentStage) =>
    documents.filter((item) => documentStage[item.state] === which);
  return (
    <>
      {documentStageSections.map((section) => (
        <DocumentSection
          key={section.stage}
          id={section.id}
          heading={t(`documents.${section.heading}`)}
          intro={'intro' in section ? t(`documents.${section.intro}`) : undefined}
          empty={t(`documents.${section.empty}`)}
          documents={of(section.stage)}
          onSign={section.stage === 'toSign' ? onSign : undefined}
          onMessage={onMessage}
        />
      ))}
    </>
  );
}

function DocumentSection({
  id,
  heading,
  intro,
  empty,
  documents,
  onSign,
  onMessage,
}: {
  id: string;
  heading: string;
  intro?: string;
  empty: string;
  documents: PanelDocument[];
  onSign?: (item: PanelDocument) => void;
  onMessage: (message: Message) => void;
}) {
  return (
    <section className="panel-section">
      <h2 id={id}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      {documents.length ? (
        <DocumentTable
          labelledBy={id}
          documents={documents}
          onSign={onSign}
          onMessage={onMessage}
        />
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
    </section>
  );
}

/** A document's name in a button or title, in the grammar each language needs around it. */
function useDocumentLabel() {
  const { t } = useTranslation('panel');
  return (key: 'signLabel' | 'downloadLabel' | 'confirmTitle', item: PanelDocument) =>
    t(`documents.${key}.${item.kind}`, { number: item.number });
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
  const labelOf = useDocumentLabel();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (item: PanelDocument) => {
    setDownloading(item.id);
    onMessage(null);
    try {
      const file = await downloadDocumentPdf(item);
      onMessage({ tone: 'success', key: 'downloaded', file });
    } catch (error) {
      onMessage({ tone: 'error', key: 'downloadFailed', error });
    } finally {
      setDownloading(null);
    }
  };

  const columns: CardColumn<PanelDocument>[] = [
    { header: t('documents.kind'), card: 'title', cell: (item) => t(`kind.${item.kind}`) },
    { header: t('documents.number'), card: 'title', cell: (item) => item.number },
    {
      header: t('documents.period'),
      cell: (item) =>
        `${formatDate(item.periodFrom, i18n.language)} – ${formatDate(item.periodTo, i18n.language)}`,
    },
    {
      header: t('documents.state'),
      cell: (item) => (
        <span className={`doc-state doc-state--${item.state}`}>{t(`docState.${item.state}`)}</span>
      ),
    },
    {
      header: t('documents.actions'),
      card: 'actions',
      className: 'no-print',
      cell: (item) => (
        <div className="table-actions">
          {onSign && item.state === 'toSign' ? (
            <Button aria-label={labelOf('signLabel', item)} onClick={() => onSign(item)}>
              {t('documents.signShort')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            busy={downloading === item.id}
            // Busy, the button shows "Downloading…": its name is then those words (WCAG 2.5.3).
            aria-label={downloading === item.id ? undefined : labelOf('downloadLabel', item)}
            onClick={() => void download(item)}
          >
            {downloading === item.id ? t('documents.downloading') : t('documents.downloadShort')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <CardTable
      labelledBy={labelledBy}
      className="documents-table"
      columns={columns}
      rows={documents}
      rowKey={(item) => item.id}
    />
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
  const labelOf = useDocumentLabel();
  const [sign, { isLoading }] = useSignDocumentMutation();
  const period = document
    ? `${formatDate(document.periodFrom, i18n.language)} – ${formatDate(document.periodTo, i18n.language)}`
    : '';

  const confirm = async () => {
    if (!document) return;
    const response = await sign(document.id);
    if ('error' in response) {
      onDone({ tone: 'error', key: 'signFailed', error: response.error });
      return;
    }
    const key = document.kind === 'declaration' ? 'signedDeclaration' : 'signedAnnex';
    onDone({ tone: 'success', key, number: document.number });
  };

  return (
    <Modal
      open={document !== null}
      title={document ? labelOf('confirmTitle', document) : ''}
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
