import { describe, expect, it } from 'vitest';
import { documentResponse, renderedBytes } from './rendered-document.ts';

describe('rendered documents', () => {
  it('keep their bytes, encoded once, beside a Response with their status and headers and no body stream', () => {
    const response = documentResponse('<!DOCTYPE html><p>é</p>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    expect(Buffer.from(renderedBytes(response)!).toString('utf8')).toBe('<!DOCTYPE html><p>é</p>');
    expect(renderedBytes(response)).toHaveLength(24);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.body).toBeNull();
  });

  it('takes bytes already encoded as they are', () => {
    const bytes = Buffer.from('<p>x</p>');
    expect(renderedBytes(documentResponse(bytes, {}))).toBe(bytes);
  });

  it('knows no other response: those carry their body', () => {
    expect(renderedBytes(new Response('<p>other</p>'))).toBeNull();
  });
});
