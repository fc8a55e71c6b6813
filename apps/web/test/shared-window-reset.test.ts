// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { setWindowAddress, trackSharedWindow } from './shared-window-reset.ts';

it('takes back what a file added to the shared window: listeners, globals, the document and the address', () => {
  const before = vi.fn();
  window.addEventListener('app:test', before);
  const reset = trackSharedWindow();
  const onWindow = vi.fn();
  const onDocument = vi.fn();
  window.addEventListener('app:test', onWindow);
  document.addEventListener('app:test', onDocument);
  (globalThis as Record<string, unknown>).leftOver = [1];
  document.documentElement.setAttribute('data-account-widget', 'ready');
  document.head.innerHTML = '<meta name="left" content="over">';
  document.body.innerHTML = '<p>left</p>';
  const address = location.href;
  setWindowAddress('https://play.example/games/x/');
  reset();
  window.dispatchEvent(new Event('app:test'));
  document.dispatchEvent(new Event('app:test'));
  expect(onWindow).not.toHaveBeenCalled();
  expect(onDocument).not.toHaveBeenCalled();
  expect(before).toHaveBeenCalledOnce();
  expect('leftOver' in globalThis).toBe(false);
  expect(document.documentElement.getAttributeNames()).toEqual([]);
  expect(document.head.childNodes).toHaveLength(0);
  expect(document.body.childNodes).toHaveLength(0);
  expect(location.href).toBe(address);
  window.removeEventListener('app:test', before);
});
