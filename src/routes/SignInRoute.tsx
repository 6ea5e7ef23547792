import { SignInForm } from '../../ui/account/SignInForm';

export default function SignInRoute() {
  return <SignInForm />;
}
