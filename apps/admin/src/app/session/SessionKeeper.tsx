import {
  ADMIN_LOGIN_PATH,
  ApiError,
  clearSession,
  type components,
  type paths,
  readStoredAdmin,
  readStoredValue,
  setSessionListener,
  storeAdminSession,
  unwrap,
  useApi,
} from '@aac/api-client';
import { preloadInteractiveParts } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyDialog } from '../../kit/lazyDialog';
import type { SignedInAdmin } from '../../kit/session/adminSession';
import type { SecondStepAnswer } from '../auth/twoFactor/SecondStep';
import { landingPathFor } from '../screens';
import { type DraftField, draftOfOpenForms } from './draft';
import type { NextSignInStep } from './SessionSignInDialog';
import {
  issuedAt,
  renewableFrom,
  SESSION_API_PATHS,
  type SessionClock,
  type SessionTiming,
  sessionClockFrom,
  warningAt,
} from './sessionClock';
import { SESSION_END_NOTICES, type SessionEnd, sessionEndOf } from './sessionEnd';

export interface SessionKeeperProps {
  /** The signed-in admin: their email fills the sign-in dialog; another account reloads. */
  admin: SignedInAdmin;
  /** When the stored token expires, as `GET /admin/auth/me` said, and when that answer came. */
  timing: SessionTiming | undefined;
  timingReceivedAt: number;
  /** Ends the session (the layout's sign-out). */
  onSignOut: () => void;
  /**
   * When the admin was last active before the keeper started listening: the layout mounts it a
   * moment after the first screen, whose own requests and early typing it would otherwise miss.
   */
  activeAt?: number;
  /** Opens a page with a full load; a different account's sign-in starts afresh on its landing. */
  reload?: (path: string) => void;
}

type Phase = 'active' | 'warning' | 'expired';

// Not part of a screen's first load; preloaded a few seconds later (below), so the warning and the
// sign-in open at once, even if the network is gone by then.
const SessionWarningDialog = lazyDialog(() =>
  import('./SessionWarningDialog').then((module) => module.SessionWarningDialog),
);
const SessionSignInDialog = lazyDialog(() =>
  import('./SessionSignInDialog').then((module) => module.SessionSignInDialog),
);
const AccountClosedDialog = lazyDialog(() =>
  import('./AccountClosedDialog').then((module) => module.AccountClosedDialog),
);

/** How long the keeper waits for the server to say why a token it saw expire was refused. */
const WHY_TIMEOUT_MS = 5_000;

type Credentials = { email: string; password: string };
type SignInAnswer = paths['/admin/auth/login']['post']['responses'][200]['content']['application/json'];

const USER_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

function browserReload(path: string) {
  window.location.assign(path);
}

/**
 * Keeps a sliding session (docs/design.md: `sessionTimeout` is an idle limit). Activity, meaning any
 * API request or the admin's pointer and keyboard input, renews the token once it is past half its
 * life; with no activity a dialog offers to stay signed in a minute before expiry; and when the
 * session ends (the clock, a request answered 401, another tab signing out), a dialog over the page
 * says why (the server's code: expired, time limit, signed out, password changed or reset, second
 * factor reset, account deactivated or deleted). Where the same admin can go on, it is a sign-in,
 * and the page stays as it is with any open form and its typing; signed in again, the admin
 * retries what failed; signed in as someone else, the app reloads on their landing. A deactivated
 * or deleted account cannot save anything: the dialog shows what the open form held, to copy.
 */
export function SessionKeeper({
  admin,
  timing,
  timingReceivedAt,
  onSignOut,
  activeAt = 0,
  reload = browserReload,
}: SessionKeeperProps) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  // A few seconds in, when the first screen has its data, not while it is still loading.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      SessionWarningDialog.preload();
      SessionSignInDialog.preload();
      AccountClosedDialog.preload();
      preloadInteractiveParts();
    }, 3_000);
    return () => window.clearTimeout(timer);
  }, []);
  const [clock, setClock] = useState<SessionClock | null>(null);
  const [phase, setPhase] = useState<Phase>('active');
  const [end, setEnd] = useState<SessionEnd>('token_expired');
  const [draft, setDraft] = useState<DraftField[]>([]);
  const clockRef = useRef<SessionClock | null>(null);
  const phaseRef = useRef<Phase>('active');
  const endRef = useRef<SessionEnd>('token_expired');
  const lastActivityAt = useRef(activeAt);
  const renewing = useRef(false);
  // The token this page last sent: when another tab removes it, the server says why it went.
  const knownToken = useRef(readStoredValue('adminToken'));
  clockRef.current = clock;
  phaseRef.current = phase;

  const changePhase = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  /**
   * The session ended, for the reason given. The first reason stays while the admin signs in
   * again, unless a later one says the account itself is gone: then nothing here can be saved,
   * and what the open forms hold is kept aside for the admin to copy.
   */
  const endSession = useCallback(
    (next: SessionEnd) => {
      const isFinal = !SESSION_END_NOTICES[next].canSignInAgain;
      if (phaseRef.current === 'expired' && (!isFinal || !SESSION_END_NOTICES[endRef.current].canSignInAgain))
        return;
      if (isFinal) setDraft(draftOfOpenForms(document, '[data-session-sign-in]'));
      endRef.current = next;
      setEnd(next);
      changePhase('expired');
    },
    [changePhase],
  );

  /**
   * Takes a newer expiry: a me answer about an older token (a slow one) never moves it back. A
   * renewal, a sign-in or the token another tab stored replaces it whatever it said.
   */
  const adoptClock = useCallback((next: SessionClock, { replace = false } = {}) => {
    const current = clockRef.current;
    if (!replace && current && current.expiresAt >= next.expiresAt) return;
    clockRef.current = next;
    setClock(next);
  }, []);

  useEffect(() => {
    if (timing) adoptClock(sessionClockFrom(timing, timingReceivedAt));
  }, [timing, timingReceivedAt, adoptClock]);

  const renew = useCallback(async () => {
    if (renewing.current) return;
    renewing.current = true;
    try {
      const { data } = await client.POST('/admin/auth/refresh');
      // A refused renewal is handled by the client's session middleware (an ended session opens
      // the dialog through onSessionEnded); a network failure waits for the next activity.
      if (!data) return;
      storeAdminSession(data.token, readStoredAdmin() ?? admin);
      adoptClock(sessionClockFrom(data, Date.now()), { replace: true });
      if (phaseRef.current === 'warning') changePhase('active');
    } catch {
      // Unreachable server: the warning still comes, and "Stay signed in" tries again.
    } finally {
      renewing.current = false;
    }
  }, [client, admin, adoptClock, changePhase]);

  const noteActivity = useCallback(() => {
    const now = Date.now();
    lastActivityAt.current = now;
    const current = clockRef.current;
    // Once the warning is open only its buttons decide; an expired token cannot be renewed.
    if (phaseRef.current !== 'active' || !current) return;
    if (now >= renewableFrom(current) && now < current.expiresAt) void renew();
  }, [renew]);

  // Requests are activity; an expired token on this page is taken over when a session is known
  // here (after a fresh load with a stale token there is nothing to keep: the client middleware
  // goes to the sign-in page, which brings the admin back to this URL).
  useEffect(
    () =>
      setSessionListener({
        onRequest(apiPath) {
          knownToken.current = readStoredValue('adminToken') ?? knownToken.current;
          if (!SESSION_API_PATHS.includes(apiPath)) noteActivity();
        },
        onSessionEnded(code) {
          if (!clockRef.current) return false;
          endSession(sessionEndOf(code));
          return true;
        },
      }),
    [noteActivity, endSession],
  );

  /**
   * The token was seen to end without an answer saying why (the clock ran out, another tab
   * removed it): ask the server about it. A refusal reaches onSessionEnded through the client's
   * session middleware, with the reason (an active admin's session reaching its time limit is not
   * an idle expiry); a token still valid by the server's clock carries on; no answer at all leaves
   * `fallback` as the reason.
   */
  const learnWhyEnded = useCallback(
    async (token: string | null, fallback: SessionEnd) => {
      if (!token) {
        endSession(fallback);
        return;
      }
      try {
        const receivedAt = Date.now();
        const { data, response } = await client.GET('/admin/auth/me', {
          headers: { Authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(WHY_TIMEOUT_MS),
        });
        if (data && readStoredValue('adminToken') === token) {
          // Still valid by the server's clock: carry on, asking again a second later at the soonest.
          adoptClock(sessionClockFrom({ ...data, expiresIn: Math.max(1, data.expiresIn) }, receivedAt), {
            replace: true,
          });
          return;
        }
        // Valid, yet no longer stored here: signed out in another tab without reaching the server.
        if (data || (response.status !== 401 && response.status !== 403)) endSession(fallback);
      } catch {
        endSession(fallback);
      }
    },
    [client, adoptClock, endSession],
  );

  // Another tab of this browser renewed the session or signed in again: take its token's expiry
  // (asking the server about the stored token), so this tab neither warns nor asks for the
  // password for nothing; another account signed in there reloads this tab on their landing.
  useEffect(() => {
    const onStorage = async (event: StorageEvent) => {
      if (event.key !== 'adminToken') return;
      if (!event.newValue) {
        // Another tab signed out (or its session ended): this page's session went with it.
        if (phaseRef.current !== 'expired' && clockRef.current)
          void learnWhyEnded(knownToken.current, 'session_signed_out');
        return;
      }
      const receivedAt = Date.now();
      const { data } = await client.GET('/admin/auth/me');
      if (!data) return;
      if (data.admin.id !== admin.id) {
        reload(landingPathFor(data.admin.permissions));
        return;
      }
      // The answer is about the token just stored, the newest there is.
      adoptClock(sessionClockFrom(data, receivedAt), { replace: true });
      if (phaseRef.current !== 'active') changePhase('active');
    };
    const listener = (event: StorageEvent) => void onStorage(event);
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [client, admin.id, reload, adoptClock, changePhase, learnWhyEnded]);

  useEffect(() => {
    const listener = () => noteActivity();
    for (const type of USER_INPUT_EVENTS) document.addEventListener(type, listener, { capture: true });
    return () => {
      for (const type of USER_INPUT_EVENTS) document.removeEventListener(type, listener, { capture: true });
    };
  }, [noteActivity]);

  useEffect(() => {
    if (!clock || phase === 'expired') return;
    const now = Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (time: number, run: () => void) => timers.push(setTimeout(run, Math.max(0, time - now)));
    if (phase === 'active') {
      // Activity in the first half of the token's life renews it as soon as renewal is due.
      at(renewableFrom(clock), () => {
        if (lastActivityAt.current > issuedAt(clock)) void renew();
      });
      at(warningAt(clock), () => changePhase('warning'));
    }
    at(clock.expiresAt, () => void learnWhyEnded(readStoredValue('adminToken'), 'token_expired'));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [clock, phase, renew, changePhase, learnWhyEnded]);

  /**
   * Signs in again; the next step when the password alone does not: a code of the admin's
   * authenticator app, or a new password after another admin reset theirs.
   */
  async function signIn(credentials: Credentials): Promise<NextSignInStep | undefined> {
    try {
      return continueSignIn(unwrap(await client.POST('/admin/auth/login', { body: credentials })));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'password_change_required')
        return { newPasswordAfter: credentials };
      throw error;
    }
  }

  async function setNewPassword(credentials: Credentials, newPassword: string) {
    return continueSignIn(
      unwrap(await client.POST('/admin/auth/login', { body: { ...credentials, new_password: newPassword } })),
    );
  }

  function continueSignIn(answer: SignInAnswer): NextSignInStep | undefined {
    if (!('ticket' in answer)) {
      adoptSignIn(answer);
      return undefined;
    }
    if (answer.second_factor === 'code') return { ticket: answer.ticket };
    // The organisation turned on requireTwoFactor meanwhile and this admin has no second factor:
    // enrolling is the sign-in page's, which brings them back here afterwards. The stored session
    // goes, or that page would send them straight back.
    clearSession();
    const from = `${window.location.pathname}${window.location.search}`;
    reload(`${ADMIN_LOGIN_PATH}?${new URLSearchParams({ from })}`);
    return undefined;
  }

  async function secondStep(ticket: string, answer: SecondStepAnswer) {
    adoptSignIn(unwrap(await client.POST('/admin/auth/login/two-factor', { body: { ticket, ...answer } })));
  }

  function adoptSignIn(signedIn: components['schemas']['AdminSignedIn']) {
    storeAdminSession(signedIn.token, signedIn.admin);
    if (signedIn.admin.id !== admin.id) {
      // Another account: nothing on this page is theirs to keep.
      reload(landingPathFor(signedIn.admin.permissions));
      return;
    }
    adoptClock(sessionClockFrom(signedIn, Date.now()), { replace: true });
    changePhase('active');
    // Reads that failed while signed out load again; a failed save waits for the admin to retry.
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }

  if (!clock) return null;
  if (phase === 'warning')
    return (
      <SessionWarningDialog expiresAt={clock.expiresAt} onStay={() => void renew()} onSignOut={onSignOut} />
    );
  if (phase === 'expired' && !SESSION_END_NOTICES[end].canSignInAgain)
    return (
      <AccountClosedDialog
        notice={SESSION_END_NOTICES[end]}
        draft={draft}
        onLeave={() => {
          // The token is dead: nothing to sign out on the server. The sign-in page says why again.
          clearSession();
          reload(`${ADMIN_LOGIN_PATH}?${new URLSearchParams({ reason: end })}`);
        }}
      />
    );
  if (phase === 'expired')
    return (
      <SessionSignInDialog
        email={admin.email}
        end={end}
        onSignIn={signIn}
        onSetNewPassword={setNewPassword}
        onSecondStep={secondStep}
        onSignOut={onSignOut}
      />
    );
  return null;
}
