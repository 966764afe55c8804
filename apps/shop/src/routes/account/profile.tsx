import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../customers/account/ChangePasswordForm.tsx';
import { ProfileForm } from '../../customers/account/ProfileForm.tsx';
import { ownAddress, seo } from '../../seo/seo.ts';

export const Route = createFileRoute('/account/profile')({
  head: ({ match }) => seo({ title: 'Your details', canonical: ownAddress(match) }),
  component: ProfileRoute,
});

function ProfileRoute() {
  return (
    <>
      <h1 className="account-title">Your details</h1>
      <section className="account-section" aria-labelledby="profile-details">
        <h2 id="profile-details">Name and address</h2>
        <ProfileForm />
      </section>
      <section className="account-section" aria-labelledby="profile-password">
        <h2 id="profile-password">Password</h2>
        <ChangePasswordForm />
      </section>
    </>
  );
}
