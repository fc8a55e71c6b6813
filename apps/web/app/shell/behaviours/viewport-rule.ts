import { viewportContent } from '../../lib/viewport.ts';

/** Applies the landscape-phone viewport rule, re-evaluated on orientation change. */
export function startViewportRule(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) return;
  const touch = window.matchMedia('(pointer: coarse)');
  const landscape = window.matchMedia('(orientation: landscape)');
  const apply = () => {
    const content = viewportContent({ touch: touch.matches, landscape: landscape.matches, availHeight: window.screen.availHeight });
    if (meta.content !== content) meta.content = content;
  };
  apply();
  landscape.addEventListener('change', apply);
  window.addEventListener('orientationchange', apply);
}
