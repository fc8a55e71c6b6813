import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportClientError } from './lib/logger/client-error-report.ts';

/**
 * Hydrate after the browser has painted the server HTML once: on slow phones the page is
 * visible (and its LCP image painted) before hydration's long task starts.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter onError={(error, info) => reportClientError(error, info.location)} />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
