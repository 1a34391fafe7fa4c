// Chromium renders the PDF reports and runs the browser tests; the PDF tests read reports back
// with poppler; the cluster tier runs nginx. When missing, npm start, npm test and .ci/run install Debian's packages (as
// `playwright install --with-deps` would), as root or through passwordless sudo; otherwise
// they say in one line what to run.
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** How to run apt-get here: directly as root, through `sudo -n`, or not at all. */
function privilege() {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : undefined;
}

function aptGet(prefix, args) {
  const [command, ...rest] = [...prefix, 'apt-get', ...args];
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs the Debian packages whose binary is missing. Returns true when all are there (found
 * or installed now); false, having printed one line saying what to run, otherwise.
 */
function ensurePackages(wanted) {
  const missing = wanted.filter(({ binary }) => !executable(binary));
  if (missing.length === 0) return true;
  const names = missing.map((m) => m.name).join(' ');
  const prefix = privilege();
  const installable = existsSync('/usr/bin/apt-get') && missing.every((m) => m.aptPackage);
  if (prefix && installable) {
    console.log(
      `> Missing ${missing.map((m) => m.binary).join(', ')}: installing Debian's ${names}`,
    );
    const packages = missing.map((m) => m.aptPackage);
    if (
      aptGet(prefix, ['update', '-qq']) &&
      aptGet(prefix, ['install', '-y', '-qq', ...packages])
    ) {
      if (missing.every(({ binary }) => executable(binary))) {
        console.log(`  Installed ${names}`);
        return true;
      }
    }
  }
  console.error(
    `Missing ${missing.map((m) => m.binary).join(', ')}: run "sudo apt-get install -y ${names}" (Debian)${
      missing.some((m) => m.name === 'chromium')
        ? ' or set CHROME_PATH to a Chromium or Chrome binary'
        : ''
    }.`,
  );
  return false;
}

function chromium() {
  const binary = chromePath();
  // A CHROME_PATH of the user's own is theirs to provide; only Debian's path is installed.
  return { name: 'chromium', binary, aptPackage: binary === '/usr/bin/chromium' ? 'chromium' : '' };
}

/** npm start: Chromium for the PDF reports. */
export function ensureChromium() {
  return ensurePackages([chromium()]);
}

/** npm test and CI: Chromium, poppler's pdftotext/pdftoppm that read the PDFs back, promtool. */
export function ensureTestTools() {
  return ensurePackages([
    chromium(),
    { name: 'poppler-utils', binary: '/usr/bin/pdftotext', aptPackage: 'poppler-utils' },
    // promtool checks docker/'s alert rules and runs their unit tests (decision 0045).
    { name: 'prometheus (promtool)', binary: '/usr/bin/promtool', aptPackage: 'prometheus' },
  ]);
}

/** npm test's cluster tier: Debian's nginx in front of two instances (decision 0044). */
export function ensureNginx() {
  const binary = process.env.NGINX_PATH || '/usr/sbin/nginx';
  return ensurePackages([
    { name: 'nginx', binary, aptPackage: process.env.NGINX_PATH ? '' : 'nginx' },
  ]);
}

// `node scripts/lib/ensure-chromium.mjs` (used by .ci/run) exits 1 when a test tool is missing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensureTestTools() && ensureNginx() ? 0 : 1);
}
