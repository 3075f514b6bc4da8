import { ApplicationScreen } from './application-screen';

export default function RegisterScreen() {
  return <ApplicationScreen mode="register" />;
}
