import { describe, expect, it } from 'vitest';
import { contrastRatio, mixHex, normalHex, ratioText, relativeLuminance } from './contrast.ts';

describe('WCAG 2.x contrast', () => {
  it('gives the ratios the standard and its checkers give for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21); // the order does not matter
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2); // the classic "just fails AA" grey
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the lightest grey that passes
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('measures relative luminance from 0 (black) to 1 (white), green weighing most', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('writes a ratio cut to two decimals, never rounded up to the minimum', () => {
    expect(ratioText(21)).toBe('21:1');
    // 4.478: WebAIM's checker also writes 4.47:1; rounding could write a refused pair as the minimum.
    expect(ratioText(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(ratioText(4.497)).toBe('4.49:1');
    expect(ratioText(2.1)).toBe('2.1:1');
  });
});

describe('colours as the operator types them', () => {
  it('are stored as #rrggbb in lower case', () => {
    expect(normalHex('#ABCDEF')).toBe('#abcdef');
    expect(normalHex(' abc ')).toBe('#aabbcc');
    expect(normalHex('#0d0a09')).toBe('#0d0a09');
  });

  it('are refused when they are not hex colours', () => {
    for (const bad of ['', '#', '#12', '#1234', '#12345g', 'red', 'rgb(0,0,0)', '#1234567', '##123456']) {
      expect(normalHex(bad), bad).toBeNull();
    }
  });

  it('mix toward another colour channel by channel', () => {
    expect(mixHex('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixHex('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#ff0000', '#0000ff', 0.25)).toBe('#bf0040');
  });
});
