/**
 * The operator endpoints of the web app and the platform (deploy/README.md, "Health, readiness
 * and metrics"). Kubernetes probes, the Varnish probe and the scrape configuration name these:
 * a change here is a change to every deployment.
 */

/** Liveness: the process serves HTTP. Answered before any site resolution, for any Host, never cached. */
export const HEALTH_PATH = '/healthz';
/** Readiness: the process can serve pages now (its dependencies answer); 503 while it drains before exit. */
export const READY_PATH = '/readyz';
/** Where each metrics listener answers (Prometheus text format). */
export const METRICS_PATH = '/metrics';
/** The web app's metrics listener (`METRICS_PORT`): the OpenTelemetry/Prometheus exporter's customary port. */
export const DEFAULT_METRICS_PORT = 9464;
/** The platform's metrics listener (`PLATFORM_METRICS_PORT`): the next port, so both run on one machine. */
export const DEFAULT_PLATFORM_METRICS_PORT = 9465;
/** Metrics stay on loopback unless the operator opens them (`METRICS_HOST`): they are for the scraper, not visitors. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';
/** The header a request id travels in: from a front (nginx's `$request_id`) to the web app, from the web app to the platform. */
export const REQUEST_ID_HEADER = 'x-request-id';
