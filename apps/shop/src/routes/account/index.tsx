import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '../../customers/account/AccountOverview.tsx';

export const Route = createFileRoute('/account/')({
  head: () => ({ meta: [{ title: 'Your account | Cairn' }] }),
  component: AccountOverview,
});
