import { repeatedIconSrc } from './icons.ts';

/** Original emblem art, one file each (school 0/1/2 and every class key of #shared/classes.ts). */
export const schoolEmblem = (school: number) => repeatedIconSrc('emblems', `school-${school}`);
export const classEmblem = (classKey: string) => repeatedIconSrc('emblems', `class-${classKey}`);
