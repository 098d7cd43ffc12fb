// The browser tests need Debian's Chromium. Install it when missing and we are root; otherwise
// say how. (A test tool's own browser download cannot work on this network.)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${chromium}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core\nor point CHROMIUM_PATH at a Chromium binary.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests...');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
  {
    stdio: 'inherit',
  },
);
