import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

// One chunk per screen, loaded when its route is first visited.
const HomeScreen = lazy(() => import('@/features/home/components/home-screen'));
const RodoScreen = lazy(() => import('@/features/application/components/rodo-screen'));
const RegisterScreen = lazy(() => import('@/features/application/components/register-screen'));
const PlaceRequestScreen = lazy(
  () => import('@/features/application/components/place-request-screen'),
);
const PanelScreen = lazy(() => import('@/features/panel/components/panel-screen'));
const LoginScreen = lazy(() => import('@/features/auth/components/login-screen'));
const GuestScreen = lazy(() => import('@/features/guest/components/guest-screen'));
const HotelScreen = lazy(() => import('@/features/hotel/components/hotel-screen'));
const AccessibilityScreen = lazy(
  () => import('@/features/accessibility/components/accessibility-screen'),
);
const NotFoundScreen = lazy(() => import('./routes/not-found-screen'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomeScreen />} />
      <Route path={paths.rodo} element={<RodoScreen />} />
      <Route path={paths.register} element={<RegisterScreen />} />
      <Route path={paths.panel} element={<PanelScreen />} />
      <Route path={paths.login} element={<LoginScreen />} />
      <Route path={paths.guest} element={<GuestScreen />} />
      <Route path={paths.guestAgreement} element={<GuestScreen />} />
      <Route path={paths.hotelReservation} element={<HotelScreen />} />
      <Route path={paths.placeRequest} element={<PlaceRequestScreen />} />
      <Route path={paths.accessibility} element={<AccessibilityScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
