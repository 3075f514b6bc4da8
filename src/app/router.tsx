import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { notFoundRoute, screenRoutes } from './route-table';

const screens = screenRoutes.map((route) => ({ path: route.path, Screen: lazy(route.load) }));
const NotFoundScreen = lazy(notFoundRoute.load);

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
