import { todayIn } from '@domain/time-zones';
import { expect, test } from './fixtures';
import { apiGet, signInAsAdmin } from './tree-helpers';

type Roster = {
  locations: {
    description: string;
    clientDescription: string;
    clientTimeZone: string;
    rooms: { productDescription: string | null; slots: { startTs: string }[] }[];
  }[];
};

// The device 14 hours ahead of UTC, the Lakeview site in Los Angeles (the demo's zones,
// decision 0041): the days, "today" and slots on screen must be the site's, and say so.
test.use({ timezoneId: 'Pacific/Kiritimati' });

const SITE_ZONE = 'America/Los_Angeles';
const dayPath = (day: string) =>
  day
    .split('-')
    .map((part) => String(Number(part)))
    .join('/');

test("a roster read in Kiritimati shows a Los Angeles site's day and slots, naming its zone", async ({
  page,
  consoleErrors,
}) => {
  await signInAsAdmin(page, consoleErrors.allow);

  // Today is the admin's first site's, by its zone, not the device's.
  const [first] = await apiGet<{ timeZone: string }[]>(page, 'secure/me/clients');
  await page.goto('/app/rosters');
  await expect(page).toHaveURL(new RegExp(`/app/rosters/${dayPath(todayIn(first.timeZone))}$`));

  // Lakeview's own today: the demo seeds its slots at 08:00, 10:00 and 13:00 on its clock.
  const day = todayIn(SITE_ZONE);
  const roster = await apiGet<Roster>(page, `secure/rosters/${dayPath(day)}`);
  const lakeview = roster.locations.find((l) => l.clientTimeZone === SITE_ZONE)!;
  const room = lakeview.rooms.find((r) => r.productDescription && r.slots.length)!;
  await page.goto(`/app/rosters/${dayPath(day)}`);
  await page
    .getByRole('list', { name: lakeview.description, exact: true })
    .getByRole('button', { name: new RegExp(`^${room.productDescription}`) })
    .click();
  const region = page.getByRole('region', { name: `Room ${room.productDescription}` });
  await expect(
    region.getByText(/^Times at Lakeview .*: America\/Los_Angeles \(P[SD]T\)$/),
  ).toBeVisible();
  await expect(region.getByRole('region', { name: 'Slot 08:00' })).toBeVisible();
  await expect(region.getByRole('region', { name: 'Slot 13:00' })).toBeVisible();
});
