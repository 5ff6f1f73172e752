import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAG_COLOURS, tagColour } from '@/domain/tags';

describe('tagColour', () => {
  it('maps the seven tag labels to their colours', () => {
    expect(['优', '秒', '满', '换购', '赠', '特', '新'].map(tagColour)).toEqual([
      'red',
      'red',
      'orange',
      'blue',
      'pink',
      'yellow',
      'red',
    ]);
    expect(tagColour('秒杀')).toBe('red');
    expect(tagColour('满减')).toBe('orange');
    expect(tagColour('特价')).toBe('yellow');
    expect(tagColour('换购价')).toBe('blue');
    expect(tagColour('赠品')).toBe('pink');
    expect(tagColour('近效期')).toBe('red');
    expect(tagColour('')).toBe('red');
    expect(tagColour(undefined)).toBe('red');
    expect(tagColour('toString')).toBe('red');
    expect(tagColour('__proto__')).toBe('red');
  });

  it('always answers a semantic-ui colour', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(['red', 'orange', 'blue', 'pink', 'yellow']).toContain(tagColour(s));
      }),
    );
    expect(Object.keys(TAG_COLOURS)).toHaveLength(7);
  });
});
