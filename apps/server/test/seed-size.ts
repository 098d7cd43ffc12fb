/** Users in the test seed: enough for several pages of every list, quick to create. */
export const TEST_SEED_USERS = 150;
