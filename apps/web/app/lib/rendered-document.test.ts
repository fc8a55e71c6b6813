import { describe, expect, it } from 'vitest';
import { documentResponse, renderedHtml } from './rendered-document.ts';

describe('rendered documents', () => {
  it('gives back the HTML a document response was made with, and its body holds the same', async () => {
    const response = documentResponse('<!DOCTYPE html><p>é</p>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    expect(renderedHtml(response)).toBe('<!DOCTYPE html><p>é</p>');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<!DOCTYPE html><p>é</p>');
  });

  it('knows no other response: those are read from their body', () => {
    expect(renderedHtml(new Response('<p>other</p>'))).toBeNull();
  });
});
