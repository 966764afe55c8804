import { createFileRoute } from '@tanstack/react-router';
import { PreferencesForm } from '../../customers/account/PreferencesForm.tsx';

export const Route = createFileRoute('/account/preferences')({
  head: () => ({ meta: [{ title: 'Email preferences | Cairn' }] }),
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
