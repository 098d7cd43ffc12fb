import { errorMessage } from '@aac/api-client';
import { Banner, PlainButton, TextField } from '@aac/ui';
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import * as styles from './SignInForm.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignIn(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Enter your email address';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Enter your password';
  return errors;
}

export interface SignInFormProps {
  title: string;
  subtitle: ReactNode;
  /** Why the admin is here, shown above the form, e.g. that their session expired. */
  notice?: ReactNode;
  /** The email typed before, e.g. back from a second step whose time ran out; the password is focused. */
  initialEmail?: string;
  /** Signs in; a thrown error is shown above the form and the typed email is kept. */
  onSignIn(credentials: { email: string; password: string }): Promise<void>;
}

/**
 * The state of a sign-in: the typed email and password, inline checks before anything is sent,
 * the server's refusal (the password is cleared, the email kept) and the busy state. Shared by
 * the sign-in pages and the dialog that signs in again after a session expired.
 */
export function useSignIn(
  onSignIn: (credentials: { email: string; password: string }) => Promise<void>,
  initialEmail = '',
) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateSignIn(email, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      await onSignIn({ email: email.trim(), password });
      // Usually the form is gone by now; a second step in the same place comes back to it ready.
      setSubmitting(false);
    } catch (error) {
      setPassword('');
      setFailure(errorMessage(error));
      setSubmitting(false);
    }
  }

  return { email, setEmail, password, setPassword, fieldErrors, failure, setFailure, isSubmitting, submit };
}

export type SignIn = ReturnType<typeof useSignIn>;

/** The email and password fields of a sign-in, with their inline errors. */
export function SignInFields({
  signIn,
  passwordRef,
}: {
  signIn: SignIn;
  passwordRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={signIn.email}
        onChange={signIn.setEmail}
        errorMessage={signIn.fieldErrors.email}
        isRequired
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={signIn.password}
        onChange={signIn.setPassword}
        errorMessage={signIn.fieldErrors.password}
        isRequired
        inputRef={passwordRef}
      />
    </>
  );
}

/** Email and password with inline errors, shared by /admin/login and /login. */
export function SignInForm({ title, subtitle, notice, initialEmail = '', onSignIn }: SignInFormProps) {
  const signIn = useSignIn(onSignIn, initialEmail);
  const { failure, isSubmitting } = signIn;
  const passwordRef = useRef<HTMLInputElement>(null);

  // Back with the email known (the form's first render only): start where the admin has to type.
  const startsAtPassword = useRef(initialEmail !== '');
  useEffect(() => {
    if (startsAtPassword.current) passwordRef.current?.focus();
  }, []);

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={signIn.submit} noValidate aria-labelledby="sign-in-title">
        <div className={styles.brand} aria-hidden="true">
          AAC
        </div>
        <h1 id="sign-in-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {notice && !failure ? <Banner tone="info">{notice}</Banner> : null}
        {failure ? <Banner tone="critical">{failure}</Banner> : null}
        <SignInFields signIn={signIn} passwordRef={passwordRef} />
        <PlainButton type="submit" isPending={isSubmitting} pendingLabel="Signing in..." fullWidth>
          Sign in
        </PlainButton>
      </form>
    </main>
  );
}
