import type { Db } from '../db/database.ts';
import { createNews } from '../modules/news/service.ts';
import type { SeedReport } from './seed-report.ts';

interface SeedArticle {
  type: 0 | 1 | 2;
  subject: string;
  hoursAgo: number;
  content: string;
  thumb?: string;
}

const ARTICLES: SeedArticle[] = [
  {
    type: 0,
    subject: 'Patch 2.1: the Sunken Library opens',
    hoursAgo: 0.2,
    thumb: '/img/news/patch-notes.svg',
    content: `<p>Patch 2.1 is live. The headline is a new dungeon, the <strong>Sunken Library</strong>, for parties of
four at level 180 and above. Its three floors end in a boss that punishes players who stand still.</p>
<h3>Balance</h3><ul><li>Archer long-range skills now cost 10% less stamina.</li>
<li>Shaman healing over time ticks every 2 seconds instead of 3.</li><li>Extreme sword combos no longer cancel on a missed hit.</li></ul>
<h3>Fixes</h3><ul><li>The quest log no longer forgets finished steps after a restart.</li><li>Pets follow you through portals again.</li></ul>`,
  },
  {
    type: 0,
    subject: 'Scheduled maintenance this Thursday',
    hoursAgo: 20,
    content: `<p>The game servers go down for maintenance on Thursday from <strong>06:00 to 09:00 Manila time</strong>.
The website, item shop and ticket desk stay open. Items bought during the window wait safely in your item bank.</p>`,
  },
  {
    type: 0,
    subject: 'Welcome to the new website',
    hoursAgo: 50,
    content: `<p>Our site has a fresh coat of paint. Pages load faster on phones, rankings update every minute and
your item shop purchases appear in your purchase history right away.</p><p>Found something odd? Send us a ticket.</p>`,
  },
  {
    type: 0,
    subject: 'Security reminder: staff never ask for passwords',
    hoursAgo: 80,
    content: `<p>No game master, moderator or site operator will ever ask for your password or secret answer, in game
or by message. Report anyone who does. Turn on a strong, unique password from your account page.</p>`,
  },
  {
    type: 0,
    subject: 'Server population reaches a new high',
    hoursAgo: 130,
    content: `<p>Last weekend more players were online at once than ever before. Thank you! We added a third channel
to each map during peak hours so hunting grounds stay comfortable.</p>`,
  },
  {
    type: 0,
    subject: 'Community spotlight: the Crimson Lotus club',
    hoursAgo: 200,
    content: `<p>This month we talked with the leaders of Crimson Lotus, holders of the Sacred Gate campus. Their advice
to new clubs: <em>practise your formation before the war, not during it</em>.</p>`,
  },
  {
    type: 2,
    subject: 'Lantern Festival on Mystic Peak',
    hoursAgo: 3,
    thumb: '/img/news/festival.svg',
    content: `<p>Lanterns float over Mystic Peak for two weeks. Light one at the festival shrine each day to earn
<strong>festival coins</strong>, then trade them for costumes and pet food at the lantern keeper.</p>
<ol><li>Talk to the lantern keeper in any school square.</li><li>Carry your lantern to the shrine without dropping it.</li><li>Collect your coins.</li></ol>`,
  },
  {
    type: 2,
    subject: 'Campus Wars every Saturday',
    hoursAgo: 30,
    content: `<p>The three schools meet on the battlefield every Saturday at <strong>21:00 Manila time</strong>. The winning
school earns a 10% EXP bonus for the following week.</p>`,
  },
  {
    type: 2,
    subject: 'Double drop weekend',
    hoursAgo: 100,
    content: `<p>From Friday 18:00 to Sunday 23:59 every monster drops twice as often. Party up and clear those
dungeons.</p>`,
  },
  {
    type: 2,
    subject: 'Screenshot contest: show us your best view',
    hoursAgo: 300,
    content: `<p>Send your most beautiful in-game screenshot through a ticket before the end of the month. Three winners
receive 500 R-Coin each and a spot in our gallery.</p>`,
  },
  {
    type: 2,
    subject: 'Boss rush: the Iron Warden returns',
    hoursAgo: 600,
    content: `<p>The Iron Warden walks the old mines again. Defeat him within ten minutes for a chance at his shoulder
guards.</p>`,
  },
  {
    type: 1,
    subject: 'Beginner guide: your first ten levels',
    hoursAgo: 10,
    content: `<p>New here? Follow the glowing markers from your school's teacher. Accept every quest on the notice
board; they give more experience than hunting alone at this stage.</p>
<ul><li>Put your first skill on F1 and your potions on the item quick slot.</li><li>Sell unneeded drops to the school merchant.</li><li>Join a club early: members share buffs.</li></ul>`,
  },
  {
    type: 1,
    subject: 'Choosing a class: who fits your play style?',
    hoursAgo: 60,
    content: `<p>Like the front line? Pick a <strong>brawler</strong> or <strong>swordsman</strong>. Prefer distance? The
<strong>archer</strong> and <strong>gunner</strong> hit from afar. Enjoy supporting friends? The <strong>shaman</strong>
heals and buffs. The <strong>assassin</strong> strikes fast from the shadows.</p>`,
  },
  {
    type: 1,
    subject: 'Making money: a guide for honest merchants',
    hoursAgo: 150,
    content: `<p>Open a private shop in a busy square, price a little below the market and restock often. Crafting
materials sell steadily; rare weapons sell quickly but rarely.</p>`,
  },
  {
    type: 1,
    subject: 'Party roles explained',
    hoursAgo: 400,
    content: `<p>A good party has someone who holds the enemy's attention, someone who deals damage and someone who
keeps everyone alive. Talk before you pull the first monster.</p>`,
  },
];

/** At least 12 articles over the three boards, dated from minutes to weeks ago. Idempotent by subject. */
export async function seedNews(db: Db, _report: SeedReport): Promise<void> {
  const existing = new Set((await db.selectFrom('news').select('subject').execute()).map((r) => r.subject));
  const now = Date.now();
  for (const a of ARTICLES) {
    if (existing.has(a.subject)) continue;
    const id = await createNews(
      db,
      {
        type: a.type,
        subject: a.subject,
        content: a.content,
        author: a.type === 1 ? 'GM_Tala' : 'GM_Aurora',
        img_thumbnail: a.thumb ?? null,
        IsShowThumbnail: Boolean(a.thumb),
      },
      new Date(now - a.hoursAgo * 3_600_000),
    );
    // A believable read count for the demo (real views are counted per visitor from here on).
    const views = Math.round(30 + Math.sqrt(a.hoursAgo) * 55 + a.subject.length * 3);
    await db.updateTable('news').set({ views }).where('id', '=', id).execute();
  }
}
