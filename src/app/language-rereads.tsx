import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/shared/store/hooks';
import { baseApi } from '@/shared/api/base-api';

/**
 * Answers whose text the server words in the person's language (`Accept-Language`: network
 * notes, the fee collector) are read again after a language switch, so a Polish screen does not
 * keep the English an earlier read brought. What is shown stays until the new answer arrives.
 */
export function LanguageRereads() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const reread = () => dispatch(baseApi.util.invalidateTags(['Worded']));
    i18n.on('languageChanged', reread);
    return () => i18n.off('languageChanged', reread);
  }, [i18n, dispatch]);
  return null;
}
