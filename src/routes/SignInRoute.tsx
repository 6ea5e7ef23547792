/** /signin (account-signin.md §2): the sign-in page in all its modes. */
import { SignInPage } from '../../ui/account/SignInPage';
import { usePageTitle } from '../../ui/app/pageTitle';
import { PAGE_TITLES } from '../../domain/titles';
import { useSignInActor } from './signInComposition';

export default function SignInRoute() {
  usePageTitle(PAGE_TITLES.signIn);
  const props = useSignInActor('page');
  return <SignInPage {...props} />;
}
