/**
 * Messages of the download page (src/client/features/downloads), in English.
 * This file defines the area's ids; downloads.fil.ts has the same ones (docs/product/languages.md).
 */
const downloads = {
  'downloads.pageTitle': 'Download',
  'downloads.title': 'Full Client Download',
  'downloads.lead': 'Choose one of the links below to download the full game client.',
  'downloads.loading': 'Loading download links…',
  'downloads.failed': 'The download links could not be loaded. Please try again later.',
  'downloads.updated': 'Updated',
  'downloads.fullGuide': 'Full Game Guide',
  'downloads.fullGuideText': "A detailed guide to the game's user interface.",
  'downloads.quickGuide': 'Quick Game Guide',
  'downloads.quickGuideText': 'A must-read guide for beginners.',
  'downloads.requirements': 'System Requirement',
  'downloads.item': 'Item',
  'downloads.minimum': 'Minimum',
  'downloads.recommended': 'Recommended',
  'downloads.both': 'Minimum and recommended',
  'downloads.note':
    'These specifications are for running one game client. Running multiple clients may lower performance.',
  // The default requirement rows' words (#shared/brand-requirements.ts); an operator's own rows are shown as written.
  'downloads.default.graphics': 'Graphics card',
  'downloads.default.graphicsMinimum': 'Geforce 6000+ or ATI Radeon X+',
  'downloads.default.disk': 'Hard disk',
  'downloads.default.connection': 'Connection',
  'downloads.default.connectionMinimum': 'broadband; 56K modem and wifi not recommended',
  'downloads.default.directxRecommended': '9.0+ with 3D effect support',
} as const;

export default downloads;
