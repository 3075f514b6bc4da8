import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every screen names itself in the tab title: "Screen – Student dormitories". The main page,
 * whose title is the product's own, is named once ("Student dormitories", not twice).
 */
export function useDocumentTitle(screenTitle: string): void {
  const { t } = useTranslation('common');
  const product = t('productTitle');
  useEffect(() => {
    document.title =
      screenTitle && screenTitle !== product ? `${screenTitle} – ${product}` : product;
  }, [screenTitle, product]);
}
