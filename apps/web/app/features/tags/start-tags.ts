import { APP_EVENTS, onAppEvent } from '../../lib/app-events.ts';
import { whenGranted } from '../../lib/consent/consent.ts';
import type { PublicThirdParty } from '../../lib/public-site.ts';
import type * as TagRuntime from './tag-runtime.ts';

type Report = (error: unknown, context: string) => void;

/**
 * Starts the site's third-party tags (spec/shell.md section 7). Only this is in the first-load
 * bundle: the plan and the loaders (tag-runtime.ts) are a chunk fetched with the first grant of
 * a category any tag needs; before that nothing of a vendor, nor of the tags' code, is loaded.
 * Call after the consent has started (lib/consent), so the data layer's default is first.
 */
export function startTags(settings: PublicThirdParty, search: string, report: Report): () => void {
  let runtime: Promise<typeof TagRuntime> | undefined;
  const start = () => {
    runtime ??= import('./tag-runtime.ts');
    runtime.then(({ runTags }) => runTags(settings, search, report)).catch((error: unknown) => report(error, 'tags'));
  };
  const cancels = [whenGranted('tracking', start), whenGranted('targeting', start)];
  const stopEvents = onAppEvent(APP_EVENTS.track, (detail) => {
    runtime?.then(({ sendPixelEvent }) => sendPixelEvent(settings, detail)).catch((error: unknown) => report(error, 'tag event'));
  });
  return () => {
    for (const cancel of cancels) cancel();
    stopEvents();
  };
}
