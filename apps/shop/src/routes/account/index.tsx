import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '../../customers/account/AccountOverview.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

export const Route = createFileRoute('/account/')({
  head: ({ match }) => seo({ title: 'Your account', canonical: ownAddress(match) }),
  component: AccountOverview,
});
