import { Outlet, createRootRouteWithContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { ErrorScreen } from '../ui/error-screen';
import { NotFoundScreen } from '../ui/not-found-screen';

function RootError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorScreen
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RootError,
  notFoundComponent: NotFoundScreen,
});
