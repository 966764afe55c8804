import { createFileRoute } from '@tanstack/react-router';
import { AccountOverview } from '../../customers/account/AccountOverview.tsx';
import { ownPageLinks } from '../../seo/page-head.ts';

export const Route = createFileRoute('/account/')({
  head: ({ match }) => ({
    meta: [{ title: 'Your account | Cairn' }],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  component: AccountOverview,
});
