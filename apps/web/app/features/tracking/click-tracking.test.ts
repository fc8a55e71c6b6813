// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clickTrackEvent } from './click-tracking.ts';

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe('clickTrackEvent', () => {
  it.each([
    ['<a data-play="real" href="/p/"><span id="t">Play</span></a>', '#t', { target: 'play', kind: 'real' }],
    ['<a data-play="demo" href="/p/">Demo</a>', 'a', { target: 'play', kind: 'demo' }],
    ['<a data-play-link href="/p/">Play now</a>', 'a', { target: 'platform' }],
    ['<a href="#account/register"><b id="t">Join</b></a>', '#t', { target: 'account', mode: 'register' }],
    ['<a href="#account/login">Log in</a>', 'a', { target: 'account', mode: 'login' }],
  ])('%s is a journey click', (html, selector, data) => {
    expect(clickTrackEvent(element(html, selector))).toEqual({ group: 'journey', event: 'click', data });
  });

  it.each([
    ['<a href="/slots/">Slots</a>', 'a'],
    ['<a href="#feedback">Feedback</a>', 'a'],
    ['<button>Menu</button>', 'button'],
  ])('%s is not tracked', (html, selector) => {
    expect(clickTrackEvent(element(html, selector))).toBeNull();
  });

  it('ignores targets that are not elements', () => {
    expect(clickTrackEvent(null)).toBeNull();
    expect(clickTrackEvent(window)).toBeNull();
  });
});
