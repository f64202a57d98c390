import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectFormat', () => {
  it('knows the four types by their signatures', () => {
    expect(detectFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectFormat(bytes('GIF87a'))).toBe('gif');
    expect(detectFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFormat(bytes('<!doctype html><html>'))).toBeNull();
    expect(detectFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(detectFormat(bytes('BM'))).toBeNull();
    expect(detectFormat(bytes([0x89], 'PN'))).toBeNull();
    expect(detectFormat(new Uint8Array())).toBeNull();
  });
});
