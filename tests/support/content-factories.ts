import type { Db } from '../../src/server/db/database.ts';

let counter = 0;

/** A news row written straight to the table (no sanitizing), for tests of what is served. */
export async function insertRawNews(
  db: Db,
  values: {
    type?: number;
    subject?: string;
    content?: string;
    createdAt?: Date;
    thumbnail?: string | null;
  } = {},
) {
  counter += 1;
  const createdAt = values.createdAt ?? new Date(Date.now() - counter * 1000);
  return db
    .insertInto('news')
    .values({
      type: values.type ?? 0,
      subject: values.subject ?? `Test article ${counter}`,
      content: values.content ?? '<p>Body</p>',
      author: 'Tester',
      img_thumbnail: values.thumbnail ?? null,
      is_show_thumbnail: Boolean(values.thumbnail),
      created_at: createdAt,
      // Published as of its creation, as every article written before the console existed.
      publish_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

let chaCounter = 0;

/** A character for ranking tests. */
export async function insertCharacter(
  db: Db,
  values: {
    name?: string;
    level?: number;
    cls?: number;
    school?: number;
    money?: number;
    gm?: boolean;
    levelUp?: Date | null;
    minutes?: number;
  } = {},
) {
  chaCounter += 1;
  return db
    .insertInto('characters')
    .values({
      cha_name: values.name ?? `Hero${chaCounter}`,
      cha_level: values.level ?? 10,
      cha_class: values.cls ?? 1,
      cha_school: values.school ?? 0,
      cha_money: values.money ?? 0,
      is_gm: values.gm ?? false,
      cha_level_up_date: values.levelUp === undefined ? new Date('2026-01-01T00:00:00Z') : values.levelUp,
      cha_play_minutes: values.minutes ?? 0,
    })
    .returning('cha_num')
    .executeTakeFirstOrThrow();
}
