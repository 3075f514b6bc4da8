// The bench's floor page (scripts/lighthouse.mjs): the smallest page this stack can make, React
// and ReactDOM rendering one heading, built by `vite build --mode floor` with the app's Vite
// config and served like the app. Every measured page's LCP and TBT are printed as a ratio to it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
createRoot(container).render(
  <StrictMode>
    <main>
      <h1>Student dormitories</h1>
    </main>
  </StrictMode>,
);
