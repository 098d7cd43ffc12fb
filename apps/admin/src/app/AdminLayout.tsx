import { ADMIN_LOGIN_PATH, clearSession, readStoredValue, storeAdminSession, useApi } from '@aac/api-client';
import {
  AppShell,
  Button,
  LinkRouter,
  lazyPart,
  type NavigationItem,
  ThemeSwitch,
  ToastProvider,
} from '@aac/ui';
import { LogOut } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { CreatedRowsProvider } from '../kit/change/createdRows';
import { PRODUCT_NAME } from '../kit/documentTitle';
import { useScreen } from '../kit/screenMeta';
import { adminDisplayName, hasPermission, type SignedInAdmin } from '../kit/session/adminSession';
import * as styles from './AdminLayout.css';
import { type AccountChoice, AccountMenu } from './account/AccountMenu';
import { useColourMode } from './colourMode';
import { NAV_ICONS } from './navIcons';
import { SCREENS } from './screens';

// The session's clock, renewal and dialogs load a second after the frame has rendered, when the
// first screen has what it needs: until then a refused token goes to the sign-in page, as it does
// on any fresh load, and nothing is due to renew in the first seconds of a session.
const SessionKeeper = lazyPart(() =>
  import('./session/SessionKeeper').then((module) => module.SessionKeeper),
);
const SESSION_KEEPER_DELAY_MS = 1_000;
// Loaded by the press that opens them.
const ChangePasswordDialog = lazyPart(() =>
  import('./account/ChangePasswordDialog').then((module) => module.ChangePasswordDialog),
);
const TwoFactorDialog = lazyPart(() =>
  import('./account/TwoFactorDialog').then((module) => module.TwoFactorDialog),
);

/**
 * The signed-in frame of every admin screen: navigation to the screens this admin may open, the
 * admin's own account menu (Change password, Two-factor authentication), sign-out, the remembered light/dark switch, and the sliding session (renewal,
 * the warning before an idle expiry, sign-in again in place).
 */
export function AdminLayout() {
  const { admin: storedAdmin } = useLoaderData() as { admin: SignedInAdmin };
  const { $api, client } = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const currentScreen = useScreen();
  const [colourMode, setColourMode] = useColourMode();
  // Opening the frame is activity, as the first screen's requests are.
  const [shownAt] = useState(() => Date.now());
  const [isSessionKeeperDue, setSessionKeeperDue] = useState(false);
  const [accountDialog, setAccountDialog] = useState<Exclude<AccountChoice, 'signOut'> | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSessionKeeperDue(true), SESSION_KEEPER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Ask the server who is signed in on every visit: an expired or revoked token ends the session
  // here (the client middleware clears it and goes to /admin/login), and a changed role shows at once.
  const me = $api.useQuery('get', '/admin/auth/me', {}, { staleTime: 60_000 });
  const admin = me.data?.admin ?? storedAdmin;
  useEffect(() => {
    const token = readStoredValue('adminToken');
    if (me.data?.admin && token) storeAdminSession(token, me.data.admin);
  }, [me.data]);

  const navigation = useMemo<NavigationItem[]>(
    () =>
      SCREENS.filter((screen) => hasPermission(admin, screen.permission)).map((screen) => {
        const Icon = NAV_ICONS[screen.icon];
        return { href: screen.path, label: screen.title, group: screen.group, icon: <Icon /> };
      }),
    [admin],
  );

  async function signOut() {
    // The server revokes the token; the session ends on this device whatever it answers.
    await client.POST('/admin/auth/logout').catch(() => undefined);
    clearSession();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }

  // Only signed-in screens toast, so the toast queue and its region load with the shell, not
  // with the sign-in page.
  return (
    <ToastProvider>
      <AppShell
        productName={PRODUCT_NAME}
        navigation={navigation}
        currentPath={location.pathname}
        renderLink={({ href, children, ...props }) => (
          <Link to={href} {...props}>
            {children}
          </Link>
        )}
        headerActions={<ThemeSwitch mode={colourMode} onChange={setColourMode} />}
        account={
          <div className={styles.account}>
            {/* The admin's own account: who is signed in opens the menu of Change password and
                Two-factor authentication. Drawn as the name was, so every screen's picture on a
                wider window stays as it was. */}
            <AccountMenu
              name={adminDisplayName(admin)}
              email={admin.email}
              onChoose={(choice) => (choice === 'signOut' ? void signOut() : setAccountDialog(choice))}
              onPreload={() => {
                void ChangePasswordDialog.preload();
                void TwoFactorDialog.preload();
              }}
            />
            <span className={styles.signOut}>
              <Button variant="ghost" tone="neutral" size="small" icon={<LogOut />} onPress={signOut}>
                Sign out
              </Button>
            </span>
          </div>
        }
      >
        {/* A row menu's History and the screens' other links move within the app, as the navigation does. */}
        <LinkRouter navigate={(path) => navigate(path)}>
          <CreatedRowsProvider scope={currentScreen?.path}>
            <Outlet />
          </CreatedRowsProvider>
        </LinkRouter>
        {accountDialog === 'changePassword' ? (
          <ChangePasswordDialog onClose={() => setAccountDialog(null)} />
        ) : null}
        {accountDialog === 'twoFactor' ? <TwoFactorDialog onClose={() => setAccountDialog(null)} /> : null}
        {isSessionKeeperDue ? (
          <SessionKeeper
            admin={admin}
            timing={me.data}
            timingReceivedAt={me.dataUpdatedAt}
            onSignOut={() => void signOut()}
            activeAt={shownAt}
          />
        ) : null}
      </AppShell>
    </ToastProvider>
  );
}
