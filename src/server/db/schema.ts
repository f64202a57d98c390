import type { AccountTables } from './tables/accounts.ts';
import type { CharacterServiceTables } from './tables/character-services.ts';
import type { ContentTables } from './tables/content.ts';
import type { DiscordTables } from './tables/discord.ts';
import type { GameTables } from './tables/game.ts';
import type { ImageTables } from './tables/images.ts';
import type { MediaTables } from './tables/media.ts';
import type { PaymentTables } from './tables/payments.ts';
import type { ShopTables } from './tables/shop.ts';
import type { SiteTables } from './tables/site.ts';
import type { SystemTables } from './tables/system.ts';
import type { TicketTables } from './tables/tickets.ts';
import type { VoteTables } from './tables/votes.ts';

/**
 * The whole database as Kysely sees it: one interface per domain, composed here. A domain adds its
 * tables in `tables/<domain>.ts` and one `extends` line below.
 */
export interface Database
  extends SystemTables,
    AccountTables,
    ContentTables,
    ShopTables,
    ImageTables,
    MediaTables,
    SiteTables,
    TicketTables,
    PaymentTables,
    GameTables,
    CharacterServiceTables,
    VoteTables,
    DiscordTables {}
