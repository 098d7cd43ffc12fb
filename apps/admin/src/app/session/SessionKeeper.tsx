import {
  ADMIN_LOGIN_PATH,
  clearSession,
  type components,
  readStoredAdmin,
  setSessionListener,
  storeAdminSession,
  unwrap,
  useApi,
} from '@aac/api-client';
import { preloadInteractiveParts } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyDialog } from '../../kit/lazyDialog';
import type { SignedInAdmin } from '../auth/adminSession';
import type { SecondStepAnswer } from '../auth/twoFactor/SecondStep';
import { landingPathFor } from '../screens';
import {
  issuedAt,
  renewableFrom,
  SESSION_API_PATHS,
  type SessionClock,
  type SessionTiming,
  sessionClockFrom,
  warningAt,
} from './sessionClock';

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

const USER_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

function browserReload(path: string) {
  window.location.assign(path);
}

/**
 * Keeps a sliding session (DESIGN.md: `sessionTimeout` is an idle limit). Activity, meaning any
 * API request or the admin's pointer and keyboard input, renews the token once it is past half its
 * life; with no activity a dialog offers to stay signed in a minute before expiry; and when the
 * token does expire (by the clock, or a request answered 401 `token_expired`), a sign-in dialog
 * opens over the page, which stays as it is with any open form and its typing. Signed in again,
 * the admin retries what failed; signed in as someone else, the app reloads on their landing.
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
      preloadInteractiveParts();
    }, 3_000);
    return () => window.clearTimeout(timer);
  }, []);
  const [clock, setClock] = useState<SessionClock | null>(null);
  const [phase, setPhase] = useState<Phase>('active');
  const clockRef = useRef<SessionClock | null>(null);
  const phaseRef = useRef<Phase>('active');
  const lastActivityAt = useRef(activeAt);
  const renewing = useRef(false);
  clockRef.current = clock;
  phaseRef.current = phase;

  const changePhase = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

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
      // A refused renewal is handled by the client's session middleware (an expired token opens
      // the sign-in dialog through onTokenExpired); a network failure waits for the next activity.
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
          if (!SESSION_API_PATHS.includes(apiPath)) noteActivity();
        },
        onTokenExpired() {
          if (!clockRef.current) return false;
          changePhase('expired');
          return true;
        },
      }),
    [noteActivity, changePhase],
  );

  // Another tab of this browser renewed the session or signed in again: take its token's expiry
  // (asking the server about the stored token), so this tab neither warns nor asks for the
  // password for nothing; another account signed in there reloads this tab on their landing.
  useEffect(() => {
    const onStorage = async (event: StorageEvent) => {
      if (event.key !== 'adminToken' || !event.newValue) return;
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
  }, [client, admin.id, reload, adoptClock, changePhase]);

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
    at(clock.expiresAt, () => changePhase('expired'));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [clock, phase, renew, changePhase]);

  /** Signs in again; a ticket when the admin's authenticator app must give a code next. */
  async function signIn(credentials: { email: string; password: string }) {
    const answer = unwrap(await client.POST('/admin/auth/login', { body: credentials }));
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
  if (phase === 'expired')
    return (
      <SessionSignInDialog
        email={admin.email}
        onSignIn={signIn}
        onSecondStep={secondStep}
        onSignOut={onSignOut}
      />
    );
  return null;
}
