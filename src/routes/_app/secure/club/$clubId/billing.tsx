import { createFileRoute } from '@tanstack/react-router';
import { BillingScreen } from '../../../../../features/billing/components/billing-screen';

export const Route = createFileRoute('/_app/secure/club/$clubId/billing')({
  component: function BillingScreenRoute() {
    const { clubId } = Route.useParams();
    return <BillingScreen clubId={clubId} />;
  },
});
