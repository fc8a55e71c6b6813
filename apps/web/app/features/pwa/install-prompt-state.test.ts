import { describe, expect, it } from 'vitest';
import { nextInstallPromptState } from './install-prompt-state.ts';

describe('install prompt', () => {
  it('stays hidden until the browser offers install', () => {
    expect(nextInstallPromptState('hidden', 'close')).toBe('hidden');
    expect(nextInstallPromptState('hidden', 'offer')).toBe('offered');
  });
  it('hides for the session once closed, even if offered again', () => {
    expect(nextInstallPromptState('offered', 'close')).toBe('dismissed');
    expect(nextInstallPromptState('dismissed', 'offer')).toBe('dismissed');
  });
  it('clears once accepted', () => {
    expect(nextInstallPromptState('offered', 'accepted')).toBe('installed');
    expect(nextInstallPromptState('installed', 'offer')).toBe('installed');
  });
});
