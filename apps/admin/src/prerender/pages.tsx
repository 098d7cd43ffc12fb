/**
 * The build's server-side entry (see prerenderPlugin.ts): what each prerendered page shows before
 * the app's code has arrived, drawn by the app's own components so that it matches, node for node
 * and pixel for pixel, what the app then renders in its place.
 */
import { ADMIN_LOGIN_PATH } from '@aac/api-client';
import type { SessionStorageKey } from '@aac/domain';
import { AppShell, darkTheme, lightTheme } from '@aac/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { ADMIN_SIGN_IN } from '../app/auth/AdminLoginPage';
import { SignInForm } from '../app/auth/SignInForm';
import { COLOUR_MODE_STORAGE_KEY } from '../app/colourMode';
import { SCREENS } from '../app/screens';
import { documentTitleFor, PRODUCT_NAME } from '../kit/documentTitle';
import { ScreenPageLayout } from '../kit/ScreenPage';
import type { BootOptions } from './boot';

export { boot } from './boot';

export interface PrerenderedPage {
  /** The address it stands for, e.g. /admin/users. */
  path: string;
  /** Its document title. */
  title: string;
  /** The markup inside #root. */
  markup: string;
  /** 'admin' pages draw the signed-in frame (whose stylesheet comes with the frame's chunk). */
  audience: BootOptions['audience'];
}

export const bootSettings: Pick<BootOptions, 'themeClass' | 'colourModeKey' | 'tokenKey'> = {
  themeClass: { light: lightTheme, dark: darkTheme },
  colourModeKey: COLOUR_MODE_STORAGE_KEY,
  tokenKey: 'adminToken' satisfies SessionStorageKey,
};

/**
 * The sign-in form as it first renders, and every built screen's frame and header. The frame's
 * navigation and account are left empty: they depend on who is signed in, and fill in when the
 * app renders, beside what is already there (nothing moves).
 */
export function prerenderedPages(): PrerenderedPage[] {
  const signIn: PrerenderedPage = {
    path: ADMIN_LOGIN_PATH,
    title: documentTitleFor('Sign in'),
    // Read-only as well as inert: what is typed before the app takes over would be lost with the
    // view, so nothing can be (and a test driver waits for the app's own, editable fields).
    markup: renderToStaticMarkup(
      <SignInForm title={ADMIN_SIGN_IN.title} subtitle={ADMIN_SIGN_IN.subtitle} onSignIn={async () => {}} />,
    ).replace(/<input /g, '<input readonly="" '),
    audience: 'visitor',
  };
  const screens = SCREENS.map(
    (screen): PrerenderedPage => ({
      path: screen.path,
      title: documentTitleFor(screen.title),
      markup: renderToStaticMarkup(
        <AppShell productName={PRODUCT_NAME} navigation={[]} currentPath={screen.path}>
          <ScreenPageLayout title={screen.title} description={screen.description}>
            {null}
          </ScreenPageLayout>
        </AppShell>,
      ),
      audience: 'admin',
    }),
  );
  return [signIn, ...screens];
}
