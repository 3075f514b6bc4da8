import { ApplicationScreen } from './application-screen';

export default function PlaceRequestScreen() {
  return <ApplicationScreen mode="placeRequest" />;
}
