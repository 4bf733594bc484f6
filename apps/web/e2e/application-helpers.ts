import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { visitorShowsUp } from './helpers';

/** Chooses an answer of one of the form's selects (the browser's own, which works before the app starts). */
export async function chooseAnswer(form: Locator, label: string, answer: string): Promise<void> {
  await form.getByRole('combobox', { name: label, exact: true }).selectOption({ label: answer });
}

/** A visitor fills in the whole form and sends it; the page thanks them and says what comes next. */
export async function apply(page: Page, first: string, last: string) {
  await page.goto(paths.apply);
  await visitorShowsUp(page);
  const form = page.getByRole('form', { name: 'Your application' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('Last name').fill(last);
  await form.getByLabel('Email').fill(`${first.toLowerCase()}@example.ca`);
  await form.getByLabel('Phone').fill('403-555-0142');
  await form.getByLabel('Business name').fill(`${first} Day Home`);
  await chooseAnswer(form, 'Kind of childcare', 'Family day home');
  await chooseAnswer(form, 'Region', 'Calgary');
  await form.getByLabel('City or town').fill('Cochrane');
  await form.getByRole('radio', { name: 'Applying now' }).check();
  await form.getByLabel('Childcare spaces').fill('6');
  await form.getByRole('checkbox', { name: 'A business plan' }).check();
  await form.getByRole('checkbox', { name: 'Grants and funding' }).check();
  await form.getByLabel('Anything else we should know?').fill('I hope to open in the spring.');
  await form.getByRole('checkbox', { name: /I agree that/ }).check();
  await form.getByRole('button', { name: 'Send my application' }).click();
  const thanks = page.getByRole('heading', { name: 'Thank you: we have your application' });
  await expect(thanks).toBeFocused();
  await expect(page.getByText(`We have emailed a confirmation to ${first.toLowerCase()}@example.ca.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens now' })).toBeVisible();
}

/**
 * As an administrator on the applications page: finds the application of `first` (the list reloads for the
 * search, with a spinner between, so it is opened from the searched list), marks it contacted after the
 * question, and answers its details dialog.
 */
export async function markContacted(page: Page, first: string, name: string): Promise<Locator> {
  await page.goto(paths.applications);
  const searched = page.waitForResponse((r) => r.url().includes('/api/applications?') && r.url().includes(`q=${first}`));
  await page.getByLabel('Search applications').fill(first);
  await searched;
  await page
    .getByRole('list', { name: 'Applications' })
    .getByRole('button', { name: `Open the application of ${name}` })
    .click();
  const details = page.getByRole('dialog', { name: `Application of ${name}` });
  await details.getByRole('button', { name: 'Mark contacted' }).click();
  await page
    .getByRole('alertdialog', { name: `Mark ${name} as contacted?` })
    .getByRole('button', { name: 'Mark contacted' })
    .click();
  await expect(details).toContainText('Contacted');
  return details;
}
