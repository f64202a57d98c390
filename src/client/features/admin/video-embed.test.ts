import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it('turns YouTube addresses into the no-cookie player', () => {
    const want = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe(want);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(want);
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(want);
    expect(videoEmbedUrl(' https://www.youtube.com/shorts/dQw4w9WgXcQ ')).toBe(want);
  });

  it('turns Vimeo addresses into its player', () => {
    expect(videoEmbedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456');
    expect(videoEmbedUrl('https://player.vimeo.com/video/123456')).toBe(
      'https://player.vimeo.com/video/123456',
    );
  });

  it('refuses every other host and scheme', () => {
    expect(videoEmbedUrl('https://evil.example/embed/abc')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('http://www.youtube-nocookie.com.evil.example/embed/x')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
