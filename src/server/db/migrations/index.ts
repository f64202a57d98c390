import type { Migration } from 'kysely/migration';
import * as foundation from './20261121_0900_foundation.ts';
import * as accounts from './20261121_1000_accounts.ts';
import * as content from './20261121_1100_content.ts';
import * as shop from './20261121_1200_shop.ts';
import * as rankingSpeed from './20261121_1230_ranking_speed.ts';
import * as knownLogins from './20261122_0900_known_logins.ts';
import * as moneyBounds from './20261123_1600_money_bounds.ts';
import * as staffAndAudit from './20261123_1800_staff_and_audit.ts';
import * as images from './20261123_1910_images.ts';
import * as newsPublishing from './20261123_1920_news_publishing.ts';
import * as bannerDownloadsAdmin from './20261123_1930_banner_downloads_admin.ts';
import * as media from './20261123_1940_media.ts';
import * as siteSettings from './20261123_1950_site_settings.ts';
import * as dashboard from './20261123_1960_dashboard.ts';
import * as voucherBatches from './20261123_2010_voucher_batches.ts';
import * as playerAdmin from './20261123_2020_player_admin.ts';
import * as shopCatalogueAdmin from './20261123_2030_shop_catalogue_admin.ts';
import * as shopPremium from './20261123_2040_shop_premium.ts';
import * as tickets from './20261124_0100_tickets.ts';
import * as payments from './20261124_0200_payments.ts';
import * as shopSalesCounts from './20261124_0300_shop_sales_counts.ts';
import * as paymentAttentionAndMethods from './20261127_1200_payment_attention_and_methods.ts';
import * as secondFactor from './20261127_1210_second_factor.ts';
import * as editVersions from './20261127_1220_edit_versions.ts';
import * as gameOutbox from './20261127_1300_game_outbox.ts';
import * as gamePurchases from './20261127_1320_game_purchases.ts';
import * as gameAccounts from './20261127_1330_game_accounts.ts';
import * as gameCharacters from './20261127_2100_game_characters.ts';
import * as characterServices from './20261128_1000_character_services.ts';
import * as serverStatus from './20261128_1500_server_status.ts';
import * as revenue from './20261128_1900_revenue.ts';
import * as siteBrandTexts from './20261128_2000_site_brand_texts.ts';
import * as siteBrandPictures from './20261128_2010_site_brand_pictures.ts';
import * as maintenanceWindow from './20261128_2020_maintenance_window.ts';
import * as votes from './20261128_2100_votes.ts';
import * as discord from './20261128_2110_discord.ts';
import * as shopStockNotice from './20261128_2120_shop_stock_notice.ts';
import * as userLanguage from './20261128_2200_user_language.ts';
import * as gameLoginOwners from './20261129_0900_game_login_owners.ts';
import * as refusalSchoolUnknown from './20261129_1000_refusal_school_unknown.ts';

/**
 * The ordered list of migrations. Listed explicitly (rather than read from the folder) so the same list
 * works under Node, Vitest and a bundler. Names sort by their timestamp prefix; add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '20261121_0900_foundation': foundation,
  '20261121_1000_accounts': accounts,
  '20261121_1100_content': content,
  '20261121_1200_shop': shop,
  '20261121_1230_ranking_speed': rankingSpeed,
  '20261122_0900_known_logins': knownLogins,
  '20261123_1600_money_bounds': moneyBounds,
  '20261123_1800_staff_and_audit': staffAndAudit,
  '20261123_1910_images': images,
  '20261123_1920_news_publishing': newsPublishing,
  '20261123_1930_banner_downloads_admin': bannerDownloadsAdmin,
  '20261123_1940_media': media,
  '20261123_1950_site_settings': siteSettings,
  '20261123_1960_dashboard': dashboard,
  '20261123_2010_voucher_batches': voucherBatches,
  '20261123_2020_player_admin': playerAdmin,
  '20261123_2030_shop_catalogue_admin': shopCatalogueAdmin,
  '20261123_2040_shop_premium': shopPremium,
  '20261124_0100_tickets': tickets,
  '20261124_0200_payments': payments,
  '20261124_0300_shop_sales_counts': shopSalesCounts,
  '20261127_1200_payment_attention_and_methods': paymentAttentionAndMethods,
  '20261127_1210_second_factor': secondFactor,
  '20261127_1220_edit_versions': editVersions,
  '20261127_1300_game_outbox': gameOutbox,
  '20261127_1320_game_purchases': gamePurchases,
  '20261127_1330_game_accounts': gameAccounts,
  '20261127_2100_game_characters': gameCharacters,
  '20261128_1000_character_services': characterServices,
  '20261128_1500_server_status': serverStatus,
  '20261128_1900_revenue': revenue,
  '20261128_2010_site_brand_pictures': siteBrandPictures,
  '20261128_2020_maintenance_window': maintenanceWindow,
  '20261128_2000_site_brand_texts': siteBrandTexts,
  '20261128_2100_votes': votes,
  '20261128_2110_discord': discord,
  '20261128_2120_shop_stock_notice': shopStockNotice,
  '20261128_2200_user_language': userLanguage,
  '20261129_0900_game_login_owners': gameLoginOwners,
  '20261129_1000_refusal_school_unknown': refusalSchoolUnknown,
};
