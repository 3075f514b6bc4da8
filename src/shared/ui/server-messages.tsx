import { useTranslation } from 'react-i18next';
import { apiFailureMessageKey } from '@/shared/api/api-failure';
import { serverMessagesOf } from '@/shared/errors/error-detail';

/**
 * What the server said about a failed request (product.md §8): the `msg` of each validation
 * error as a bulleted list, each ending with a full stop, or its text as given. Nothing when it
 * said nothing. Server text is only ever a React text child, so markup in it shows literally.
 */
export function ServerMessages({ error }: { error: unknown }) {
  const { t } = useTranslation(['common']);
  const messages = serverMessagesOf(error);
  if (!messages) return null;
  // A refusal with a code is the app's own sentence: no "The server's message:" lead for it.
  const worded = messages.kind === 'list' ? (messages.worded ?? []) : [];
  const sent = messages.kind === 'list' ? messages.items : [];
  return (
    <div className="server-messages">
      {worded.map((key) => (
        <p key={key}>{t(key as 'serverRefusal.emailTaken')}</p>
      ))}
      {messages.kind === 'text' || sent.length > 0 ? (
        <p className="server-messages__lead">{t('serverMessages.lead')}</p>
      ) : null}
      {messages.kind === 'list' ? (
        sent.length > 0 ? (
          <ul>
            {sent.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : null
      ) : (
        <p className="server-messages__text">{messages.text}</p>
      )}
    </div>
  );
}

/**
 * Why a request failed, for the body of a screen's error alert (whose title says what failed):
 * the shared sentence for the kind of failure, then the server's own messages. Takes the error
 * itself, so a screen keeps the raw failure and the words follow the language at render.
 */
export function FailureReason({ error }: { error: unknown }) {
  const { t } = useTranslation(['common']);
  return (
    <>
      <p>{t(apiFailureMessageKey(error))}</p>
      <ServerMessages error={error} />
    </>
  );
}
