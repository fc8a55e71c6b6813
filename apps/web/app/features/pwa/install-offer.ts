export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;

/**
 * The browser offers install early, often before the install bar could listen: the page keeps
 * the offer from its first moment (the browser's own mini-bar is held back) until the install
 * bar takes it.
 */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    window.dispatchEvent(new CustomEvent(INSTALL_OFFERED));
  });
}

/** Dispatched on window each time the browser offers install (for an install prompt already on screen). */
export const INSTALL_OFFERED = 'mc:install-offered';

/** The offer, once: whoever takes it may call prompt() on it. */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const taken = offer;
  offer = null;
  return taken;
}
