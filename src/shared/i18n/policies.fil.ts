import type { Translation } from './catalog.ts';
import type policiesEn from './policies.en.ts';

/** policies.en.ts in Filipino as players write it (docs/product/languages.md, Writing Filipino). */
const policies: Translation<typeof policiesEn> = {
  'policies.title': 'Patakaran',
  'policies.failed': 'Hindi ma-load ang page na ito. Subukan ulit mamaya.',
  'policies.updated': 'Huling update: {date}',
};

export default policies;
