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
    document.title = documentTitle(screenTitle, product);
  }, [screenTitle, product]);
}

/** The tab title of a screen (also the prerendered screens', src/start-up/prerender.tsx). */
export function documentTitle(screenTitle: string, product: string): string {
  return screenTitle && screenTitle !== product ? `${screenTitle} – ${product}` : product;
}
