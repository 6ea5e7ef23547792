/** /signin (account-signin.md §2): the sign-in page in all its modes. */
import { SignInPage } from '../../ui/account/SignInPage';
import { useSignInActor } from './signInComposition';

export default function SignInRoute() {
  const props = useSignInActor('page');
  return <SignInPage {...props} />;
}
