import { Route, Routes } from 'react-router-dom';
import { retryableLazy } from '@/shared/lib/retryable-lazy';
import { notFoundRoute, screenRoutes } from './route-table';

// One lazily loaded component per route, made once (a failed download is fetched anew on retry).
const screens = screenRoutes.map((route) => ({
  path: route.path,
  Screen: retryableLazy(route.load),
}));
const NotFoundScreen = retryableLazy(notFoundRoute.load);

export function AppRoutes() {
  return (
    <Routes>
      {screens.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
