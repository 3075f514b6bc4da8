import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Every screen names itself in the tab title: "Screen – Student dormitories". */
export function useDocumentTitle(screenTitle: string): void {
  const { t } = useTranslation('common');
  const product = t('productTitle');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} – ${product}` : product;
  }, [screenTitle, product]);
}
