/**
 * Messages of the small pages of src/client/features/shell-pages (credits, top-up results), in English.
 * This file defines the area's ids; pages.fil.ts has the same ones (docs/product/languages.md).
 */
const pages = {
  'pages.credits.title': 'Credits',
  'pages.credits.art':
    'The logo, banners, buttons, frames and emblems of this site are original art made for this project. Inside several emblems and panel icons we use game icons from {site}, shared under the {licence} licence, by Lorc, Delapouite and the other game-icons.net authors. Thank you!',
  'pages.credits.icons': 'Icons from game-icons.net (CC BY 3.0)',
  'pages.credits.icon': 'Icon',
  'pages.credits.usedFor': 'Used for',
  'pages.credits.logo': 'Logo, footer seal, Extreme emblem',
  'pages.credits.classEmblem': '{name} emblem',
  'pages.credits.schoolEmblems': 'School emblems (Sacred Gate, Mystic Peak, Phoenix)',
  'pages.credits.bigButtons': 'Big buttons',
  'pages.credits.sideIcons': 'Side panel icons',
  'pages.credits.resultPages': 'Error and payment result pages',
  'pages.credits.fonts': 'Fonts',
  'pages.credits.fontsText':
    'Cinzel (Natanael Gama), under the SIL Open Font License 1.1, self-hosted through Fontsource and cut down to the characters our headings use. Body text uses the fonts already on your device.',
  'pages.credits.game': 'Game',
  'pages.credits.gameText':
    "Ran Online is a trademark of its respective owners. This is a fan-run community site and is not affiliated with the game's publisher.",
  'pages.result.homepage': 'Homepage',
  'pages.topup.cancelled': 'Top Up Cancelled',
  'pages.topup.cancelledText':
    'The payment was cancelled and nothing was charged. You can try again at any time from the Top Up page.',
  'pages.topup.title': 'Top Up',
  'pages.topup.successful': 'Top Up Successful',
  'pages.topup.thanks':
    'Thank you! Your R-Coin will appear in your account as soon as the payment is confirmed.',
  'pages.topup.signIn': 'Sign in to see this top-up.',
  'pages.topup.notFound': 'We could not find this top-up.',
  'pages.topup.added': '{amount} R-Coin added.',
  'pages.topup.balance': 'Your R-Coin balance is now {balance}.',
  'pages.topup.notCompleted': 'Top Up Not Completed',
  'pages.topup.notCompletedText': 'This top-up was not completed and nothing was charged.',
  'pages.topup.confirming': 'Confirming Your Top Up',
  'pages.topup.waiting': 'Waiting for confirmation from the payment provider…',
} as const;

export default pages;
