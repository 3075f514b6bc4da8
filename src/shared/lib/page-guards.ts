import { watchCspViolations } from './error-reporting';
import { installTrustedTypesPolicy } from './trusted-types';

// Imported first by the entry (src/start-up/entry.ts): runs before any other module of the app or its libraries.
installTrustedTypesPolicy();
watchCspViolations();
