import { Banner, PlainButton } from '@aac/ui';
import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorPage } from './RouteError.css';

/**
 * Shown in place of a screen that could not be opened: a screen outside the admin's permissions
 * (403, the admin stays signed in), or a route whose code failed to load (an outage, or a chunk
 * gone after a new deployment). Inside the shell, so the navigation stays; never an asset URL.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className={errorPage}>
        <Banner tone="critical" title="No access">
          {typeof error.data === 'string' ? error.data : "You don't have access to this page."}
        </Banner>
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
