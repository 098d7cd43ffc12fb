import { Banner } from '@aac/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorPage } from './RouteError.css';

/** Shown when a route fails to load (for instance a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div className={errorPage}>
      <Banner tone="critical">This page could not be loaded: {reason}. Reload the page to try again.</Banner>
    </div>
  );
}
