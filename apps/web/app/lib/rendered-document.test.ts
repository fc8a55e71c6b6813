import { describe, expect, it } from 'vitest';
import { documentResponse, renderedBytes, renderedDocument } from './rendered-document.ts';

describe('rendered documents', () => {
  it('gives back the bytes a document response was made with, and its body holds the same', async () => {
    const response = documentResponse('<!DOCTYPE html><p>é</p>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    expect(Buffer.from(renderedBytes(response)!).toString('utf8')).toBe('<!DOCTYPE html><p>é</p>');
    expect(renderedBytes(response)).toHaveLength(24);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<!DOCTYPE html><p>é</p>');
  });

  it('takes bytes already encoded as they are', () => {
    const bytes = Buffer.from('<p>x</p>');
    expect(renderedBytes(documentResponse(bytes, {}))).toBe(bytes);
  });

  it('hands a rendered document on as bytes beside a Response without a body stream', () => {
    const response = renderedDocument('<p>é</p>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    expect(response.body).toBeNull();
    expect(Buffer.from(renderedBytes(response)!).toString('utf8')).toBe('<p>é</p>');
  });

  it('knows no other response: those are read from their body', () => {
    expect(renderedBytes(new Response('<p>other</p>'))).toBeNull();
  });
});
