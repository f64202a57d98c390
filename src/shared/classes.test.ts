import { describe, expect, it } from 'vitest';
import { CLASSES, classCodes, className, classOfCode, isClassKey } from './classes.ts';
import { isSchoolId, SCHOOLS, schoolName } from './schools.ts';

describe('class codes', () => {
  it('maps each class to both of its codes', () => {
    expect(classCodes('brawler')).toEqual([1, 64]);
    expect(classCodes('swordsman')).toEqual([2, 128]);
    expect(classCodes('archer')).toEqual([4, 256]);
    expect(classCodes('shaman')).toEqual([8, 512]);
    expect(classCodes('extreme')).toEqual([16, 32]);
    expect(classCodes('gunner')).toEqual([1024, 2048]);
    expect(classCodes('assassin')).toEqual([4096, 8192]);
  });

  it('finds the class of every code and nothing for unknown codes', () => {
    for (const c of CLASSES) for (const code of c.codes) expect(classOfCode(code)?.key).toBe(c.key);
    expect(classOfCode(3)).toBeNull();
    expect(className(0)).toBe('Unknown');
    expect(className(64)).toBe('Brawler');
  });

  it('uses fourteen distinct codes', () => {
    expect(new Set(CLASSES.flatMap((c) => c.codes)).size).toBe(14);
  });

  it('recognises class keys', () => {
    expect(isClassKey('gunner')).toBe(true);
    expect(isClassKey('magician')).toBe(false);
    expect(isClassKey(1)).toBe(false);
  });
});

describe('schools', () => {
  it('names the three schools', () => {
    expect(SCHOOLS.map((s) => s.name)).toEqual(['Sacred Gate', 'Mystic Peak', 'Phoenix']);
    expect(schoolName(1)).toBe('Mystic Peak');
    expect(schoolName(9)).toBe('Unknown');
    expect(isSchoolId(2)).toBe(true);
    expect(isSchoolId(3)).toBe(false);
  });
});
