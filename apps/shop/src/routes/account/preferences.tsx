import { createFileRoute } from '@tanstack/react-router';
import { PreferencesForm } from '../../customers/account/PreferencesForm.tsx';
import { ownPageLinks } from '../../seo/page-head.ts';

export const Route = createFileRoute('/account/preferences')({
  head: ({ match }) => ({
    meta: [{ title: 'Email preferences | Cairn' }],
    links: ownPageLinks(match.context.origin, match.pathname),
  }),
  component: PreferencesRoute,
});

function PreferencesRoute() {
  return (
    <>
      <h1 className="account-title">Email preferences</h1>
      <PreferencesForm />
    </>
  );
}
