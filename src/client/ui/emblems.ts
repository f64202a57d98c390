/** Original emblem art under public/img/emblems (school 0/1/2 and every class key of #shared/classes.ts). */
export const schoolEmblem = (school: number) => `/img/emblems/school-${school}.svg`;
export const classEmblem = (classKey: string) => `/img/emblems/class-${classKey}.svg`;
