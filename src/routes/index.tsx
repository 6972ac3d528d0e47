import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/access/components/sign-in-screen';
import { parseSignInVariant, type SignInVariant } from '../features/access/model/sign-in-variant';
import { skipWhenSignedIn } from './-guards';

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { as?: SignInVariant } => {
    const as = parseSignInVariant(search.as);
    return as ? { as } : {};
  },
  beforeLoad: skipWhenSignedIn,
  component: function SignInRoute() {
    const { as } = Route.useSearch();
    return <SignInScreen variant={as} />;
  },
});
