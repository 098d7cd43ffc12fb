import { createApiClient } from '@aac/api-client';

/** The app's one client of the contract: the sign-in pages use it alone, the admin area through its queries. */
export const apiClient = createApiClient();
