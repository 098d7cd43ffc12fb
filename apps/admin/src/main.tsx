import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import './prerender/prerender.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from './app/App';
import { applyColourMode } from './app/colourMode';

applyColourMode();

// Without it createRoot says "Target container is not a DOM element".
const container = document.getElementById('root') as HTMLElement;

/** Ends the prerendered view's inert state in the commit that replaces it, before that paints. */
function TakeOver() {
  useLayoutEffect(() => container.removeAttribute('inert'), []);
  return null;
}

// A prerendered page (src/prerender) already shows the frame and header: the app renders once its
// route's code and loaders are in, so that its first commit replaces that view with the whole page
// in one frame, never with an empty frame. Until then the view is inert. As a transition, that
// first render yields to the browser every few milliseconds instead of being one long task.
whenRouterReady(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <TakeOver />
      </StrictMode>,
    ),
  );
});
