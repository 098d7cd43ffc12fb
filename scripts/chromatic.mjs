// Publishes Storybook to Chromatic for visual review when a project token is configured.
import { execSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic. Local baselines run in `npm test`.');
  process.exit(0);
}
execSync('npx chromatic --build-script-name build-storybook --exit-zero-on-changes --only-changed', {
  stdio: 'inherit',
});
