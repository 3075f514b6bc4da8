import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Server prefix: a message that came from the API is shown as given, never as an i18n key. */
export const serverMessagePrefix = 'server:';

/**
 * Turns a form error message into text: our own messages are i18n keys (`validation:...`),
 * messages from the server are shown verbatim.
 */
export function useMessage() {
  const { t } = useTranslation(['validation', 'application']);
  return useCallback(
    (message: string) =>
      message.startsWith(serverMessagePrefix)
        ? message.slice(serverMessagePrefix.length)
        : t(message),
    [t],
  );
}
