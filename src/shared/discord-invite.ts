// Plain code only (no zod): the site menu in the public pages' first chunk reads it.

/**
 * Whether the support chat link is an invite to a Discord server (docs/product/discord.md, Support menu):
 * discord.gg/<code>, or discord.com/invite/<code> (also discordapp.com), over https.
 */
const INVITE =
  /^https:\/\/(?:(?:www\.)?discord\.gg\/|(?:www\.)?discord(?:app)?\.com\/invite\/)[\w-]{2,64}\/?$/i;

export function isDiscordInvite(url: string | undefined | null): boolean {
  return !!url && INVITE.test(url.trim());
}
