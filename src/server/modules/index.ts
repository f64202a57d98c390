import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { bannersRoutes } from './banners/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { characterRoutes } from './characters/routes.ts';
import { clubsRoutes } from './clubs/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { discordRoutes } from './discord/routes.ts';
import { downloadsRoutes } from './downloads/routes.ts';
import { gameRoutes } from './game/routes.ts';
import { imagesRoutes } from './images/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { playerAdminRoutes } from './players/routes.ts';
import { purchaseRoutes } from './purchases/routes.ts';
import { rankingsRoutes } from './rankings/routes.ts';
import { serverStatusRoutes } from './server-status/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { brandPicturesRoutes } from './site/brand-pictures-routes.ts';
import { brandRoutes } from './site/brand-routes.ts';
import { siteRoutes } from './site/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { ticketAdminRoutes } from './tickets/admin-routes.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { votesRoutes } from './votes/routes.ts';
import { voucherRoutes } from './vouchers/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every API module, mounted under /api in this order. A new domain adds its routes plugin here. */
export const apiModules: FastifyPluginAsyncZod[] = [
  systemRoutes,
  bannersRoutes,
  newsRoutes,
  accountRoutes,
  downloadsRoutes,
  clubsRoutes,
  rankingsRoutes,
  walletRoutes,
  voucherRoutes,
  shopRoutes,
  cartRoutes,
  purchaseRoutes,
  adminRoutes,
  imagesRoutes,
  mediaRoutes,
  dashboardRoutes,
  siteRoutes,
  brandPicturesRoutes,
  brandRoutes,
  playerAdminRoutes,
  ticketRoutes,
  ticketAdminRoutes,
  paymentRoutes,
  gameRoutes,
  serverStatusRoutes,
  characterRoutes,
  votesRoutes,
  discordRoutes,
];
