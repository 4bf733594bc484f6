import { startStack, stopStack } from './stack';

/** Starts the deployment before the spec and stops it after, also when the spec failed. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  try {
    await startStack();
  } catch (err) {
    await stopStack();
    throw err;
  }
  return stopStack;
}
