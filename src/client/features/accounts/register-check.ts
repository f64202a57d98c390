import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema } from '#shared/contracts/accounts.ts';

/**
 * The register form's check: the shared schema, so the form says what the server would. A module of its
 * own, imported only when the form is first checked (register-page.tsx), so zod stays out of the page.
 */
export const registerCheck = zodResolver(registerRequestSchema);
