/**
 * The shape of the message catalogue: the en-GB files, which every other locale mirrors.
 * Type-only imports: the client never bundles message files, it gets them from loaders.
 */
import type errors from '../../../messages/en-GB/errors.json';
import type frame from '../../../messages/en-GB/frame.json';
import type routes from '../../../messages/en-GB/routes.json';

export interface Messages {
  errors: typeof errors;
  frame: typeof frame;
  routes: typeof routes;
}

export type MessageArea = keyof Messages;

/** Areas every page needs (the frame and error views); pages add their own. */
export const FRAME_AREAS = ['frame', 'routes', 'errors'] as const satisfies readonly MessageArea[];

declare module 'use-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
