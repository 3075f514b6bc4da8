import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { notFoundRoute, screenRoutes, type ScreenRoute } from './route-table';

const screens = new Map<ScreenRoute, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per route, made on first use. React.lazy keeps a failed load for good, so a
 * screen whose code could not be fetched (offline) is forgotten: the error screen's Try again then
 * fetches it anew instead of failing forever.
 */
export function screenFor(route: ScreenRoute): LazyExoticComponent<ComponentType> {
  let screen = screens.get(route);
  if (!screen) {
    screen = lazy(() =>
      route.load().catch((error: unknown) => {
        screens.delete(route);
        throw error;
      }),
    );
    screens.set(route, screen);
  }
  return screen;
}

/** The route's screen; its component stays the same on every render until its code fails to load. */
export function RouteScreen({ route }: { route: ScreenRoute }) {
  const Screen = screenFor(route);
  // eslint-disable-next-line react-hooks/static-components -- stable per route (see screenFor)
  return <Screen />;
}

export function AppRoutes() {
  return (
    <Routes>
      {screenRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
      ))}
      <Route path="*" element={<RouteScreen route={notFoundRoute} />} />
    </Routes>
  );
}
