import { storeUserSession, unwrap, useApiClient } from '@aac/api-client';
import { Banner } from '@aac/ui';
import { useState } from 'react';
import { SignInForm } from './SignInForm';
import * as styles from './SignInForm.css';

/**
 * /login: where other protected pages send people (core spec §4). This back-office has no parent
 * dashboard, so after signing in it says so and offers the admin sign-in instead.
 */
export function UserLoginPage() {
  const client = useApiClient();
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  if (signedInAs) {
    return (
      <main className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>Signed in</h1>
          <Banner tone="success">
            You are signed in as {signedInAs}. The parent and therapist dashboards are not part of this
            back-office.
          </Banner>
          <a className={styles.link} href="/admin/login">
            Administrator? Sign in to the admin area
          </a>
        </div>
      </main>
    );
  }
  return (
    <SignInForm
      title="Sign in"
      subtitle={
        <>
          Parents, therapists and educators. Administrators use{' '}
          <a className={styles.link} href="/admin/login">
            the admin sign-in
          </a>
          .
        </>
      }
      onSignIn={async (credentials) => {
        const { token, user } = unwrap(await client.POST('/auth/login', { body: credentials }));
        storeUserSession(token);
        setSignedInAs(user.email);
      }}
    />
  );
}
