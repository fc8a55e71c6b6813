import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The element an island lives in: `display: contents`, so it adds no box to the layout. */
export const ISLAND_TAG = 'mc-island';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's intrinsic elements are declared in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'mc-island': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-island': string; 'data-id': string; 'data-props': string };
    }
  }
}
