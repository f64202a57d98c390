import { iconSrc } from './icons.ts';

/** Original emblem art, in the icon sprite (school 0/1/2 and every class key of #shared/classes.ts). */
export const schoolEmblem = (school: number) => iconSrc(`school-${school}`);
export const classEmblem = (classKey: string) => iconSrc(`class-${classKey}`);
