import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { SCROLL_TO_TOP, scrollPositionAt } from '../lib/scroll-to-top.ts';
import styles from './back-to-top.module.css';
import { ArrowUpIcon } from '../ui/icons.tsx';

/** Appears after 200 px of scrolling; scrolls up in 250 ms, easeOutCubic (instantly with reduced motion). */
export function BackToTop() {
  const t = useTranslations('frame');
  const [visible, setVisible] = useState(false);
  const animation = useRef(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TO_TOP.showAfterPx);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      cancelAnimationFrame(animation.current);
    };
  }, []);

  const scrollUp = () => {
    cancelAnimationFrame(animation.current);
    const from = window.scrollY;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      window.scrollTo(0, scrollPositionAt(from, elapsed));
      if (elapsed < SCROLL_TO_TOP.durationMs) animation.current = requestAnimationFrame(step);
    };
    animation.current = requestAnimationFrame(step);
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible || undefined}
      aria-label={t('backToTop')}
      onClick={scrollUp}
      style={{ right: SCROLL_TO_TOP.rightPx, ['--bottom' as string]: `${SCROLL_TO_TOP.bottomPx}px` }}
    >
      <ArrowUpIcon />
    </button>
  );
}
