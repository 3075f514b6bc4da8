import { watchCspViolations } from './error-reporting';
import { installTrustedTypesPolicy } from './trusted-types';

// Imported first by main.tsx: runs before any other module of the app or its libraries.
installTrustedTypesPolicy();
watchCspViolations();
