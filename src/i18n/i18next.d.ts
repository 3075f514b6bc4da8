import 'i18next';
import type accessibility from './locales/en/accessibility.json';
import type application from './locales/en/application.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type guest from './locales/en/guest.json';
import type home from './locales/en/home.json';
import type hotel from './locales/en/hotel.json';
import type invoice from './locales/en/invoice.json';
import type panel from './locales/en/panel.json';
import type validation from './locales/en/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    // English is the reference (a test keeps Polish to the same keys): a key missing here fails tsc.
    resources: {
      accessibility: typeof accessibility;
      application: typeof application;
      auth: typeof auth;
      common: typeof common;
      guest: typeof guest;
      home: typeof home;
      hotel: typeof hotel;
      invoice: typeof invoice;
      panel: typeof panel;
      validation: typeof validation;
    };
  }
}
