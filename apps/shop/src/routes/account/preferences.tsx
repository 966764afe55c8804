import { createFileRoute } from '@tanstack/react-router';
import { PreferencesForm } from '../../customers/account/PreferencesForm.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

export const Route = createFileRoute('/account/preferences')({
  head: ({ match }) => seo({ title: 'Email preferences', canonical: ownAddress(match) }),
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
