/** Install prompt (spec/catalogue.md section 4): hidden until offered; closing hides it for the session; accepting clears it. */
export type InstallPromptState = 'hidden' | 'offered' | 'dismissed' | 'installed';
export type InstallPromptEvent = 'offer' | 'close' | 'accepted' | 'declined';

export function nextInstallPromptState(state: InstallPromptState, event: InstallPromptEvent): InstallPromptState {
  switch (event) {
    case 'offer':
      return state === 'hidden' ? 'offered' : state;
    case 'close':
      return state === 'offered' ? 'dismissed' : state;
    case 'accepted':
      return 'installed';
    case 'declined':
      return state === 'offered' ? 'dismissed' : state;
  }
}
