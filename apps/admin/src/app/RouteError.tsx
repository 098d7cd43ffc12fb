import { Banner, PlainButton } from '@aac/ui';
import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { hasPermission, signedInAdmin } from '../kit/session/adminSession';
import { errorPage, firstScreenLink } from './RouteError.css';
import { landingPathFor, SCREENS, screenAt } from './screens';

/**
 * Shown in place of a screen that could not be opened: a screen outside the admin's permissions
 * (403, the admin stays signed in), or a route whose code failed to load (an outage, or a chunk
 * gone after a new deployment). Inside the shell, so the navigation stays; never an asset URL.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const admin = signedInAdmin();
    const first = screenAt(landingPathFor(admin?.permissions ?? []));
    // Who can open the door: the screen where roles are given their permissions.
    const roles = SCREENS.find((screen) => screen.path === '/admin/roles');
    const canGrant = roles !== undefined && hasPermission(admin, roles.permission);
    return (
      <div className={errorPage}>
        <Banner tone="critical" title="No access">
          {typeof error.data === 'string' ? error.data : "You don't have access to this page."}{' '}
          <span>
            {canGrant
              ? 'Your role does not include it: give it the permission under Roles & Permissions.'
              : 'Your role does not include it. A super admin can give your role access under Roles & Permissions.'}
          </span>
        </Banner>
        {first && first.path !== window.location.pathname ? (
          <Link className={firstScreenLink} to={first.path}>
            Go to {first.title}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className={errorPage}>
      <Banner
        tone="critical"
        title="This page could not be loaded"
        action={
          // Plain: this page is part of the app's first bundle, which loads no react-aria.
          <PlainButton
            variant="solid"
            tone="neutral"
            size="small"
            icon={<RotateCw size={16} />}
            onClick={() => window.location.reload()}
          >
            Retry
          </PlainButton>
        }
      >
        The server could not be reached, or a new version of the app was published. Retry to load it again.
      </Banner>
    </div>
  );
}
