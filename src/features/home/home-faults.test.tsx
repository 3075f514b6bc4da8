import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import {
  clickTryAgain,
  describeFaultMatrix,
  expectNoTryAgain,
  loadFailed,
} from '@/testing/fault-matrix';

// Was e2e/faults.spec.ts "main page: ..." (browser matrix moved here).
vi.setConfig({ testTimeout: 30_000 });

await describeFaultMatrix([
  {
    name: 'main page: application periods (GET)',
    route: '/',
    fault: { method: 'get', path: '/app/periods' },
    reach: async () => {},
    title: loadFailed('home:periods.what'),
    retry: clickTryAgain,
    recovered: async () => {
      expect(await screen.findByText('Doctoral students')).toBeVisible();
      await expectNoTryAgain();
    },
  },
  {
    name: 'main page: room prices (GET)',
    route: '/',
    fault: { method: 'get', path: '/app/dictionaries/dorms' },
    reach: async () => {},
    title: loadFailed('home:prices.what'),
    retry: clickTryAgain,
    recovered: async () => {
      expect(await screen.findByText('DS Riviera')).toBeVisible();
      await expectNoTryAgain();
    },
  },
]);
